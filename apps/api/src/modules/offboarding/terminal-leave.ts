import { SEPARATION_CAUSES, type TTerminalLeave } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, peso, pesos, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { officeHeaderOfPerson } from '../departments';
import { creditsHeldOn } from '../leave';
import { leavePayTaxable, monthlySalaryOn, paymentOfSeparation, recordLeavePayment, terminalLeaveOf } from '../leave-pay';
import * as repo from './offboarding.repo';

// Terminal leave benefits on separation (issue 36; CSC-RULES.md, "Leave in pesos"): the highest monthly salary
// received × the VL and SL credits held on the separation date × 0.0481927. HR sees the computation on the
// separation's page, prints it, and puts it in payroll once: a `leave_payments` row that the person's next regular
// run pays as an earning.

const NOT_FOUND = 'The separation was not found.';

/**
 * The highest monthly basic salary the records hold: the service record's lines (annual salary ÷ 12), the basic of
 * the payslips of paid runs (a whole month's), and the salary held on the separation date by the schedule.
 */
async function highestSalary(deps: Deps, personnelId: number, date: string): Promise<{ amount: number; source: string }> {
  const [best, held] = await Promise.all([repo.highestRecordedSalary(deps.db, personnelId, date), monthlySalaryOn(deps.db, personnelId, date)]);
  if (held !== null && (!best || held >= best.amount)) return { amount: held, source: `salary schedule: the grade and step held on ${formDate(date)}` };
  // Shown as nothing to pay (the page says why) rather than refused: the drawer reads it for every separation.
  return best ?? { amount: 0, source: 'no monthly salary is recorded (service record, paid payroll or salary grade)' };
}

async function computation(deps: Deps, id: number): Promise<{ terminal: TTerminalLeave; departmentId: number | null }> {
  const s = await repo.findById(deps.db, id);
  if (!s || s.status === 'cancelled') throw AppError.notFound(NOT_FOUND);
  const [highest, credits, payment, office] = await Promise.all([
    highestSalary(deps, s.personnel_id, s.effective_date),
    creditsHeldOn(deps, s.personnel_id, s.effective_date),
    paymentOfSeparation(deps.db, id),
    repo.personnelBasics(deps.db, s.personnel_id),
  ]);
  const vl = Math.max(0, credits.vl);
  const sl = Math.max(0, credits.sl);
  return {
    departmentId: office?.department_id ?? null,
    terminal: {
      separation_id: id,
      personnel: { id: s.personnel_id, fullname: s.personnel.fullname, position: s.personnel.position, office: s.personnel.department },
      effective_date: s.effective_date,
      cause: SEPARATION_CAUSES[s.cause as keyof typeof SEPARATION_CAUSES] ?? s.cause,
      highest_salary: highest,
      credits_as_of: credits.as_of,
      vl,
      sl,
      computation: await terminalLeaveOf(deps, highest.amount, vl, sl),
      payment,
    },
  };
}

/** The computation on the separation's page (HR; the read of another person's pay is audited). */
export async function terminalLeave(deps: Deps, actor: Actor, id: number) {
  const { terminal } = await computation(deps, id);
  await auditPersonalRead(deps, actor, { personnelId: terminal.personnel.id, entity: 'separation', entityId: id, what: 'terminal leave benefits' });
  return { terminal_leave: terminal };
}

/** Puts the benefits in payroll: the next regular run of the person pays them. Once; refused the second time. */
export async function addTerminalLeaveToPayroll(deps: Deps, actor: Actor, id: number) {
  const { terminal } = await computation(deps, id);
  if (terminal.personnel.id === actor.personnelId) throw AppError.validation('separation', 'Another officer must put your own terminal leave in payroll.');
  if (terminal.payment) throw AppError.validation('separation', 'The terminal leave benefits are already in payroll.');
  if (terminal.computation.amount <= 0) {
    throw AppError.validation(
      'separation',
      terminal.highest_salary.amount === 0
        ? 'No monthly salary is recorded for the employee: add the service record first.'
        : 'The employee holds no VL or SL credits: there is nothing to pay.',
    );
  }
  const added = await recordLeavePayment(deps.db, {
    kind: 'terminal',
    personnelId: terminal.personnel.id,
    pay: terminal.computation,
    taxable: await leavePayTaxable(deps.db, 'terminal'),
    separationId: id,
    userId: actor.userId,
  });
  if (!added) throw AppError.validation('separation', 'The terminal leave benefits are already in payroll.');
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'leave_payment',
    entityId: id,
    after: { kind: 'terminal', separation_id: id, amount: terminal.computation.amount, words: terminal.computation.words },
    ip: actor.ip,
  });
  const saved = (await computation(deps, id)).terminal;
  return {
    message: `Terminal leave benefits of ₱${pesos(saved.computation.amount)} will be paid in ${saved.personnel.fullname}'s next regular payroll.`,
    terminal_leave: saved,
  };
}

/** "Computation of Terminal Leave Benefits", printable. */
export async function terminalLeavePdf(deps: Deps, actor: Actor, id: number) {
  const { terminal: t } = await computation(deps, id);
  await auditPersonalRead(deps, actor, { personnelId: t.personnel.id, entity: 'separation', entityId: id, what: 'terminal leave benefits (PDF)' });
  const [university, header, signatory, signatoryTitle, preparer, logo] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    officeHeaderOfPerson(deps, t.personnel.id),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
    repo.accountName(deps.db, actor.userId),
    universityLogo(deps),
  ]);
  const c = t.computation;
  const row = (label: string, value: string, bold = false): Content[] => [{ text: label }, { text: value, alignment: 'right', bold }];
  const pdf = await renderPdf({
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 56],
    info: { title: `Computation of terminal leave benefits of ${t.personnel.fullname}` },
    defaultStyle: { fontSize: 10 },
    content: [
      letterhead({ university: String(university), office: 'Human Resource Management Office', header, logo }),
      { text: 'COMPUTATION OF TERMINAL LEAVE BENEFITS', bold: true, fontSize: 13, alignment: 'center', margin: [0, 8, 0, 16] },
      {
        table: {
          widths: [150, '*'],
          body: [
            ['Name', { text: t.personnel.fullname, bold: true }],
            ['Position', t.personnel.position ?? ''],
            ['Office', t.personnel.office ?? ''],
            ['Date of separation', formDate(t.effective_date)],
            ['Cause of separation', t.cause],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 14],
      },
      {
        table: {
          widths: ['*', 150],
          body: [
            row('Highest monthly salary received', peso(t.highest_salary.amount)),
            [{ text: `(${t.highest_salary.source})`, fontSize: 8, italics: true, colSpan: 2 }, {}],
            row(`Vacation leave credits held (as of ${formDate(t.credits_as_of)})`, t.vl.toFixed(3)),
            row(`Sick leave credits held (as of ${formDate(t.credits_as_of)})`, t.sl.toFixed(3)),
            row('Total leave credits', c.days.toFixed(3), true),
            row('Constant factor (CSC MC No. 41 s. 1998 as amended)', c.factor.toFixed(7)),
            row('TERMINAL LEAVE BENEFITS', peso(c.amount), true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Computation: ${c.words}`, margin: [0, 10, 0, 30] },
      {
        columns: [
          { stack: [{ text: 'Prepared by:' }, { text: preparer ?? '', bold: true, margin: [0, 28, 0, 0] }, { text: 'HR Officer' }] },
          { stack: [{ text: 'Certified correct:' }, { text: String(signatory), bold: true, margin: [0, 28, 0, 0] }, { text: String(signatoryTitle) }] },
        ],
      },
    ],
  });
  return { pdf, fileName: `terminal-leave-${id}.pdf` };
}
