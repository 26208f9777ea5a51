import type { FastifyInstance } from 'fastify';
import { spmsOfficeApi } from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import * as office from './office.service';
import { serve } from '../../lib/serve';
import { officePdf } from './office.pdf';

// Office performance (issue 24): the DPCR/OPCR of each office rolled up from its people's approved IPCRs. Computing:
// SPMIS Admin (SPMSADMIN); the list, an office's page and its PDF: SPMIS Admin (every office) and anyone under SPMS
// (the service answers a head's own office and its units, nobody else's).

export default function spmsOfficeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['spms'];
  const readers = { access: office.SPMS_READERS };

  serve(app, spmsOfficeApi.rollup, { access: office.SPMS_ADMIN, tags }, (req) => office.rollup(deps, req.actor!, req.body));
  serve(app, spmsOfficeApi.offices, { ...readers, tags }, (req) => office.list(deps, req.actor!, req.query));
  serve(app, spmsOfficeApi.office, { ...readers, tags }, (req) => office.detail(deps, req.actor!, req.params.periodId, req.params.departmentId));
  serve(app, spmsOfficeApi.pdf, { ...readers, tags }, async (req, reply) => {
    const { bytes, fileName } = await officePdf(deps, req.actor!, req.params.periodId, req.params.departmentId);
    return sendPdf(reply, fileName, bytes, { personal: true });
  });
  return Promise.resolve();
}
