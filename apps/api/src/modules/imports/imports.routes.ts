import type { FastifyInstance } from 'fastify';
import { importsApi } from '@hris/contracts';
import { sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as imports from './imports.service';
import * as pdsWorkbooks from './pds-workbooks.service';

/** A masterlist of 5,000 with its columns is far under this; a bigger file is not a masterlist. */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

// Imports from spreadsheets (issue 41): the personnel office (PERSONNELS) and the administrators.
export default function importsRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['imports'];
  const importers = { access: imports.IMPORTERS, tags };
  const upload = (req: Parameters<typeof readMultipart>[0]) =>
    readMultipart(req, 'file', { maxBytes: IMPORT_MAX_BYTES, notMultipart: 'Choose the .xlsx or .csv file.' });

  serve(app, importsApi.kinds, importers, () => imports.listKinds(deps));
  serve(app, importsApi.template, importers, async (req, reply) => {
    const { bytes, fileName } = await imports.template(req.params.kind, deps.clock.now());
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, importsApi.preview, importers, async (req) => imports.preview(deps, req.actor!, req.params.kind, await upload(req)));
  // The rows are checked in the request (422 naming them); the write runs as a job (202 with it).
  serve(app, importsApi.commit, importers, async (req, reply) => {
    const started = await imports.commit(deps, req.actor!, req.params.kind, await upload(req));
    reply.code(202);
    return started;
  });
  // One byte over the zip's limit reaches the service, which says it in the users' words.
  const zip = (req: Parameters<typeof readMultipart>[0]) =>
    readMultipart(req, 'file', { maxBytes: pdsWorkbooks.PDS_ZIP_MAX_BYTES + 1, notMultipart: pdsWorkbooks.CHOOSE_ZIP });
  serve(app, importsApi.pdsWorkbooksPreview, importers, async (req) => pdsWorkbooks.previewPdsWorkbooks(deps, req.actor!, await zip(req)));
  serve(app, importsApi.pdsWorkbooks, importers, async (req) => pdsWorkbooks.importPdsWorkbooks(deps, req.actor!, await zip(req)));
  serve(app, importsApi.batches, importers, (req) => imports.listBatches(deps, req.query));
  serve(app, importsApi.undo, importers, (req) => imports.undo(deps, req.actor!, req.params.id));
}
