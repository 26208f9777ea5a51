import { PAYROLL_RUN_KINDS, type TLoanLedger, type TMyLoans, type TPayrollRegister } from '@hris/contracts';
import { hasAnyView, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import { manilaDay } from '../../lib/workbook';
import { ledgerBalances } from '../../domain/general-payroll';
import { stepsActedOn } from '../approvals';
import * as repo from './payroll.repo';
import * as general from './payroll-general.repo';
import { monthName, PAYROLL, register } from './payroll.service';

// Issue 40: the General Payroll (GAM for NGAs Vol. II, Appendix 33) of a run, signed by the people who certify and
// approve it, and the ledger of a deduction HR keeps. The figures are the register's (one reading of the lines).

/** Who signs a box: the printed name, the title under it, and the day they acted when the chain records it. */
export type Signatory = { name: string; title: string; date: string | null };
export type GeneralPayroll = {
  register: TPayrollRegister;
  entity: string;
  fundCluster: string;
  period: string;
  boxes: { a: Signatory; b: Signatory; c: Signatory; d: Signatory };
};

/** A setting that is words (a name, a title): a list is joined, anything else is the default's text. */
const text = async (deps: Deps, key: Parameters<typeof readSetting>[1]) => {
  const value = await readSetting(deps.db, key);
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
};

/** "October 1–31, 2026": the period the payroll covers (its month). */
export function periodOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const name = monthName(month).split(' ')[0];
  return `${name} 1–${last}, ${y}`;
}

/**
 * The General Payroll is what accounting certifies and the head of agency approves, so it is prepared before the
 * approval: from a computed run on. A draft's figures are not computed (or are stale after an adjustment).
 */
export async function generalPayroll(deps: Deps, actor: Actor, runId: number): Promise<GeneralPayroll> {
  const run = await repo.runById(deps.db, runId);
  if (!run) throw AppError.notFound('The payroll run was not found.');
  if (run.status === 'draft') {
    throw AppError.validation('status', 'The General Payroll is prepared from a computed run: this run is a draft, compute it first.');
  }
  const [reg, entity, cluster, boxes] = await Promise.all([
    register(deps, actor, runId),
    text(deps, 'university_name'),
    text(deps, 'payroll_fund_cluster'),
    boxesOf(deps, run),
  ]);
  return {
    register: reg,
    entity,
    fundCluster: run.fund_code ? `${run.fund_code} ${run.fund_name ?? ''}`.trim() : cluster,
    period: periodOf(run.month),
    boxes,
  };
}

/**
 * Box A: the head of the office the run pays (HR's signatory for a run of several offices); B: the accountant who
 * certified the run at the chain's first step, else the accountant setting; C: who approved it at the chain's last
 * step, else the head of agency; D: the disbursing officer setting (the payment comes after the chain).
 */
async function boxesOf(deps: Deps, run: NonNullable<Awaited<ReturnType<typeof repo.runById>>>) {
  const [head, hrName, hrTitle, accName, accTitle, hoaName, hoaTitle, doName, doTitle, steps] = await Promise.all([
    run.department_id ? general.headOfOffice(deps.db, run.department_id) : Promise.resolve(null),
    text(deps, 'hr_signatory_name'),
    text(deps, 'hr_signatory_title'),
    text(deps, 'accountant_name'),
    text(deps, 'accountant_title'),
    text(deps, 'head_of_agency_name'),
    text(deps, 'head_of_agency_title'),
    text(deps, 'disbursing_officer_name'),
    text(deps, 'disbursing_officer_title'),
    stepsActedOn(deps.db, run.approval_request_id),
  ]);
  const approvedAt = (step: (typeof steps)[number] | undefined) => step?.actions.filter((a) => a.action === 'approve').at(-1);
  const first = approvedAt(steps[0]);
  const last = steps.length > 1 ? approvedAt(steps.at(-1)) : undefined;
  const day = (at: string) => manilaDay(new Date(at));
  return {
    a: head ? { name: head.name, title: `Head, ${head.office}`, date: null } : { name: hrName, title: hrTitle, date: null },
    b: first ? { name: first.actor.name, title: accTitle, date: day(first.created_at) } : { name: accName, title: accTitle, date: null },
    c: last ? { name: last.actor.name, title: hoaTitle, date: day(last.created_at) } : { name: hoaName, title: hoaTitle, date: null },
    d: { name: doName, title: doTitle, date: null },
  };
}

// ── The ledger of a deduction ───────────────────────────────────────────────────────────────────────

const NO_LEDGER = 'The deduction was not found.';

/**
 * Every paid run that took the deduction or was due to and could not (the minimum take-home pay), with the balance
 * after each. The original balance is reconstructed (the current balance plus everything taken): paying a run lowers
 * the balance by what its payslip took, so nothing else is stored. PAYROLL reads anyone's (audited); the employee
 * their own; anyone else is answered as if it did not exist.
 */
export async function ledger(deps: Deps, actor: Actor, id: number): Promise<TLoanLedger> {
  const d = await general.deductionForLedger(deps.db, id);
  const own = d !== null && actor.personnelId === d.personnel_id;
  if (!d || (!own && !hasAnyView(actor, PAYROLL))) throw AppError.notFound(NO_LEDGER);
  const outcomes = await general.ledgerOutcomes(deps.db, d.personnel_id, d.id);
  const { original, rows } = ledgerBalances(d.balance, outcomes);
  if (!own) await auditPersonalRead(deps, actor, { entity: 'person_deduction', entityId: d.id, personnelId: d.personnel_id, what: `loan ledger, ${d.label}` });
  const { balance, ...deduction } = d;
  return {
    deduction,
    original_balance: original,
    current_balance: balance,
    total_taken: rows.reduce((s, r) => s + r.taken, 0),
    total_shortfall: rows.reduce((s, r) => s + r.shortfall, 0),
    rows: rows.map((r) => ({ ...r, run: `${monthName(r.month)}, ${PAYROLL_RUN_KINDS[r.kind].toLowerCase()} (run #${r.run_id})` })),
  };
}

export async function myLoans(deps: Deps, actor: Actor): Promise<TMyLoans> {
  if (!actor.personnelId) return { loans: [] };
  return { loans: await general.loansOf(deps.db, actor.personnelId) };
}
