import type { FastifyInstance } from 'fastify';
import { pdsApi } from '@hris/contracts';
import * as pds from './pds.service';
import * as checking from './pds-checking.service';
import * as print from './pds-print.service';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as workbook from './pds-workbook.service';

// The Personal Data Sheet of one person (packages/contracts src/api/pds.ts): who may read or change whose PDS
// (its owner, PERSONNELS, PDS-CHECKING) is decided in the service.

export default function pdsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const owner = { access: 'signed-in' as const, tags: ['personal data sheet'] };

  serve(app, pdsApi.sheet, owner, (req) => pds.getPds(deps, req.actor!, req.params.id));
  serve(app, pdsApi.saveSection, owner, (req) => pds.saveSingleSection(deps, req.actor!, req.params.id, req.params.section, req.body));
  serve(app, pdsApi.addEntry, owner, (req) => pds.addEntry(deps, req.actor!, req.params.id, req.params.section, req.body));
  serve(app, pdsApi.editEntry, owner, (req) => pds.updateEntry(deps, req.actor!, req.params.id, req.params.section, req.params.entryId, req.body));
  serve(app, pdsApi.removeEntry, owner, (req) => pds.deleteEntry(deps, req.actor!, req.params.id, req.params.section, req.params.entryId));
  serve(app, pdsApi.submit, owner, (req) => checking.submitPds(deps, req.actor!, req.params.id));
  serve(app, pdsApi.pdf, owner, async (req, reply) => {
    const { bytes, filename } = await print.pdsPdf(deps, req.actor!, req.params.id, req.query.version);
    return sendPdf(reply, filename, bytes, { personal: true });
  });
  serve(app, pdsApi.excel, owner, async (req, reply) => {
    const { bytes, filename } = await print.pdsExcel(deps, req.actor!, req.params.id, req.query.version);
    return sendXlsx(reply, filename, bytes, { personal: true });
  });
  // The signed-in employee's own PDS only: the service takes the person from the session, never from the request.
  serve(app, pdsApi.importPreview, owner, async (req) => {
    const { file } = await readMultipart(req, 'file', { maxBytes: workbook.MAX_WORKBOOK_BYTES + 1, notMultipart: workbook.SAVE_AS_XLSX });
    return workbook.previewWorkbook(deps, req.actor!, file);
  });
  serve(app, pdsApi.import, owner, async (req) => {
    const { file, fields } = await readMultipart(req, 'file', { maxBytes: workbook.MAX_WORKBOOK_BYTES + 1, notMultipart: workbook.SAVE_AS_XLSX });
    return workbook.importWorkbook(deps, req.actor!, file, fields.sections);
  });
  return Promise.resolve();
}
