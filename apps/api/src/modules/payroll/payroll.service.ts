import { withTransaction, type Queryable } from '@hris/db';
import {
  PAYROLL_EVENT,
  PAYROLL_RUN_KINDS,
  isSpecialRunKind,
  type TMyPayslips,
  type TPayrollRunKind,
  type TSpecialRunKind,
  type TPayrollAdjustmentBody,
  type TPayrollComputeBody,
  type TPayrollDifferences,
  type TPayrollRegister,
  type TPayrollRemittances,
  type TPayrollRun,
  type TPayrollRunBody,
  type TPayslip,
  type TRegisterRow,
  type TRegisterSums,
  type TRemittance,
} from '@hris/contracts';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import {
  casualPay,
  jobOrderPay,
  leavePayOnly,
  regularPay,
  pesos,
  type Earning,
  type Payslip,
  type PersonDeduction,
  type PositionHeld,
} from '../../domain/payroll';
import { inForceOn } from '../../domain/payroll-tables';
import { applyYearEndAdjustment, rataForMonth, yearEndAdjustment, type RataTable } from '../../domain/payroll-year';
import { startRequest } from '../approvals';
import { departmentMonth } from '../dtr';
import { ensureFreshPeople } from '../leave';
import { salaryHeldDuring, type HeldFrom } from '../salary-schedule';
import { notifyMany } from '../notifications';
import { jobOfSubject, myJobOfSubject, startJob, type LongWork, type Progress } from '../background-jobs';
import { claimLeavePayments, leaveEarning, leavePaymentsDue, markLeavePaymentsPaid } from '../leave-pay';
import { loadTables, type Tables } from './payroll-tables.service';
import * as repo from './payroll.repo';
import { runApprovers } from './payroll.flags';
import * as special from './payroll-special.service';
import * as specialRepo from './payroll-special.repo';

/** Who prepares runs and reads the register and the reports. */
export const PAYROLL = ['PAYROLL'] as const;

const LOCKED = 'The run is paid and locked: correct it with an adjustment in a later run.';
const NOT_FOUND = 'The payroll run was not found.';

// ── Runs ──────────────────────────────────────────────────────────────────────────────────────────

function titleOf(r: repo.RunRow): string {
  if (isSpecialRunKind(r.kind)) {
    const where = r.department_acronym ?? r.campus_acronym ?? 'the whole university';
    const what = r.kind === 'pbb' || r.kind === 'pei' ? PAYROLL_RUN_KINDS[r.kind] : `${PAYROLL_RUN_KINDS[r.kind]} ${r.month.slice(0, 4)}`;
    return `${what}, ${monthName(r.month)}: ${where}`;
  }
  const who =
    r.kind === 'casual'
      ? `casuals of ${r.fund_code ?? ''} ${r.fund_name ?? ''}`.trim()
      : r.kind === 'job_order'
        ? `job order, ${r.department_acronym ?? ''}`
        : (r.department_acronym ?? r.campus_acronym ?? 'the whole university');
  return `Payroll ${monthName(r.month)}: ${who}`;
}

export function present(r: repo.RunRow): TPayrollRun {
  return {
    id: r.id,
    month: r.month,
    kind: r.kind,
    title: titleOf(r),
    status: r.status,
    campus: r.campus_id ? { id: r.campus_id, acronym: r.campus_acronym ?? '' } : null,
    department: r.department_id ? { id: r.department_id, fullname: r.department_fullname ?? '', acronym: r.department_acronym ?? '' } : null,
    fund_source: r.fund_source_id ? { id: r.fund_source_id, code: r.fund_code ?? '', name: r.fund_name ?? '' } : null,
    approval_request_id: r.approval_request_id,
    prepared_by: r.prepared_by_user_id ? { id: r.prepared_by_user_id, name: r.prepared_by_name ?? '' } : null,
    computed_at: r.computed_at,
    reviewed_at: r.reviewed_at,
    approved_at: r.approved_at,
    paid_at: r.paid_at,
    totals: { people: r.people, gross: r.gross, deductions: r.deductions, net: r.net, employer: r.employer },
    short_deductions: r.short_deductions,
    missing_dtr: r.missing_dtr,
    warnings: r.warnings,
    exclusions: r.exclusions,
  };
}

async function mustRun(q: Queryable, id: number, forUpdate = false) {
  const run = await repo.runById(q, id, forUpdate);
  if (!run) throw AppError.notFound(NOT_FOUND);
  return run;
}

/** The run as the pages show it (404 when there is none). */
export async function runOf(deps: Deps, id: number): Promise<TPayrollRun> {
  return present(await mustRun(deps.db, id));
}

/** A run may be changed (recomputed, adjusted, deleted) while HR still holds it: draft or computed. */
function mustBeOpen(run: repo.RunRow) {
  if (run.status === 'paid') throw AppError.validation('status', LOCKED);
  if (run.status !== 'draft' && run.status !== 'computed') {
    throw AppError.validation('status', `The run is ${run.status} and waits in the approval chain: have it returned to change it.`);
  }
}

export async function listRuns(deps: Deps, q: { month?: string; status?: string; page: number }) {
  const perPage = 25;
  const { rows, total } = await repo.listRuns(deps.db, { ...q, perPage });
  return { runs: rows.map(present), meta: { page: q.page, per_page: perPage, total } };
}

/** The run, and its compute under way (or the last one's outcome): the page shows the bar, also to one who comes back. */
export async function getRun(deps: Deps, id: number, actor?: Actor) {
  const run = present(await mustRun(deps.db, id));
  const [compute_job, payslips_job] = await Promise.all([
    jobOfSubject(deps, COMPUTE_JOB, id),
    actor ? myJobOfSubject(deps, actor, 'payroll-payslips', id) : null,
  ]);
  return { run, compute_job, payslips_job };
}

/** The latest month a run may pay: regular pay may be prepared a month ahead; the DTR-paid kinds need the month begun. */
function checkRunMonth(deps: Deps, month: string, kind: string) {
  const today = deps.clock.today();
  const limit = kind === 'regular' ? addMonths(today.slice(0, 7), 1) : today.slice(0, 7);
  if (month > limit) {
    throw AppError.validation(
      'month',
      kind === 'regular'
        ? 'A regular payroll may be prepared at most a month ahead.'
        : 'Casuals and job order workers are paid for days served: the month must have begun.',
    );
  }
}

export async function createRun(deps: Deps, actor: Actor, body: TPayrollRunBody) {
  if (isSpecialRunKind(body.kind)) return createSpecialRun(deps, actor, { ...body, kind: body.kind });
  checkRunMonth(deps, body.month, body.kind);
  if (body.fund_source_id && !(await repo.fundSourceById(deps.db, body.fund_source_id)))
    throw AppError.validation('fund_source_id', 'The fund source was not found.');
  const id = await repo.insertRun(deps.db, {
    month: body.month,
    kind: body.kind,
    campusId: body.kind === 'casual' ? null : (body.campus_id ?? null),
    departmentId: body.department_id ?? null,
    fundSourceId: body.kind === 'casual' ? body.fund_source_id! : null,
    userId: actor.userId,
  });
  const run = await mustRun(deps.db, id);
  // Who is missing a DTR shows on the page before the first computation asks to confirm it.
  const people = await repo.peopleOfRun(deps.db, run);
  const missing = await repo.missingDtrOf(
    deps.db,
    people.map((p) => p.personnel_id),
    run.month,
  );
  await repo.setMissingDtr(deps.db, id, missing);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'payroll_run', entityId: id, after: body, ip: actor.ip });
  return { message: `${titleOf(run)} has been opened (${people.length} people).`, run: present((await repo.runById(deps.db, id))!) };
}

/** A special payroll (issue 40): its rule must be in the tables and released by the month, and no run of the kind and year pays the same people. */
async function createSpecialRun(deps: Deps, actor: Actor, body: TPayrollRunBody & { kind: TSpecialRunKind }) {
  await special.checkSpecialRun(deps, body);
  const id = await repo.insertRun(deps.db, {
    month: body.month,
    kind: body.kind,
    campusId: body.department_id ? null : (body.campus_id ?? null),
    departmentId: body.department_id ?? null,
    fundSourceId: null,
    userId: actor.userId,
  });
  const run = await mustRun(deps.db, id);
  const people = await specialRepo.peopleForBenefits(deps.db, run, Number(run.month.slice(0, 4)));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'payroll_run', entityId: id, after: body, ip: actor.ip });
  return { message: `${titleOf(run)} has been opened (${people.length} people to consider).`, run: present(run) };
}

export async function deleteRun(deps: Deps, actor: Actor, id: number) {
  const run = await mustRun(deps.db, id);
  mustBeOpen(run);
  await repo.deleteRun(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'payroll_run', entityId: id, before: present(run), ip: actor.ip });
  return { message: `${titleOf(run)} has been deleted.` };
}

/**
 * Computes the run: every person's payslip from the schedule, the step, the leave card or the DTR, the dated tables,
 * the deductions HR keeps and the adjustments put in the run. All or nothing: one person who cannot be paid (no
 * grade, a negative net) refuses the whole computation with the reason, and the lines stay as they were.
 *
 * The whole university's run takes tens of seconds, so it is a job (issue 42): what can be refused at once is refused
 * here (422: nobody in the run, the DTRs not submitted and not confirmed); the rest runs in the background (computeWork),
 * the page follows its progress, and HR is notified when it ends. A second compute while one runs is refused (409).
 */
export async function computeRun(deps: Deps, actor: Actor, id: number, body: TPayrollComputeBody) {
  const { run, people } = await planCompute(deps, id, body);
  const job = await startJob(deps, actor, {
    kind: COMPUTE_JOB,
    subjectId: id,
    params: { confirm_missing_dtr: body.confirm_missing_dtr === true },
    total: people,
    link: `/payroll/runs/${id}`,
    busy: `${titleOf(run)} is being computed`,
  });
  return { message: `Computing ${titleOf(run)}: ${people.toLocaleString('en-US')} people. You will be notified when it is done.`, job };
}

export const COMPUTE_JOB = 'payroll-compute' as const;

/** What refuses a compute before it starts (and again when the job starts: the run may have changed meanwhile). */
async function planCompute(deps: Deps, id: number, body: TPayrollComputeBody) {
  const run = await mustRun(deps.db, id);
  mustBeOpen(run);
  if (isSpecialRunKind(run.kind)) {
    const people = await specialRepo.peopleForBenefits(deps.db, run, Number(run.month.slice(0, 4)));
    if (people.length === 0) throw AppError.validation('run', 'Nobody is paid by this run: check the office or campus it names.');
    return { run, people: people.length, missing: [] };
  }
  const people = await repo.peopleOfRun(deps.db, run);
  if (people.length === 0) throw AppError.validation('run', 'Nobody is paid by this run: check the office, campus or fund source it names.');
  const missing = await repo.missingDtrOf(
    deps.db,
    people.map((p) => p.personnel_id),
    run.month,
  );
  if (missing.length && !body.confirm_missing_dtr) {
    const list = missing.map((m) => `${m.name} (${m.people})`).join(', ');
    throw AppError.validation('confirm_missing_dtr', `The DTRs of ${monthName(run.month)} are not submitted for: ${list}. Compute anyway?`);
  }
  return { run, people: people.length, missing };
}

/** The compute job's work: each person computed reports the progress; the answer is the run's totals in a sentence. */
export const computeWork: LongWork = {
  kind: COMPUTE_JOB,
  run: async (deps, job, progress) => {
    const id = job.subject_id!;
    const who = { userId: job.asked_by_user_id, ip: typeof job.params.ip === 'string' ? job.params.ip : undefined };
    const { run, missing } = await planCompute(deps, id, { confirm_missing_dtr: job.params.confirm_missing_dtr === true });
    const link = `/payroll/runs/${id}`;
    if (isSpecialRunKind(run.kind)) return { ...(await computeSpecialRun(deps, who, run, run.kind, progress)), link };
    const people = await repo.peopleOfRun(deps.db, run);
    const adjustments = await repo.adjustmentsOf(deps.db, id);
    await progress.step('Reading the leave cards, the DTRs and the deductions');
    const { lines, errors, leavePaymentIds } = await computeLines(deps, run, people, adjustments, (done) => progress.set(done, people.length, 'Computing'));
    if (errors.length) {
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more: ${errors.slice(1, 4).join(' ')})` : '';
      throw new AppError(422, `Not computed: ${errors[0]!}${more}`, { people: errors });
    }
    await progress.step('Saving the payslips');
    const warnings = await fundWarnings(deps, run, lines);
    await withTransaction(deps.db, async (tx) => {
      const locked = await mustRun(tx, id, true);
      mustBeOpen(locked);
      await repo.replaceLines(tx, id, lines);
      await claimLeavePayments(tx, id, leavePaymentIds);
      await repo.setComputed(tx, id, missing, warnings);
      await progress.mustStillHold(tx);
    });
    await writeAudit(deps.db, {
      actorUserId: who.userId,
      action: 'update',
      entity: 'payroll_run',
      entityId: id,
      after: { computed: lines.length },
      ip: who.ip,
    });
    const saved = present((await repo.runById(deps.db, id))!);
    return { message: `${saved.title} has been computed: ${lines.length} people, net ${pesos(saved.totals.net)}.`, link };
  },
};

/** A special payroll's lines: everyone eligible paid, everyone else listed with the reason; nobody eligible refuses it. */
async function computeSpecialRun(deps: Deps, actor: Pick<Actor, 'userId' | 'ip'>, run: repo.RunRow, kind: TSpecialRunKind, progress: Progress) {
  const people = await specialRepo.peopleForBenefits(deps.db, run, Number(run.month.slice(0, 4)));
  if (people.length === 0) throw AppError.validation('run', 'Nobody is paid by this run: check the office or campus it names.');
  await progress.step(`Computing the benefit of ${people.length.toLocaleString('en-US')} people`);
  const { lines, exclusions } = await special.specialLines(
    deps,
    { id: run.id, month: run.month, kind, campus_id: run.campus_id, department_id: run.department_id },
    people,
  );
  if (lines.length === 0) {
    const why = exclusions.slice(0, 3).map((e) => `${e.fullname}: ${e.reason}`);
    throw new AppError(422, `Nobody in this run is eligible for the ${PAYROLL_RUN_KINDS[kind].toLowerCase()}. ${why.join(' ')}`, { run: why });
  }
  await withTransaction(deps.db, async (tx) => {
    const locked = await mustRun(tx, run.id, true);
    mustBeOpen(locked);
    await repo.replaceLines(tx, run.id, lines);
    await repo.setComputed(tx, run.id, [], [], exclusions);
    await progress.mustStillHold(tx);
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'payroll_run',
    entityId: run.id,
    after: { computed: lines.length, excluded: exclusions.length },
    ip: actor.ip,
  });
  await progress.set(people.length, people.length, 'Computed');
  const saved = present((await repo.runById(deps.db, run.id))!);
  const left = exclusions.length ? `; ${exclusions.length} left out, each with the reason` : '';
  return { message: `${saved.title} has been computed: ${lines.length} people, net ${pesos(saved.totals.net)}${left}.` };
}

type Adjustment = { personnel_id: number; label: string; amount: number; taxable: boolean; corrects: string };

/** The lines of a run for these people (the preview passes one); errors in words, one per person who cannot be paid. */
async function computeLines(
  deps: Deps,
  run: Pick<repo.RunRow, 'month' | 'kind'> & { id?: number },
  people: repo.RunPerson[],
  adjustments: Adjustment[],
  /** Told after each person (the compute job's progress: cheap, it writes at most twice a second). */
  personDone?: (done: number) => Promise<void>,
) {
  const ids = people.map((p) => p.personnel_id);
  const monthEnd = lastDayOf(run.month);
  // Whose year the run settles: everyone in December, and in any month those paid their final pay (no longer in
  // service); the year's sums are read for them only (a read that grows with the year: bench/payroll.ts).
  const settlesYear = run.kind === 'regular' || run.kind === 'casual';
  const yearIds = !settlesYear
    ? []
    : run.month.endsWith('-12')
      ? ids
      : people.filter((p) => run.kind === 'regular' && !(run.id === undefined ? p.is_active : p.in_service)).map((p) => p.personnel_id);
  const [tables, twice, deductions, lwop, held, dtrs, salaries, leavePay, yearSums] = await Promise.all([
    loadTables(deps.db),
    readSetting(deps.db, 'payroll_twice_a_month'),
    repo.deductionsOf(deps.db, ids),
    // The cards and DTR totals as they stand now: late leave approvals, appeals and punches are counted (issue 36); the
    // rest is read meanwhile (none of it is on the cards).
    run.kind === 'regular' ? ensureFreshPeople(deps, ids).then(() => repo.lwopOf(deps.db, ids, run.month)) : Promise.resolve([]),
    // The one answer to "the grade and step held on a day" (salary_held_on): the item's grade, never the position's default.
    run.kind === 'job_order' ? Promise.resolve([]) : salaryHeldDuring(deps.db, ids, `${run.month}-01`, monthEnd),
    run.kind === 'regular' ? Promise.resolve([]) : departmentMonth(deps, ids, run.month),
    // Every grade's rows of the month (a few hundred): read beside the grades held rather than after them.
    run.kind === 'job_order' ? Promise.resolve([]) : repo.salariesOf(deps.db, `${run.month}-01`, monthEnd),
    // Leave in pesos (issue 36, leave-pay.ts): an approved monetization or terminal leave, paid by the next regular run.
    run.kind === 'regular' ? leavePaymentsDue(deps.db, ids, run.id ?? null) : Promise.resolve([]),
    // The year's taxable compensation and tax withheld by the other runs, for the year-end adjustment.
    yearIds.length
      ? specialRepo.taxOfYear(deps.db, yearIds, run.month.slice(0, 4), { id: run.id ?? null, month: run.month, kind: run.kind })
      : Promise.resolve([]),
  ]);
  const yearBy = new Map(yearSums.map((y) => [y.personnel_id, y]));
  const rataBy = run.kind === 'regular' ? await rataOf(deps, tables, people, run.month) : new Map<number, Earning[]>();
  const twiceAMonth = twice === true || twice === 'true';
  const byPerson = <T extends { personnel_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.personnel_id, [...(m.get(r.personnel_id) ?? []), r]);
    return m;
  };
  const deductionsBy = byPerson(deductions.filter((d) => d.active));
  const lwopBy = new Map(lwop.map((l) => [l.personnel_id, l.lwop_days]));
  const heldBy = byPerson(held);
  const dtrBy = new Map(dtrs.map((d) => [d.personnel.id, d]));
  const adjustmentsBy = byPerson(adjustments);
  const leavePayBy = byPerson(leavePay);
  const lines: repo.LineInsert[] = [];
  const errors: string[] = [];
  let inForce: ReturnType<typeof tablesOn>;
  try {
    inForce = tablesOn(tables, monthEnd);
  } catch (e) {
    throw AppError.validation('month', `No payroll table is in force in ${monthName(run.month)}: ${(e as Error).message}`);
  }
  for (const [i, person] of people.entries()) {
    if (personDone) await personDone(i);
    try {
      const own = adjustmentsBy.get(person.personnel_id) ?? [];
      const personDeductions: PersonDeduction[] = [
        // What a correction takes back comes first, within the minimum take-home pay like the rest.
        ...own
          .filter((a) => a.amount < 0)
          .map((a, i) => ({
            id: `adjustment-${i}`,
            code: 'ADJ',
            label: `${a.label} (corrects ${a.corrects})`,
            monthly: -a.amount,
            startMonth: run.month,
            endMonth: run.month,
            priority: 0,
          })),
        ...(deductionsBy.get(person.personnel_id) ?? []).map((d) => ({
          id: d.id,
          code: d.code,
          label: d.label,
          monthly: d.monthly,
          startMonth: d.start_month,
          endMonth: d.end_month,
          balance: d.balance,
          priority: d.priority,
          taxExcluded: d.tax_excluded,
        })),
      ];
      const earnings: Earning[] = own
        .filter((a) => a.amount > 0)
        .map((a) => ({ code: 'adjustment', label: `${a.label} (corrects ${a.corrects})`, amount: a.amount, taxable: a.taxable }));
      earnings.push(...(leavePayBy.get(person.personnel_id) ?? []).map(leaveEarning));
      earnings.push(...(rataBy.get(person.personnel_id) ?? []));
      let payslip: Payslip;
      let grade: number | null = null;
      let step: number | null = null;
      if (run.kind === 'job_order') {
        if (!person.daily_rate) throw new RangeError('no daily rate is set (Payroll → Fund sources and rates)');
        const dtr = dtrBy.get(person.personnel_id);
        payslip = jobOrderPay({
          month: run.month,
          dailyRate: person.daily_rate,
          daysServed: Math.max(0, (dtr?.working_days ?? 0) - (dtr?.totals.absent_days ?? 0)),
          tardinessMinutes: dtr?.totals.late_minutes ?? 0,
          undertimeMinutes: dtr?.totals.undertime_minutes ?? 0,
          swornDeclaration: person.sworn_declaration,
          deductions: personDeductions,
          twiceAMonth,
          withholding: inForce.jobOrder,
          settings: inForce.employee.settings,
        });
      } else if (run.kind === 'regular' && (run.id === undefined ? !person.is_active : !person.in_service)) {
        // Separated (in a run: or no longer holding an item) with leave pay left: the leave pay alone, as the final pay.
        // The preview (no run) pays an active employee as before, item or not.
        const leaveOnly = earnings.filter((e) => e.code === 'terminal_leave' || e.code === 'leave_monetization');
        if (!leaveOnly.length) {
          if (run.id === undefined) throw new RangeError('no longer in service, with no leave pay left to pay');
          continue;
        }
        payslip = leavePayOnly({ month: run.month, earnings: leaveOnly, tables: inForce.employee });
      } else {
        const positions = positionsHeld(heldBy.get(person.personnel_id) ?? [], person.appointed);
        const last = positions.at(-1)!;
        grade = last.grade;
        step = last.step;
        const common = { month: run.month, positions, salaries, earnings, deductions: personDeductions, twiceAMonth, tables: inForce.employee };
        if (run.kind === 'regular') {
          payslip = regularPay({ ...common, lwopDays: lwopBy.get(person.personnel_id) ?? 0 });
        } else {
          const dtr = dtrBy.get(person.personnel_id);
          payslip = casualPay({ ...common, daysServed: Math.max(0, (dtr?.working_days ?? 0) - (dtr?.totals.absent_days ?? 0)) });
        }
      }
      // The year-end adjustment (issue 40): December's run, or the final pay of one who left, settles the year's tax.
      const yearSum = yearBy.get(person.personnel_id);
      const finalPay =
        payslip.basic === 0 && payslip.lines.some((l) => l.code === 'terminal_leave' || l.code === 'leave_monetization') && run.kind === 'regular';
      if ((run.kind === 'regular' || run.kind === 'casual') && (run.month.endsWith('-12') || finalPay)) {
        const adjustment = yearEndAdjustment({
          taxableCompensationYear: (yearSum?.taxable ?? 0) + payslip.taxable,
          withheldSoFar: Math.max(0, (yearSum?.withheld ?? 0) + payslip.tax),
          table: inForce.annualTax,
        });
        payslip = applyYearEndAdjustment(payslip, adjustment);
      }
      lines.push(repo.lineOf(person, { grade, step }, payslip));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      errors.push(`${person.fullname}: ${e.message}.`);
    }
  }
  await personDone?.(people.length);
  return { lines, errors, leavePaymentIds: leavePay.map((p) => p.id) };
}

/**
 * The grades and steps held in the month, from salary_held_on's rows (the first day in service, then each day an
 * appointment or a step increment takes effect). Service begins on the first appointment's day when that falls in
 * the month; a day with no grade refuses the person with the reason.
 */
function positionsHeld(rows: readonly HeldFrom[], appointed: string | null): PositionHeld[] {
  const positions: PositionHeld[] = [];
  for (const [i, r] of rows.entries()) {
    if (r.salary_grade === null || r.salary_step === null) {
      throw new RangeError('neither the plantilla item held nor the position gives a salary grade (Plantilla, or Settings → Positions)');
    }
    // The first row starts the service: the appointment's day when it is later than the 1st, as before.
    const from = i === 0 && appointed && appointed < r.from ? appointed : r.from;
    const prev = positions.at(-1);
    if (prev && prev.grade === r.salary_grade && prev.step === r.salary_step) continue;
    positions.push({ from, grade: r.salary_grade, step: r.salary_step });
  }
  if (!positions.length) throw new RangeError('no grade and step are recorded for the month');
  return positions;
}

/**
 * The RATA of the officials in a regular run (issue 40): those whose position a level of the RATA table names, paid the
 * previous month's RA and TA, each reduced by that month's days of actual work (NBC No. 548; the month's DTR is
 * complete only once it has ended, and a run may be prepared a month ahead). A day of actual work is a working day
 * with time recorded on the DTR. Not taxable compensation (NIRC sec. 32(B)(7)(e)'s RATA under the GAA; RR No. 2-98
 * sec. 2.78.1(A)(7)): earnings with `taxable` false.
 */
async function rataOf(deps: Deps, tables: Tables, people: repo.RunPerson[], month: string): Promise<Map<number, Earning[]>> {
  const out = new Map<number, Earning[]>();
  const worked = addMonths(month, -1);
  const table = tables.rata.filter((t) => t.effectiveDate <= lastDayOf(worked));
  if (!table.length) return out;
  const rata = inForceOn(table, lastDayOf(worked));
  const levelOf = new Map<string, RataTable['levels'][number]>();
  for (const level of rata.levels) for (const position of level.positions) levelOf.set(position.trim().toLowerCase(), level);
  const officials = people.filter((p) => p.in_service && p.position && levelOf.has(p.position.trim().toLowerCase()));
  if (!officials.length) return out;
  const dtrs = await departmentMonth(
    deps,
    officials.map((p) => p.personnel_id),
    worked,
  );
  const daysBy = new Map(dtrs.map((d) => [d.personnel.id, d.days.filter((day) => day.am_in !== null || day.pm_in !== null).length]));
  for (const p of officials) {
    const level = levelOf.get(p.position!.trim().toLowerCase())!;
    const days = daysBy.get(p.personnel_id) ?? 0;
    const paid = rataForMonth({ rates: { ra: level.ra, ta: level.ta }, daysOfActualWork: days, table: rata });
    out.set(
      p.personnel_id,
      paid.lines.map((l) => ({ code: l.code, label: `${l.label} in ${monthName(worked)} (${level.level})`, amount: l.amount, taxable: false })),
    );
  }
  return out;
}

function tablesOn(t: Tables, date: string) {
  return {
    employee: { contributions: inForceOn(t.contributions, date), tax: inForceOn(t.tax, date), settings: inForceOn(t.settings, date) },
    jobOrder: inForceOn(t.jobOrder, date),
    annualTax: inForceOn(t.annualTax, date),
  };
}

/** A casual run's fund: outside its dates, or this run and the month's others above its ceiling. */
async function fundWarnings(deps: Deps, run: repo.RunRow, lines: repo.LineInsert[]): Promise<string[]> {
  if (!run.fund_source_id) return [];
  const fund = await repo.fundSourceById(deps.db, run.fund_source_id);
  if (!fund) return [];
  const warnings: string[] = [];
  const first = `${run.month}-01`;
  const last = lastDayOf(run.month);
  if ((fund.start_date && fund.start_date > last) || (fund.end_date && fund.end_date < first)) {
    warnings.push(`${fund.code} ${fund.name} does not run in ${monthName(run.month)} (${fund.start_date ?? '…'} to ${fund.end_date ?? '…'}).`);
  }
  if (fund.monthly_ceiling !== null) {
    const cost = lines.reduce((s, l) => s + l.gross, 0) + (await repo.fundCostOutside(deps.db, fund.id, run.month, run.id));
    if (cost > fund.monthly_ceiling) {
      warnings.push(
        `${fund.code} ${fund.name}: ${monthName(run.month)} costs ${pesos(cost)}, over its ceiling of ${pesos(fund.monthly_ceiling)} by ${pesos(cost - fund.monthly_ceiling)}.`,
      );
    }
  }
  return warnings;
}

/** HR has reviewed the computed run and sends it through the payroll chain (accounting, then the approving official). */
export async function submitRun(deps: Deps, actor: Actor, id: number) {
  const run = await mustRun(deps.db, id);
  if (run.status !== 'computed') {
    throw AppError.validation('status', run.status === 'draft' ? 'Compute the run before sending it for approval.' : `The run is already ${run.status}.`);
  }
  await withTransaction(deps.db, async (tx) => {
    const locked = await mustRun(tx, id, true);
    if (locked.status !== 'computed') throw AppError.validation('status', `The run is already ${locked.status}.`);
    const request = await startRequest(
      deps,
      { type: 'payroll', requesterUserId: actor.userId, subjectId: id, title: titleOf(locked), link: `/payroll/runs/${id}` },
      tx,
    );
    await repo.markReviewed(tx, id, request.id);
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'payroll_run', entityId: id, after: { status: 'reviewed' }, ip: actor.ip });
  return { message: `${titleOf(run)} has been sent for approval.`, run: present((await repo.runById(deps.db, id))!) };
}

/** The chain decided: approved runs wait to be paid; a returned or disapproved one goes back to HR as computed. */
export async function onChainDecided(deps: Deps, requestId: number, outcome: 'approved' | 'returned' | 'disapproved' | 'cancelled') {
  const run = await repo.runByRequest(deps.db, requestId);
  if (!run || run.status !== 'reviewed') return;
  if (outcome === 'approved') await repo.setRunStatus(deps.db, run.id, 'approved', 'approved_at = now()');
  else await repo.setRunStatus(deps.db, run.id, 'computed', 'reviewed_at = NULL');
}

/** Paid: locked for good; the balances of the loans fall by what was taken; each employee is told their payslip is ready. */
export async function markPaid(deps: Deps, actor: Actor, id: number) {
  const run = await mustRun(deps.db, id);
  if (run.status !== 'approved') {
    throw AppError.validation(
      'status',
      run.status === 'paid' ? 'The run is already paid.' : 'Only an approved run can be paid: it goes through the approval chain first.',
    );
  }
  if (isSpecialRunKind(run.kind)) {
    const { releaseFrom } = special.ruleFor(await loadTables(deps.db), run.kind, run.month);
    if (deps.clock.today() < releaseFrom)
      throw AppError.validation(
        'status',
        `The ${PAYROLL_RUN_KINDS[run.kind].toLowerCase()} is released not before ${releaseFrom}: pay it on or after that day.`,
      );
  }
  const people = await withTransaction(deps.db, async (tx) => {
    const locked = await mustRun(tx, id, true);
    if (locked.status !== 'approved') throw AppError.validation('status', 'The run is already paid.');
    await repo.takeFromBalances(tx, id);
    await markLeavePaymentsPaid(tx, id);
    await repo.markPaid(tx, id, actor.userId);
    return repo.peopleOfLines(tx, id);
  });
  await notifyMany(
    deps,
    people
      .filter((p): p is { user_id: number; net: number } => p.user_id !== null)
      .map((p) => ({
        userId: p.user_id,
        input: { title: 'Your payslip is ready', description: `${monthName(run.month)}: net pay ${pesos(p.net)}.`, link: '/account/payroll/payslip' },
      })),
  );
  deps.realtime.emitToView('PAYROLL', PAYROLL_EVENT, { run_id: id });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'payroll_run', entityId: id, after: { status: 'paid' }, ip: actor.ip });
  return { message: `${titleOf(run)} is paid and locked; ${people.length} payslips are out.`, run: present((await repo.runById(deps.db, id))!) };
}

// ── The register, the differences, the remittances ───────────────────────────────────────────────

const SUM_KEYS = ['basic', 'pera', 'gross', 'lwop', 'gsis', 'philhealth', 'pagibig', 'tax', 'other_deductions', 'net'] as const;
function sums(rows: TRegisterRow[]): TRegisterSums {
  const out = { people: rows.length } as TRegisterSums;
  for (const k of SUM_KEYS) out[k] = rows.reduce((s, r) => s + r[k], 0);
  return out;
}
function groupSums(rows: TRegisterRow[], key: (r: TRegisterRow) => string) {
  const groups = new Map<string, TRegisterRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups].map(([name, rs]) => ({ name, ...sums(rs) }));
}

/** The General Payroll sheet: one row per person, the totals per office and per fund. Reading everyone's pay is audited. */
export async function register(deps: Deps, actor: Actor, id: number): Promise<TPayrollRegister> {
  const run = await mustRun(deps.db, id);
  const rows = await repo.registerRows(deps.db, id);
  await auditPersonalRead(deps, actor, {
    entity: 'payroll_register',
    entityId: id,
    what: `payroll register, ${titleOf(run)}`,
    personnelIds: rows.map((r) => r.personnel_id),
  });
  return {
    run: present(run),
    rows,
    offices: groupSums(rows, (r) => r.office ?? '(no office)'),
    funds: groupSums(rows, (r) => r.fund ?? '(no fund)'),
    total: sums(rows),
    approvers: await runApprovers(deps.db, run, actor.userId),
  };
}

/** Who is paid differently from the same population's paid run of the month before, line by line. */
export async function differences(deps: Deps, actor: Actor, id: number): Promise<TPayrollDifferences> {
  const run = await mustRun(deps.db, id);
  const previousMonth = addMonths(run.month, -1);
  const previous = await repo.previousRun(deps.db, run, previousMonth);
  const [now, before] = await Promise.all([repo.registerRows(deps.db, id), previous ? repo.registerRows(deps.db, previous.id) : Promise.resolve([])]);
  const beforeBy = new Map(before.map((r) => [r.personnel_id, r]));
  const nowBy = new Map(now.map((r) => [r.personnel_id, r]));
  const out: TPayrollDifferences['differences'] = [];
  for (const r of now) {
    const b = beforeBy.get(r.personnel_id);
    if (!b) {
      out.push({
        personnel_id: r.personnel_id,
        fullname: r.fullname,
        office: r.office,
        previous_net: null,
        net: r.net,
        change: r.net,
        reasons: ['Not in the previous month’s payroll'],
      });
      continue;
    }
    if (b.net === r.net) continue;
    const reasons: string[] = [];
    if (b.grade !== r.grade || b.step !== r.step) reasons.push(`Salary grade ${b.grade ?? '–'}-${b.step ?? '–'} → ${r.grade ?? '–'}-${r.step ?? '–'}`);
    for (const k of SUM_KEYS) {
      if (k === 'net' || b[k] === r[k]) continue;
      reasons.push(`${COLUMN_WORDS[k]} ${pesos(b[k])} → ${pesos(r[k])}`);
    }
    out.push({ personnel_id: r.personnel_id, fullname: r.fullname, office: r.office, previous_net: b.net, net: r.net, change: r.net - b.net, reasons });
  }
  for (const b of before) {
    if (!nowBy.has(b.personnel_id)) {
      out.push({
        personnel_id: b.personnel_id,
        fullname: b.fullname,
        office: b.office,
        previous_net: b.net,
        net: null,
        change: -b.net,
        reasons: ['Not in this month’s payroll'],
      });
    }
  }
  await auditPersonalRead(deps, actor, {
    entity: 'payroll_register',
    entityId: id,
    what: `payroll differences, ${titleOf(run)}`,
    personnelIds: out.map((d) => d.personnel_id),
  });
  return { previous_run_id: previous?.id ?? null, previous_month: previousMonth, differences: out };
}

const COLUMN_WORDS: Record<(typeof SUM_KEYS)[number], string> = {
  basic: 'Basic salary',
  pera: 'PERA',
  gross: 'Gross',
  lwop: 'LWOP',
  gsis: 'GSIS',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  tax: 'Withholding tax',
  other_deductions: 'Other deductions',
  net: 'Net',
};

/** The month's remittances to GSIS, PhilHealth, Pag-IBIG and the BIR, per person with the employer's shares, from its approved and paid runs. */
export async function remittances(deps: Deps, actor: Actor, month: string): Promise<TPayrollRemittances> {
  const runs = await repo.remittableRuns(deps.db, month);
  const lines = await repo.linesWithPayslips(
    deps.db,
    runs.map((r) => r.id),
  );
  type Acc = Map<number, { personnel_id: number; idno: string | null; fullname: string; base: number; employee: number; employer: number }>;
  const gsis: Acc = new Map();
  const ec: Acc = new Map();
  const ph: Acc = new Map();
  const pi: Acc = new Map();
  const bir: Acc = new Map();
  const add = (acc: Acc, l: (typeof lines)[number], base: number, employee: number, employer: number) => {
    if (employee === 0 && employer === 0) return;
    const row = acc.get(l.personnel_id) ?? { personnel_id: l.personnel_id, idno: l.idno, fullname: l.fullname, base: 0, employee: 0, employer: 0 };
    row.base += base;
    row.employee += employee;
    row.employer += employer;
    acc.set(l.personnel_id, row);
  };
  for (const l of lines) {
    const p = l.payslip as TPayslip;
    add(gsis, l, p.basic, p.gsis, p.employer.gsis);
    add(ec, l, p.basic, 0, p.employer.ec);
    add(ph, l, p.basic, p.philhealth, p.employer.philhealth);
    add(pi, l, p.basic, p.pagibig, p.employer.pagibig);
    add(bir, l, p.taxable, p.tax, 0);
  }
  const remittance = (agency: string, acc: Acc): TRemittance => {
    const rows = [...acc.values()];
    const base = rows.reduce((s, r) => s + r.base, 0);
    const employee = rows.reduce((s, r) => s + r.employee, 0);
    const employer = rows.reduce((s, r) => s + r.employer, 0);
    return { agency, rows, totals: { base, employee, employer, total: employee + employer } };
  };
  await auditPersonalRead(deps, actor, {
    entity: 'payroll_remittance',
    what: `remittances, ${monthName(month)}`,
    personnelIds: lines.map((l) => l.personnel_id),
  });
  const all = await Promise.all(runs.map((r) => repo.runById(deps.db, r.id)));
  return {
    month,
    runs: all.filter((r): r is repo.RunRow => r !== null).map((r) => ({ id: r.id, title: titleOf(r), status: r.status })),
    gsis: remittance('GSIS', gsis),
    ec: remittance("Employees' Compensation (EC)", ec),
    philhealth: remittance('PhilHealth', ph),
    pagibig: remittance('Pag-IBIG', pi),
    bir: remittance('BIR (withholding tax on compensation)', bir),
  };
}

// ── Payslips ─────────────────────────────────────────────────────────────────────────────────────

/** What a run would pay one person this month, computed exactly as the run computes it; nothing is saved. */
export async function preview(deps: Deps, actor: Actor, personnelId: number, month: string, kind?: TPayrollRunKind) {
  const person = await repo.personToPay(deps.db, personnelId);
  if (!person) throw AppError.notFound('The employee was not found.');
  if (kind && isSpecialRunKind(kind)) return previewSpecial(deps, actor, personnelId, month, kind);
  if (kind && kind !== person.kind) throw AppError.validation('kind', `The employee is paid by the ${PAYROLL_RUN_KINDS[person.kind].toLowerCase()} payroll.`);
  checkRunMonth(deps, month, person.kind);
  const { lines, errors } = await computeLines(deps, { month, kind: person.kind }, [person], []);
  if (errors.length) throw AppError.validation('personnel_id', errors[0]!);
  await auditPersonalRead(deps, actor, { entity: 'payslip', personnelId, what: `payslip preview, ${monthName(month)}` });
  return { payslip: lines[0]!.payslip as TPayslip };
}

/** A special payroll's payslip for one person as its run would compute it now (the year's other runs counted); nothing saved. */
async function previewSpecial(deps: Deps, actor: Actor, personnelId: number, month: string, kind: TSpecialRunKind) {
  const people = await specialRepo.peopleForBenefits(deps.db, { campus_id: null, department_id: null }, Number(month.slice(0, 4)), personnelId);
  if (!people.length)
    throw AppError.validation('personnel_id', 'The employee is not paid by a special payroll (job order and contract of service workers are not).');
  const { lines, exclusions } = await special.specialLines(deps, { month, kind, campus_id: null, department_id: null }, people);
  if (!lines.length) throw AppError.validation('personnel_id', exclusions[0]?.reason ?? 'The employee is not eligible.');
  await auditPersonalRead(deps, actor, { entity: 'payslip', personnelId, what: `payslip preview, ${PAYROLL_RUN_KINDS[kind]} ${monthName(month)}` });
  return { payslip: lines[0]!.payslip as TPayslip };
}

export async function myPayslips(deps: Deps, actor: Actor): Promise<TMyPayslips> {
  if (!actor.personnelId) return { payslips: [], certified_by: null };
  const [rows, name, title] = await Promise.all([
    repo.paidLinesOf(deps.db, actor.personnelId),
    readSetting(deps.db, 'accountant_name'),
    readSetting(deps.db, 'accountant_title'),
  ]);
  // The payslip on screen carries the certification its PDF prints (issue 42 item 2), by the same accountant.
  const certified_by = typeof name === 'string' && name.trim() ? { name, title: typeof title === 'string' && title ? title : 'Accountant' } : null;
  return { payslips: rows.map(({ payslip, ...r }) => ({ ...(payslip as TPayslip), ...r })), certified_by };
}

/** One payslip for its PDF: the employee's own once paid, or anyone's to PAYROLL (audited). */
export async function payslipFor(deps: Deps, actor: Actor, lineId: number) {
  const line = await repo.lineById(deps.db, lineId);
  const own = line !== null && actor.personnelId === line.personnel_id;
  if (!line || (own ? line.status !== 'paid' : !hasAnyView(actor, PAYROLL))) throw AppError.notFound('The payslip was not found.');
  const run = (await repo.runById(deps.db, line.run_id))!;
  const [row] = await repo.linesWithPayslips(deps.db, [line.run_id], line.personnel_id);
  if (!own) await auditPersonalRead(deps, actor, { entity: 'payslip', entityId: lineId, personnelId: line.personnel_id, what: `payslip, ${titleOf(run)}` });
  return { run: present(run), line: { ...row!, payslip: row!.payslip as TPayslip } };
}

/** Every payslip of a run, for the one PDF HR prints (audited). */
export async function payslipsOfRun(deps: Deps, actor: Actor, id: number) {
  const run = await mustRun(deps.db, id);
  const rows = await repo.linesWithPayslips(deps.db, [id]);
  await auditPersonalRead(deps, actor, { entity: 'payslip', entityId: id, what: `payslips, ${titleOf(run)}`, personnelIds: rows.map((r) => r.personnel_id) });
  return { run: present(run), lines: rows.map((r) => ({ ...r, payslip: r.payslip as TPayslip })) };
}

// ── Adjustments ──────────────────────────────────────────────────────────────────────────────────

export async function listAdjustments(deps: Deps, id: number) {
  await mustRun(deps.db, id);
  return { adjustments: await repo.adjustmentsOf(deps.db, id) };
}

/** A correction of a paid run, put in this (later, open) run; the run is computed again to show it. */
export async function addAdjustment(deps: Deps, actor: Actor, id: number, body: TPayrollAdjustmentBody) {
  refuseOwnRecord(actor, body.personnel_id, 'Your own pay is corrected by another payroll officer.');
  const run = await mustRun(deps.db, id);
  mustBeOpen(run);
  if (isSpecialRunKind(run.kind))
    throw AppError.validation('corrects_run_id', 'A special payroll pays its benefit alone: put the correction in a monthly run.');
  const corrected = await repo.runById(deps.db, body.corrects_run_id);
  if (!corrected || corrected.id === id) throw AppError.validation('corrects_run_id', 'Name the earlier run this corrects.');
  if (corrected.status !== 'paid')
    throw AppError.validation('corrects_run_id', 'Only a paid run is corrected by an adjustment; an open run is computed again.');
  if (corrected.month > run.month) throw AppError.validation('corrects_run_id', 'An adjustment is paid in a later run than the one it corrects.');
  if (!(await repo.personInRun(deps.db, corrected.id, body.personnel_id)))
    throw AppError.validation('personnel_id', 'The employee was not paid in the run corrected.');
  if (!(await repo.peopleOfRun(deps.db, run, body.personnel_id)).length) throw AppError.validation('personnel_id', 'The employee is not paid by this run.');
  const adjustmentId = await repo.insertAdjustment(deps.db, {
    runId: id,
    personnelId: body.personnel_id,
    correctsRunId: corrected.id,
    label: body.label,
    amount: body.amount,
    taxable: body.taxable,
    userId: actor.userId,
  });
  if (run.status === 'computed') await repo.setRunStatus(deps.db, id, 'draft');
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'payroll_adjustment', entityId: adjustmentId, after: body, ip: actor.ip });
  const adjustment = (await repo.adjustmentsOf(deps.db, id)).find((a) => a.id === adjustmentId)!;
  return { message: `The adjustment has been added: compute the run again to include it.`, adjustment };
}

export async function removeAdjustment(deps: Deps, actor: Actor, id: number, adjustmentId: number) {
  const run = await mustRun(deps.db, id);
  mustBeOpen(run);
  if (!(await repo.deleteAdjustment(deps.db, id, adjustmentId))) throw AppError.notFound('The adjustment was not found.');
  if (run.status === 'computed') await repo.setRunStatus(deps.db, id, 'draft');
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'payroll_adjustment', entityId: adjustmentId, ip: actor.ip });
  return { message: 'The adjustment has been removed: compute the run again.' };
}

// ── Dates ────────────────────────────────────────────────────────────────────────────────────────

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function monthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
export { PAYROLL_RUN_KINDS };
