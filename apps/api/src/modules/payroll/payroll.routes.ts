import type { FastifyInstance } from 'fastify';
import { payrollApi } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { manilaDay } from '../../lib/workbook';
import { registerWorkbook, remittancesWorkbook } from './payroll.export';
import { renderPayslips, renderRegister } from './payroll.pdf';
import { printPayslips } from './payroll-payslips.job';
import { render2316 } from './payroll-bir.pdf';
import { certificate2316 } from './payroll-bir.service';
import * as payroll from './payroll.service';
import * as setup from './payroll-setup.service';
import * as tables from './payroll-tables.service';
import payrollFilesRoutes from './payroll-files.routes';

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

export default function payrollRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['payroll'];
  const hr = { access: payroll.PAYROLL, tags };
  // An employee's own payslips and 2316; whose a PDF is (the employee's, or PAYROLL's any) is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags };

  // ——— Runs ———
  serve(app, payrollApi.runs, hr, (req) => payroll.listRuns(deps, req.query));
  serve(app, payrollApi.openRun, hr, (req) => payroll.createRun(deps, req.actor!, req.body));
  serve(app, payrollApi.run, hr, (req) => payroll.getRun(deps, req.params.id, req.actor!));
  serve(app, payrollApi.deleteRun, hr, (req) => payroll.deleteRun(deps, req.actor!, req.params.id));
  serve(app, payrollApi.compute, hr, async (req, reply) => {
    const started = await payroll.computeRun(deps, req.actor!, req.params.id, req.body ?? {});
    reply.code(202);
    return started;
  });
  serve(app, payrollApi.submit, hr, (req) => payroll.submitRun(deps, req.actor!, req.params.id));
  serve(app, payrollApi.paid, hr, (req) => payroll.markPaid(deps, req.actor!, req.params.id));
  serve(app, payrollApi.register, hr, (req) => payroll.register(deps, req.actor!, req.params.id));
  serve(app, payrollApi.registerExport, hr, async (req, reply) => {
    const register = await payroll.register(deps, req.actor!, req.params.id);
    const now = deps.clock.now();
    return sendXlsx(reply, `payroll-${register.run.month}-${register.run.id}-${manilaDay(now)}.xlsx`, await registerWorkbook(register, now), {
      personal: true,
    });
  });
  serve(app, payrollApi.registerPdf, hr, async (req, reply) => {
    const register = await payroll.register(deps, req.actor!, req.params.id);
    return sendPdf(reply, `general-payroll-${register.run.month}-${register.run.id}.pdf`, await renderRegister(deps, register), { personal: true });
  });
  serve(app, payrollApi.payslipsPdf, hr, (req) => printPayslips(deps, req.actor!, req.params.id));
  serve(app, payrollApi.differences, hr, (req) => payroll.differences(deps, req.actor!, req.params.id));
  serve(app, payrollApi.adjustments, hr, (req) => payroll.listAdjustments(deps, req.params.id));
  serve(app, payrollApi.addAdjustment, hr, (req) => payroll.addAdjustment(deps, req.actor!, req.params.id, req.body));
  serve(app, payrollApi.removeAdjustment, hr, (req) => payroll.removeAdjustment(deps, req.actor!, req.params.id, req.params.adjustment_id));

  // ——— Reports ———
  serve(app, payrollApi.remittances, hr, (req) => payroll.remittances(deps, req.actor!, req.query.month));
  serve(app, payrollApi.remittancesExport, hr, async (req, reply) => {
    const remittances = await payroll.remittances(deps, req.actor!, req.query.month);
    return sendXlsx(reply, `remittances-${remittances.month}.xlsx`, await remittancesWorkbook(remittances, deps.clock.now()), { personal: true });
  });
  serve(app, payrollApi.bir2316, signedIn, async (req, reply) => {
    const c = await certificate2316(deps, req.actor!, req.query.personnel_id, req.query.year);
    return sendPdf(reply, `bir-2316-${req.query.year}-${slug(c.person.fullname)}.pdf`, await render2316([c]), { personal: true });
  });

  // ——— Payslips ———
  serve(app, payrollApi.preview, hr, (req) => payroll.preview(deps, req.actor!, req.query.personnel_id, req.query.month, req.query.kind));
  serve(app, payrollApi.myPayslips, signedIn, (req) => payroll.myPayslips(deps, req.actor!));
  serve(app, payrollApi.payslipPdf, signedIn, async (req, reply) => {
    const { run, line } = await payroll.payslipFor(deps, req.actor!, req.params.id);
    return sendPdf(reply, `payslip-${run.month}-${slug(line.fullname)}.pdf`, await renderPayslips(deps, run, [line]), { personal: true });
  });

  // ——— Deductions, fund sources, pay profiles, tables ———
  serve(app, payrollApi.deductionTypes, hr, () => setup.listDeductionTypes(deps));
  serve(app, payrollApi.saveDeductionType, hr, (req) => setup.saveDeductionType(deps, req.actor!, req.params.code, req.body));
  serve(app, payrollApi.deductions, hr, (req) => setup.listDeductions(deps, req.actor!, req.query.personnel_id));
  serve(app, payrollApi.addDeduction, hr, (req) => setup.saveDeduction(deps, req.actor!, null, req.body));
  serve(app, payrollApi.changeDeduction, hr, (req) => setup.saveDeduction(deps, req.actor!, req.params.id, req.body));
  serve(app, payrollApi.stopDeduction, hr, (req) => setup.stopDeduction(deps, req.actor!, req.params.id));
  serve(app, payrollApi.fundSources, hr, (req) => setup.listFundSources(deps, req.query.month));
  serve(app, payrollApi.addFundSource, hr, (req) => setup.saveFundSource(deps, req.actor!, null, req.body));
  serve(app, payrollApi.changeFundSource, hr, (req) => setup.saveFundSource(deps, req.actor!, req.params.id, req.body));
  serve(app, payrollApi.payProfiles, hr, (req) => setup.listProfiles(deps, req.actor!, req.query));
  serve(app, payrollApi.savePayProfile, hr, (req) => setup.saveProfile(deps, req.actor!, req.params.personnel_id, req.body));
  serve(app, payrollApi.tables, hr, () => tables.listTables(deps));
  serve(app, payrollApi.addTable, hr, (req) => tables.addTable(deps, req.actor!, req.body));
  serve(app, payrollApi.settings, hr, () => tables.payrollSettings(deps));
  serve(app, payrollApi.saveSettings, hr, (req) => tables.savePayrollSettings(deps, req.actor!, req.body));
  payrollFilesRoutes(app, hr);
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
