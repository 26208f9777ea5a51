import { route } from '../api-route';
import { MESSAGES } from '../constants';
import { ZUploadedFile } from '../pds';

/**
 * The one upload endpoint (a PDF checked by its bytes, then attached by the module that asked for it): an entry of
 * the PDS module's table, in a file of its own because every page that uploads imports it (lib/upload-pdf), the
 * sign-in bundle's among them, and the PDS table brings its own schemas.
 */
export const uploadRoute = route({
  method: 'POST',
  path: '/api/upload',
  summary: `Upload one PDF (${MESSAGES.pdfHint}); answers { path } to attach`,
  body: 'multipart',
  response: ZUploadedFile,
});
