import type { FastifyInstance } from 'fastify';
import { payrollGeneralApi } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { readSetting } from '../../lib/settings';
import { manilaDay } from '../../lib/workbook';
import { generalPayrollWorkbook, ledgerWorkbook } from './payroll-general.export';
import { renderGeneralPayroll, renderLedger } from './payroll-general.pdf';
import * as general from './payroll-general.service';
import { PAYROLL } from './payroll.service';

export default function payrollGeneralRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['payroll'];
  const hr = { access: PAYROLL, tags };
  // A ledger is the employee's own or PAYROLL's to read: decided in the service (anyone else: 404).
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, payrollGeneralApi.generalPayroll, hr, async (req, reply) => {
    const gp = await general.generalPayroll(deps, req.actor!, req.params.id);
    const name = `general-payroll-${gp.register.run.month}-${gp.register.run.id}`;
    if (req.query.format === 'xlsx') {
      const now = deps.clock.now();
      return sendXlsx(reply, `${name}-${manilaDay(now)}.xlsx`, await generalPayrollWorkbook(gp.register.rows, gp.register.run.month, now), { personal: true });
    }
    return sendPdf(reply, `${name}.pdf`, await renderGeneralPayroll(gp), { personal: true });
  });
  serve(app, payrollGeneralApi.myLoans, signedIn, (req) => general.myLoans(deps, req.actor!));
  serve(app, payrollGeneralApi.ledger, signedIn, (req) => general.ledger(deps, req.actor!, req.params.id));
  serve(app, payrollGeneralApi.ledgerFile, signedIn, async (req, reply) => {
    const l = await general.ledger(deps, req.actor!, req.params.id);
    const name = `ledger-${l.deduction.code}-${l.deduction.id}`;
    if (req.query.format === 'xlsx') return sendXlsx(reply, `${name}.xlsx`, await ledgerWorkbook(l, deps.clock.now()), { personal: true });
    return sendPdf(reply, `${name}.pdf`, await renderLedger(l, String(await readSetting(deps.db, 'university_name'))), { personal: true });
  });
  return Promise.resolve();
}
