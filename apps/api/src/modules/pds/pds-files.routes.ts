import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  PDS_ATTACHMENT_SECTIONS,
  ZAttachmentPath,
  ZId,
  ZMessage,
  ZPdsFileList,
  ZPdsFileSaved,
  ZUploadedFile,
  type TPdsAttachmentSection,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../plugins/uploads';
import * as files from './pds-files.service';

// SPEC.md §7 "PDS file attachments" and "Uploads".

const ZSectionParams = z.object({ section: z.enum(PDS_ATTACHMENT_SECTIONS, { error: 'There is no such PDS section with documents.' }) });
/** The parent is named `parent_id` or, as SPEC.md §3 puts it, by a key naming the parent (`workexp_id`…). */
const parentKeys = Object.fromEntries(PDS_ATTACHMENT_SECTIONS.map((s) => [`${s}_id`, ZId.optional()])) as Record<
  `${TPdsAttachmentSection}_id`,
  z.ZodOptional<typeof ZId>
>;
const ZParent = z.object({ parent_id: ZId.optional(), ...parentKeys });

function parentIdOf(section: TPdsAttachmentSection, values: z.infer<typeof ZParent>): number {
  const id = values.parent_id ?? values[`${section}_id`];
  if (!id) throw AppError.validation(`${section}_id`, 'Say which entry the document belongs to.');
  return id;
}

export default function pdsFilesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['pds documents'];

  app.post(
    '/api/upload',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: `Upload one PDF (${MESSAGES.pdfHint}); answers { path } to attach`, response: { 200: ZUploadedFile } },
    },
    async (req) => {
      const { file, fileName } = await readMultipart(req, 'file');
      return files.upload(deps, req.actor!, { bytes: file, name: fileName });
    },
  );

  app.get(
    '/api/personnel/:section/files',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The documents of one PDS entry', params: ZSectionParams, querystring: ZParent, response: { 200: ZPdsFileList } },
    },
    (req) => files.listFiles(deps, req.actor!, req.params.section, parentIdOf(req.params.section, req.query)),
  );
  app.post(
    '/api/personnel/:section/files',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Attach an uploaded PDF to a PDS entry',
        params: ZSectionParams,
        body: ZParent.extend({ attachment_path: ZAttachmentPath }),
        response: { 200: ZPdsFileSaved },
      },
    },
    (req) => files.addFile(deps, req.actor!, req.params.section, parentIdOf(req.params.section, req.body), req.body.attachment_path),
  );
  app.delete(
    '/api/personnel/:section/files/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove a document from a PDS entry', params: ZSectionParams.extend({ id: ZId }), response: { 200: ZMessage } },
    },
    (req) => files.removeFile(deps, req.actor!, req.params.section, req.params.id),
  );
  return Promise.resolve();
}
