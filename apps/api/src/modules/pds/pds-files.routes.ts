import type { FastifyInstance } from 'fastify';
import { pdsApi, type TPdsAttachmentSection } from '@hris/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as files from './pds-files.service';

// SPEC.md §7 "PDS file attachments" and "Uploads".

/** The entry a document belongs to: `parent_id`, or the key naming it (`workexp_id`…). */
type ParentKeys = z.output<typeof pdsApi.files.query>;

function parentIdOf(section: TPdsAttachmentSection, values: ParentKeys): number {
  const id = values.parent_id ?? values[`${section}_id`];
  if (!id) throw AppError.validation(`${section}_id`, 'Say which entry the document belongs to.');
  return id;
}

export default function pdsFilesRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const signedIn = { access: 'signed-in' as const, tags: ['pds documents'] };

  serve(app, pdsApi.upload, signedIn, async (req) => {
    const { file, fileName } = await readMultipart(req, 'file');
    return files.upload(deps, req.actor!, { bytes: file, name: fileName });
  });
  serve(app, pdsApi.files, signedIn, (req) => files.listFiles(deps, req.actor!, req.params.section, parentIdOf(req.params.section, req.query)));
  serve(app, pdsApi.attachFile, signedIn, (req) =>
    files.addFile(deps, req.actor!, req.params.section, parentIdOf(req.params.section, req.body), req.body.attachment_path),
  );
  serve(app, pdsApi.removeFile, signedIn, (req) => files.removeFile(deps, req.actor!, req.params.section, req.params.id));
  return Promise.resolve();
}
