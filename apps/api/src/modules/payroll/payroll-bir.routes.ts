import type { FastifyInstance } from 'fastify';
import { payrollBirApi, type TAlphalistRow } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { listWorkbook, manilaDay, type SheetColumn } from '../../lib/workbook';
import * as bir from './payroll-bir.service';
import { render1601c, render2316 } from './payroll-bir.pdf';
import { PAYROLL } from './payroll.service';

const ALPHALIST_COLUMNS: SheetColumn<TAlphalistRow & { schedule: string }>[] = [
  { header: 'Schedule', kind: 'text', width: 26, value: (r) => r.schedule },
  { header: 'Seq.', kind: 'number', width: 6, value: (r) => r.sequence },
  { header: 'TIN', kind: 'text', width: 14, value: (r) => r.tin },
  { header: 'Last name', kind: 'text', width: 18, value: (r) => r.last_name },
  { header: 'First name', kind: 'text', width: 18, value: (r) => r.first_name },
  { header: 'Middle name', kind: 'text', width: 14, value: (r) => r.middle_name },
  { header: 'Employed from', kind: 'date', width: 12, value: (r) => r.employed_from },
  { header: 'Employed to', kind: 'date', width: 12, value: (r) => r.employed_to },
  { header: 'Separation', kind: 'text', width: 10, value: (r) => r.separation_reason },
  { header: 'Gross compensation', width: 16, kind: 'pesos', value: (r) => r.gross },
  { header: '13th month & other benefits (exempt)', width: 16, kind: 'pesos', value: (r) => r.benefits_exempt },
  { header: 'De minimis', width: 12, kind: 'pesos', value: (r) => r.de_minimis },
  { header: 'Contributions & union dues', width: 16, kind: 'pesos', value: (r) => r.contributions },
  { header: 'Other non-taxable', width: 14, kind: 'pesos', value: (r) => r.other_non_taxable },
  { header: 'Total non-taxable', width: 14, kind: 'pesos', value: (r) => r.non_taxable },
  { header: 'Taxable (present)', width: 14, kind: 'pesos', value: (r) => r.taxable },
  { header: 'Taxable (previous)', width: 14, kind: 'pesos', value: (r) => r.prev_taxable },
  { header: 'Tax due', width: 12, kind: 'pesos', value: (r) => r.tax_due },
  { header: 'Withheld (previous)', width: 14, kind: 'pesos', value: (r) => r.prev_withheld },
  { header: 'Withheld Jan–Nov', width: 14, kind: 'pesos', value: (r) => r.withheld_jan_nov },
  { header: 'Withheld December', width: 14, kind: 'pesos', value: (r) => r.withheld_december },
  { header: 'Refunded', width: 12, kind: 'pesos', value: (r) => r.refunded },
  { header: 'Actual withheld', width: 14, kind: 'pesos', value: (r) => r.actual_withheld },
];

/** The BIR's forms and files (issue 40): PAYROLL's, except an employee's own 2316 (payroll.routes.ts `bir2316`). */
export default function payrollBirRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const hr = { access: PAYROLL, tags: ['payroll'] };

  serve(app, payrollBirApi.form1601c, hr, async (req) => {
    const { employer: _employer, ...figures } = await bir.form1601c(deps, req.query.month);
    return figures;
  });
  serve(app, payrollBirApi.form1601cPdf, hr, async (req, reply) =>
    sendPdf(reply, `bir-1601c-${req.query.month}.pdf`, await render1601c(await bir.form1601c(deps, req.query.month))),
  );
  serve(app, payrollBirApi.alphalist, hr, async (req) => (await bir.alphalist(deps, req.actor!, req.query.year)).answer);
  serve(app, payrollBirApi.alphalistFile, hr, async (req, reply) => {
    if (req.query.format === 'dat') {
      const { fileName, text } = await bir.alphalistDatFile(deps, req.actor!, req.query.year);
      return reply
        .header('content-type', 'text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(text, 'latin1'));
    }
    const { answer } = await bir.alphalist(deps, req.actor!, req.query.year);
    const rows = [
      ...answer.employed.map((r) => ({ ...r, schedule: 'Employed as of 31 December' })),
      ...answer.separated.map((r) => ({ ...r, schedule: 'Separated during the year' })),
    ].sort((a, b) => a.sequence - b.sequence);
    const now = deps.clock.now();
    return sendXlsx(reply, `alphalist-1604c-${req.query.year}-${manilaDay(now)}.xlsx`, await listWorkbook('Alphalist 1604-C', ALPHALIST_COLUMNS, rows, now), {
      personal: true,
    });
  });

  serve(app, payrollBirApi.employer, hr, async () => ({ employer: await bir.employerOf(deps) }));
  serve(app, payrollBirApi.saveEmployer, hr, (req) => bir.saveEmployer(deps, req.actor!, req.body));
  serve(app, payrollBirApi.previousEmployers, hr, (req) => bir.listPreviousEmployers(deps, req.actor!, req.query.year, req.query.personnel_id));
  serve(app, payrollBirApi.addPreviousEmployer, hr, (req) => bir.addPreviousEmployer(deps, req.actor!, req.body));
  serve(app, payrollBirApi.removePreviousEmployer, hr, (req) => bir.removePreviousEmployer(deps, req.actor!, req.params.id));

  serve(app, payrollBirApi.all2316, hr, (req) => bir.latestBatch(deps, req.query.year));
  serve(app, payrollBirApi.startAll2316, hr, (req) =>
    bir.startBatch(deps, req.actor!, req.body.year, async (id, people) => {
      const certificates = await bir.batchCertificates(deps, id, req.body.year, people);
      await bir.finishBatch(deps, id, req.body.year, await render2316(certificates));
    }),
  );
  serve(app, payrollBirApi.all2316Pdf, hr, async (req, reply) => {
    const { year, bytes } = await bir.batchPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, `bir-2316-${year}-all.pdf`, bytes, { personal: true });
  });
  return Promise.resolve();
}
