import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZFundSourceBody,
  ZFundSourceList,
  ZFundSourceQuery,
  ZFundSourceSaved,
  ZIdParams,
  ZMessage,
  ZMyPayslips,
  ZPayProfileBody,
  ZPayProfileList,
  ZPayProfileSaved,
  ZPayrollAdjustmentBody,
  ZPayrollAdjustmentList,
  ZPayrollAdjustmentSaved,
  ZPayrollComputeBody,
  ZPayrollDifferences,
  ZPayrollListQuery,
  ZPayrollRegister,
  ZPayrollRemittances,
  ZPayrollRunBody,
  ZPayrollRunList,
  ZPayrollRunOne,
  ZPayrollRunSaved,
  ZPayrollSettings,
  ZPayrollSettingsSaved,
  ZPayrollTableBody,
  ZPayrollTableList,
  ZPayrollTableSaved,
  ZPayslipPreview,
  ZPayslipPreviewQuery,
  ZPersonDeductionBody,
  ZPersonDeductionList,
  ZPersonDeductionQuery,
  ZDeductionTypeBody,
  ZDeductionTypeCode,
  ZDeductionTypeList,
  ZDeductionTypeSaved,
  ZPersonDeductionSaved,
  ZRemittancesQuery,
  ZPayrollAdjustmentParams,
  ZPayProfileParams,
  ZPayProfileQuery,
  ZCertificate2316Query,
} from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { manilaDay } from '../../lib/workbook';
import { registerWorkbook } from './payroll.export';
import { render2316, renderPayslips, renderRegister } from './payroll.pdf';
import * as payroll from './payroll.service';
import * as setup from './payroll-setup.service';
import * as tables from './payroll-tables.service';

const PAYROLL = { access: payroll.PAYROLL };
const SIGNED_IN = { access: 'signed-in' as const };
const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function payrollRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['payroll'];

  // ——— Runs ———
  app.get(
    '/api/payroll/runs',
    { config: PAYROLL, schema: { tags, summary: 'Payroll runs, newest month first', querystring: ZPayrollListQuery, response: { 200: ZPayrollRunList } } },
    (req) => payroll.listRuns(deps, req.query),
  );
  app.post(
    '/api/payroll/runs',
    { config: PAYROLL, schema: { tags, summary: 'Open a run for a month and a population', body: ZPayrollRunBody, response: { 200: ZPayrollRunSaved } } },
    (req) => payroll.createRun(deps, req.actor!, req.body),
  );
  app.get(
    '/api/payroll/runs/:id',
    { config: PAYROLL, schema: { tags, summary: 'One run with its totals', params: ZIdParams, response: { 200: ZPayrollRunOne } } },
    (req) => payroll.getRun(deps, req.params.id),
  );
  app.delete(
    '/api/payroll/runs/:id',
    { config: PAYROLL, schema: { tags, summary: 'Delete a run not yet sent for approval', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => payroll.deleteRun(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/payroll/runs/:id/compute',
    {
      config: PAYROLL,
      schema: {
        tags,
        summary: "Compute every person's pay (asks to confirm when DTRs are missing)",
        params: ZIdParams,
        body: ZPayrollComputeBody,
        response: { 200: ZPayrollRunSaved },
      },
    },
    (req) => payroll.computeRun(deps, req.actor!, req.params.id, req.body ?? {}),
  );
  app.post(
    '/api/payroll/runs/:id/submit',
    {
      config: PAYROLL,
      schema: { tags, summary: 'HR has reviewed the run: send it through the payroll approval chain', params: ZIdParams, response: { 200: ZPayrollRunSaved } },
    },
    (req) => payroll.submitRun(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/payroll/runs/:id/paid',
    {
      config: PAYROLL,
      schema: { tags, summary: 'Mark an approved run paid: locked, balances reduced, payslips out', params: ZIdParams, response: { 200: ZPayrollRunSaved } },
    },
    (req) => payroll.markPaid(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/payroll/runs/:id/register',
    {
      config: PAYROLL,
      schema: { tags, summary: 'The General Payroll register: rows, totals per office and fund', params: ZIdParams, response: { 200: ZPayrollRegister } },
    },
    (req) => payroll.register(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/payroll/runs/:id/register/export',
    { config: PAYROLL, schema: { tags, summary: 'The register as Excel', params: ZIdParams } },
    async (req, reply) => {
      const register = await payroll.register(deps, req.actor!, req.params.id);
      const now = deps.clock.now();
      return sendXlsx(reply, `payroll-${register.run.month}-${register.run.id}-${manilaDay(now)}.xlsx`, await registerWorkbook(register, now), {
        personal: true,
      });
    },
  );
  app.get(
    '/api/payroll/runs/:id/register/pdf',
    { config: PAYROLL, schema: { tags, summary: 'The register as a PDF (General Payroll)', params: ZIdParams } },
    async (req, reply) => {
      const register = await payroll.register(deps, req.actor!, req.params.id);
      return sendPdf(reply, `general-payroll-${register.run.month}-${register.run.id}.pdf`, await renderRegister(deps, register), { personal: true });
    },
  );
  app.get(
    '/api/payroll/runs/:id/payslips/pdf',
    { config: PAYROLL, schema: { tags, summary: 'Every payslip of the run in one PDF', params: ZIdParams } },
    async (req, reply) => {
      const { run, lines } = await payroll.payslipsOfRun(deps, req.actor!, req.params.id);
      return sendPdf(reply, `payslips-${run.month}-${run.id}.pdf`, await renderPayslips(deps, run, lines), { personal: true });
    },
  );
  app.get(
    '/api/payroll/runs/:id/differences',
    {
      config: PAYROLL,
      schema: { tags, summary: 'Who is paid differently from the previous month, and why', params: ZIdParams, response: { 200: ZPayrollDifferences } },
    },
    (req) => payroll.differences(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/payroll/runs/:id/adjustments',
    { config: PAYROLL, schema: { tags, summary: 'Corrections of paid runs put in this run', params: ZIdParams, response: { 200: ZPayrollAdjustmentList } } },
    (req) => payroll.listAdjustments(deps, req.params.id),
  );
  app.post(
    '/api/payroll/runs/:id/adjustments',
    {
      config: PAYROLL,
      schema: { tags, summary: 'Correct a paid run in this one', params: ZIdParams, body: ZPayrollAdjustmentBody, response: { 200: ZPayrollAdjustmentSaved } },
    },
    (req) => payroll.addAdjustment(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/payroll/runs/:id/adjustments/:adjustment_id',
    { config: PAYROLL, schema: { tags, summary: 'Remove an adjustment from an open run', params: ZPayrollAdjustmentParams, response: { 200: ZMessage } } },
    (req) => payroll.removeAdjustment(deps, req.actor!, req.params.id, req.params.adjustment_id),
  );

  // ——— Reports ———
  app.get(
    '/api/payroll/remittances',
    {
      config: PAYROLL,
      schema: {
        tags,
        summary: 'GSIS, PhilHealth, Pag-IBIG and BIR remittances of a month',
        querystring: ZRemittancesQuery,
        response: { 200: ZPayrollRemittances },
      },
    },
    (req) => payroll.remittances(deps, req.actor!, req.query.month),
  );
  app.get(
    '/api/payroll/bir-2316/pdf',
    {
      config: SIGNED_IN,
      schema: { tags, summary: "BIR Form 2316 of an employee's year (PAYROLL, or the employee's own)", querystring: ZCertificate2316Query },
    },
    async (req, reply) => {
      const c = await payroll.certificate2316(deps, req.actor!, req.query.personnel_id, req.query.year);
      return sendPdf(reply, `bir-2316-${req.query.year}-${slug(c.employee.fullname)}.pdf`, await render2316(c), { personal: true });
    },
  );

  // ——— Payslips ———
  app.get(
    '/api/payroll/payslip-preview',
    {
      config: PAYROLL,
      schema: {
        tags,
        summary: "One person's month computed as a run would, nothing saved",
        querystring: ZPayslipPreviewQuery,
        response: { 200: ZPayslipPreview },
      },
    },
    (req) => payroll.preview(deps, req.actor!, req.query.personnel_id, req.query.month),
  );
  app.get(
    '/api/payroll/payslips/mine',
    { config: SIGNED_IN, schema: { tags, summary: "The signed-in employee's paid payslips", response: { 200: ZMyPayslips } } },
    (req) => payroll.myPayslips(deps, req.actor!),
  );
  app.get(
    '/api/payroll/payslips/:id/pdf',
    { config: SIGNED_IN, schema: { tags, summary: 'A payslip as a PDF (the employee once paid; PAYROLL any)', params: ZIdParams } },
    async (req, reply) => {
      const { run, line } = await payroll.payslipFor(deps, req.actor!, req.params.id);
      return sendPdf(reply, `payslip-${run.month}-${slug(line.fullname)}.pdf`, await renderPayslips(deps, run, [line]), { personal: true });
    },
  );

  // ——— Deductions, fund sources, pay profiles, tables ———
  app.get(
    '/api/payroll/deduction-types',
    {
      config: PAYROLL,
      schema: { tags, summary: 'The kinds of deduction and whether each is excluded from taxable compensation', response: { 200: ZDeductionTypeList } },
    },
    () => setup.listDeductionTypes(deps),
  );
  app.put(
    '/api/payroll/deduction-types/:code',
    {
      config: PAYROLL,
      schema: {
        tags,
        summary: 'Add or change a kind of deduction (its tax exclusion, with the legal basis)',
        params: ZDeductionTypeCode,
        body: ZDeductionTypeBody,
        response: { 200: ZDeductionTypeSaved },
      },
    },
    (req) => setup.saveDeductionType(deps, req.actor!, req.params.code, req.body),
  );
  app.get(
    '/api/payroll/deductions',
    {
      config: PAYROLL,
      schema: { tags, summary: 'The deductions HR keeps per person', querystring: ZPersonDeductionQuery, response: { 200: ZPersonDeductionList } },
    },
    (req) => setup.listDeductions(deps, req.actor!, req.query.personnel_id),
  );
  app.post(
    '/api/payroll/deductions',
    {
      config: PAYROLL,
      schema: { tags, summary: 'Add a loan, dues or refund to a person', body: ZPersonDeductionBody, response: { 200: ZPersonDeductionSaved } },
    },
    (req) => setup.saveDeduction(deps, req.actor!, null, req.body),
  );
  app.put(
    '/api/payroll/deductions/:id',
    {
      config: PAYROLL,
      schema: { tags, summary: 'Change a deduction', params: ZIdParams, body: ZPersonDeductionBody, response: { 200: ZPersonDeductionSaved } },
    },
    (req) => setup.saveDeduction(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/payroll/deductions/:id/stop',
    { config: PAYROLL, schema: { tags, summary: 'Stop a deduction', params: ZIdParams, response: { 200: ZPersonDeductionSaved } } },
    (req) => setup.stopDeduction(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/payroll/fund-sources',
    {
      config: PAYROLL,
      schema: { tags, summary: "Fund sources with the month's cost against the ceiling", querystring: ZFundSourceQuery, response: { 200: ZFundSourceList } },
    },
    (req) => setup.listFundSources(deps, req.query.month),
  );
  app.post(
    '/api/payroll/fund-sources',
    { config: PAYROLL, schema: { tags, summary: 'Add a fund source', body: ZFundSourceBody, response: { 200: ZFundSourceSaved } } },
    (req) => setup.saveFundSource(deps, req.actor!, null, req.body),
  );
  app.put(
    '/api/payroll/fund-sources/:id',
    { config: PAYROLL, schema: { tags, summary: 'Change a fund source', params: ZIdParams, body: ZFundSourceBody, response: { 200: ZFundSourceSaved } } },
    (req) => setup.saveFundSource(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/payroll/pay-profiles',
    {
      config: PAYROLL,
      schema: { tags, summary: "Casuals' funds and job order workers' daily rates", querystring: ZPayProfileQuery, response: { 200: ZPayProfileList } },
    },
    (req) => setup.listProfiles(deps, req.actor!, req.query.fund_source_id),
  );
  app.put(
    '/api/payroll/pay-profiles/:personnel_id',
    {
      config: PAYROLL,
      schema: {
        tags,
        summary: "Set a casual's fund or a job order worker's daily rate",
        params: ZPayProfileParams,
        body: ZPayProfileBody,
        response: { 200: ZPayProfileSaved },
      },
    },
    (req) => setup.saveProfile(deps, req.actor!, req.params.personnel_id, req.body),
  );
  app.get(
    '/api/payroll/tables',
    { config: PAYROLL, schema: { tags, summary: 'The dated rate tables (contributions, tax, PERA…)', response: { 200: ZPayrollTableList } } },
    () => tables.listTables(deps),
  );
  app.post(
    '/api/payroll/tables',
    { config: PAYROLL, schema: { tags, summary: 'Add a rate table taking effect on a date', body: ZPayrollTableBody, response: { 200: ZPayrollTableSaved } } },
    (req) => tables.addTable(deps, req.actor!, req.body),
  );
  app.get(
    '/api/payroll/settings',
    { config: PAYROLL, schema: { tags, summary: 'Whether the net pay is paid in two halves', response: { 200: ZPayrollSettings } } },
    () => tables.payrollSettings(deps),
  );
  app.put(
    '/api/payroll/settings',
    { config: PAYROLL, schema: { tags, summary: 'Pay the net once or twice a month', body: ZPayrollSettings, response: { 200: ZPayrollSettingsSaved } } },
    (req) => tables.savePayrollSettings(deps, req.actor!, req.body),
  );
  return Promise.resolve();
}
