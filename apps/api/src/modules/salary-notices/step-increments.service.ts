import { withTransaction, type Queryable } from '@hris/db';
import type { TDisciplinaryNoticeBody, TNosiDue, TNosiDueQuery, TNosiQuery, TPerformanceRatingBody, TStepIncrementRecord } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { formDate, pesos } from '../../lib/pdf';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/db-errors';
import { isDueBetween, nextStepIncrement, nosiListWindow, type StepHistory, type StepIncrementResult } from '../../domain/step-increment';
import * as repo from './salary-notices.repo';
import { tellEmployees } from './salary-notices.service';

// Notices of Salary Step Increment (NOSI): who is due a step (domain/step-increment.ts, on what the records hold:
// the appointments, the leave card's leave without pay, the approved IPCRs' final ratings (SPMS), the ratings HR kept by
// hand for the periods before SPMS, and the disciplinary notices HR records here until the discipline module exists),
// HR issuing the notice, and the step moving on its effective date.

const NOT_FOUND = 'The notice was not found.';
/** The longest window the due list computes at once. */
const LONGEST_WINDOW_DAYS = 366;

type Cells = Map<string, { effective_date: string; amount: number }[]>;

/** The monthly salary of a grade and step in force on a day, from every tranche's cells (oldest first). */
function salaryOn(cells: Cells, grade: number, step: number, day: string): number | null {
  let found: number | null = null;
  for (const c of cells.get(`${grade}/${step}`) ?? []) if (c.effective_date <= day) found = c.amount;
  return found;
}

async function loadCells(db: Queryable): Promise<Cells> {
  const cells: Cells = new Map();
  for (const c of await repo.salaryCells(db)) {
    const key = `${c.grade}/${c.step}`;
    cells.set(key, [...(cells.get(key) ?? []), { effective_date: c.effective_date, amount: c.amount }]);
  }
  return cells;
}

/**
 * The histories of these standings for the rule. The leave card holds leave without pay by month, not by day: the
 * rule is given each month and its days as the card holds them (never dates the card does not hold), and names them
 * so in its reasons.
 */
async function histories(db: Queryable, people: repo.StepStanding[]) {
  const ids = people.map((p) => p.personnel_id);
  const [lwop, ratings, disciplinary] = await Promise.all([repo.lwopMonths(db, ids), repo.ratingsOf(db, ids), repo.disciplinaryOf(db, ids)]);
  // The rule reads the approved IPCRs and the hand-kept ratings SPMS does not cover; the record lists HR's entries.
  const ruleRatings = await repo.ratingsForRule(db, ids);
  const byPerson = <T extends { personnel_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.personnel_id, [...(map.get(r.personnel_id) ?? []), r]);
    return map;
  };
  const lwopBy = byPerson(lwop);
  const ratingsBy = byPerson(ratings);
  const ruleRatingsBy = byPerson(ruleRatings);
  const disciplinaryBy = byPerson(disciplinary);
  return {
    ratingsBy,
    disciplinaryBy,
    historyOf: (p: repo.StepStanding): StepHistory | null => {
      if (!p.count_from) return null;
      return {
        step: p.salary_step,
        countFrom: p.count_from,
        lwop: (lwopBy.get(p.personnel_id) ?? []).map((m) => ({ period: m.period, days: m.lwop_days })),
        ratings: (ruleRatingsBy.get(p.personnel_id) ?? []).map((r) => ({
          periodFrom: r.period_from,
          periodTo: r.period_to,
          adjective: r.adjective,
          ...(r.source ? { source: r.source } : {}),
        })),
        disciplinary: (disciplinaryBy.get(p.personnel_id) ?? []).map((d) => ({ date: d.notice_date, ...(d.until ? { until: d.until } : {}) })),
      };
    },
  };
}

/**
 * `GET /api/nosi/due`: who is due a step from `from` to `to` (default: this month and the next three), and anyone
 * whose step fell due before `from` without a notice yet (the list says since when): a step is not lost for being
 * noticed late.
 */
export async function dueList(deps: Deps, q: TNosiDueQuery) {
  const window = nosiListWindow(deps.clock.today());
  const from = q.from ?? window.from;
  const to = q.to ?? window.to;
  if (to < from) throw AppError.validation('to', 'The to date is before the from date.');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > LONGEST_WINDOW_DAYS)
    throw AppError.validation('to', `The window may be at most ${LONGEST_WINDOW_DAYS} days.`);
  const people = await repo.standings(deps.db, { departmentId: q.department_id, dueBy: to });
  if (people.length === 0) return { from, to, due: [] };
  const [{ historyOf }, cells, issued] = await Promise.all([
    histories(deps.db, people),
    loadCells(deps.db),
    repo.issuedSteps(
      deps.db,
      people.map((p) => p.personnel_id),
    ),
  ]);
  const issuedBy = new Map(issued.map((n) => [`${n.personnel_id}/${n.step_to}/${n.due_date}`, n.id]));
  const due: TNosiDue[] = [];
  const today = deps.clock.today();
  for (const p of people) {
    const history = historyOf(p);
    if (!history) continue;
    const next = nextStepIncrement(history);
    if (next.maxed || next.dueDate > to) continue;
    const nosiId = issuedBy.get(`${p.personnel_id}/${next.stepTo}/${next.dueDate}`) ?? null;
    if (!isDueBetween(next, from, to) && nosiId !== null) continue;
    due.push({
      personnel_id: p.personnel_id,
      due_date: next.dueDate,
      step_from: next.stepFrom,
      step_to: next.stepTo,
      delayed_by_days: next.delayedByDays,
      reasons: next.reasons,
      counts_from: next.countsFrom,
      personnel: p.personnel,
      position_title: p.position_title,
      salary_grade: p.salary_grade,
      current_monthly: salaryOn(cells, p.salary_grade, p.salary_step, today),
      // Both as they stand on the same day: today, or the due date when it is ahead (a late step is paid at today's schedule from now on).
      new_monthly: salaryOn(cells, p.salary_grade, next.stepTo, next.dueDate > today ? next.dueDate : today),
      nosi_id: nosiId,
    });
  }
  due.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.personnel.fullname.localeCompare(b.personnel.fullname));
  return { from, to, due };
}

/** One incumbent's standing and the rule's answer (null when they hold no plantilla item). */
async function standingOf(db: Queryable, personnelId: number) {
  const [person] = await repo.standings(db, { personnelId });
  if (!person) return null;
  const h = await histories(db, [person]);
  const history = h.historyOf(person);
  return {
    person,
    history,
    next: history ? nextStepIncrement(history) : null,
    ratings: (h.ratingsBy.get(personnelId) ?? []).map(({ personnel_id: _, ...r }) => r),
    disciplinary: (h.disciplinaryBy.get(personnelId) ?? []).map(({ personnel_id: _, ...d }) => d),
  };
}

function describe(next: StepIncrementResult | null) {
  if (!next) return { due_date: null, delayed_by_days: 0, reasons: ['No date of original appointment is on record: the three years cannot be counted.'] };
  if (next.maxed) return { due_date: null, delayed_by_days: 0, reasons: next.reasons };
  return { due_date: next.dueDate, delayed_by_days: next.delayedByDays, reasons: next.reasons };
}

/** `GET /api/personnel/:id/step-increment` (HR): the standing and its inputs; a read of someone's record, audited. */
export async function stepRecord(deps: Deps, actor: Actor, personnelId: number): Promise<TStepIncrementRecord> {
  const s = await standingOf(deps.db, personnelId);
  if (!s) throw AppError.notFound('The employee holds no plantilla item: a step increment is for the incumbent of an item.');
  await auditPersonalRead(deps, actor, { entity: 'step_increment', what: 'step-increment record (ratings, disciplinary notices)', personnelId });
  return {
    personnel: s.person.personnel,
    salary_step: s.person.salary_step,
    counts_from: s.next && !s.next.maxed ? s.next.countsFrom : s.person.count_from,
    ...describe(s.next),
    ratings: s.ratings,
    disciplinary_notices: s.disciplinary,
  };
}

/** HR records a rating or a disciplinary notice (never on their own record), and the standing is answered again. */
async function changeInputs(deps: Deps, actor: Actor, personnelId: number, what: string, change: () => Promise<boolean | void>) {
  refuseOwnRecord(actor, personnelId, 'You cannot change your own step-increment record; another HR officer does.');
  try {
    if ((await change()) === false) throw AppError.notFound('The entry was not found.');
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw AppError.notFound('The personnel record was not found.');
    throw err;
  }
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'step_increment', entityId: personnelId, after: { what }, ip: actor.ip });
  return {
    message: `The ${what.replace(/ (added|removed)$/, '')} is ${what.endsWith('removed') ? 'removed' : 'recorded'}.`,
    step_increment: await stepRecord(deps, actor, personnelId),
  };
}

/** A rating kept by hand, for a period SPMS does not cover: from the first SPMS period on, the approved IPCR is the rating. */
export async function addRating(deps: Deps, actor: Actor, personnelId: number, body: TPerformanceRatingBody) {
  const spms = await repo.spmsPeriodOverlapping(deps.db, body.period_from, body.period_to);
  if (spms) {
    const label = `${spms.year}, ${spms.semester === 1 ? 'first' : 'second'} semester`;
    throw AppError.validation(
      'period_from',
      `SPMS rates ${label} (${formDate(spms.starts_on)} to ${formDate(spms.ends_on)}): the approved IPCR is the rating for that period.`,
    );
  }
  return changeInputs(deps, actor, personnelId, 'performance rating added', () => repo.insertRating(deps.db, personnelId, body, actor.userId));
}
export const removeRating = (deps: Deps, actor: Actor, personnelId: number, id: number) =>
  changeInputs(deps, actor, personnelId, 'performance rating removed', () => repo.deleteRating(deps.db, personnelId, id));
export const addDisciplinary = (deps: Deps, actor: Actor, personnelId: number, body: TDisciplinaryNoticeBody) =>
  changeInputs(deps, actor, personnelId, 'disciplinary notice added', () => repo.insertDisciplinary(deps.db, personnelId, body, actor.userId));
export const removeDisciplinary = (deps: Deps, actor: Actor, personnelId: number, id: number) =>
  changeInputs(deps, actor, personnelId, 'disciplinary notice removed', () => repo.deleteDisciplinary(deps.db, personnelId, id));

export async function listNosi(deps: Deps, q: TNosiQuery) {
  const { rows, total } = await repo.listNosi(deps.db, q);
  return { nosis: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/**
 * Issues the NOSI of the step now due (HR; never their own): refused at step 8, before the month it falls due
 * (up to three months ahead, as the due list shows), or when this step's notice was issued already. The step moves
 * on the effective date: now when the date has come, else by the daily job.
 */
export async function issueNosi(deps: Deps, actor: Actor, personnelId: number) {
  refuseOwnRecord(actor, personnelId, 'You cannot issue your own notice of step increment; another HR officer issues it.');
  const s = await standingOf(deps.db, personnelId);
  if (!s) throw AppError.validation('personnel_id', 'The employee holds no plantilla item: a step increment is for the incumbent of an item.');
  const name = s.person.personnel.fullname;
  if (!s.next) throw AppError.validation('personnel_id', `${name} has no date of original appointment on record: the three years cannot be counted.`);
  if (s.next.maxed) throw AppError.validation('personnel_id', `${name} is at step ${s.next.step}, the last step of the salary grade.`);
  const today = deps.clock.today();
  const window = nosiListWindow(today);
  if (s.next.dueDate > window.to) {
    throw AppError.validation(
      'personnel_id',
      `${name} is not yet due: step ${s.next.stepTo} falls due on ${formDate(s.next.dueDate)}. A NOSI is issued from three months before the month it falls due.`,
    );
  }
  const cells = await loadCells(deps.db);
  const previous = salaryOn(cells, s.person.salary_grade, s.next.stepFrom, s.next.dueDate);
  const next = salaryOn(cells, s.person.salary_grade, s.next.stepTo, s.next.dueDate);
  if (previous == null || next == null) {
    throw AppError.validation('personnel_id', `No salary schedule is in force on ${formDate(s.next.dueDate)} for salary grade ${s.person.salary_grade}.`);
  }
  const due = s.next;
  const id = await withTransaction(deps.db, async (tx) => {
    const id = await repo.insertNosi(tx, {
      personnelId,
      itemId: s.person.item_id,
      itemNo: s.person.item_no,
      positionTitle: s.person.position_title,
      departmentId: s.person.department_id,
      grade: s.person.salary_grade,
      stepFrom: due.stepFrom,
      stepTo: due.stepTo,
      previousMonthly: previous,
      newMonthly: next,
      dueDate: due.dueDate,
      reasons: due.reasons,
      userId: actor.userId,
    });
    if (id === null) throw AppError.validation('personnel_id', `The notice of step ${due.stepTo} for ${name} has already been issued.`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'issue',
      entity: 'step_increment_notice',
      entityId: id,
      after: { personnel_id: personnelId, step_from: due.stepFrom, step_to: due.stepTo, effective_date: due.dueDate },
      ip: actor.ip,
    });
    if (due.dueDate <= today) await applyStepIncrements(deps, tx, today);
    await tellEmployees(
      deps,
      [
        {
          personnelId,
          title: 'Notice of Salary Step Increment',
          description: `You earned step ${due.stepTo} of salary grade ${s.person.salary_grade}, ₱${pesos(next)} a month, effective ${formDate(due.dueDate)}. Open the notice and acknowledge receipt.`,
        },
      ],
      tx,
    );
    return id;
  });
  const { personnel_id: _, ...nosi } = (await repo.findNosi(deps.db, id))!;
  return { message: `The notice of step increment for ${name} is issued, effective ${formDate(due.dueDate)}.`, nosi };
}

/**
 * Issued notices whose date has come: the step moves and the service record gets the new salary's line. A person
 * whose step an appointment changed meanwhile keeps it (the notice is marked applied, nothing moves).
 */
export async function applyStepIncrements(deps: Deps, tx: Queryable, today: string): Promise<number> {
  const due = await repo.dueStepIncrements(tx, today);
  const moved: repo.SalaryChange[] = [];
  for (const n of due) {
    if (await repo.moveStep(tx, n.personnel_id, n.step_from, n.step_to)) {
      moved.push({
        personnelId: n.personnel_id,
        effectiveDate: n.effective_date,
        monthly: n.new_monthly,
        remarks: `Step increment to step ${n.step_to} (NOSI)`,
      });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'update',
        entity: 'personnel',
        entityId: n.personnel_id,
        before: { salary_step: n.step_from },
        after: { salary_step: n.step_to, step_increment_notice_id: n.id },
      });
    } else {
      deps.log.warn(`salary notices: NOSI ${n.id} not applied: the step of personnel ${n.personnel_id} is no longer ${n.step_from}`);
    }
    await repo.markApplied(tx, n.id);
  }
  await repo.addSalaryLines(tx, moved);
  return moved.length;
}

export async function acknowledgeNosi(deps: Deps, actor: Actor, id: number) {
  const notice = await repo.findNosi(deps.db, id);
  if (!notice || !isOwnRecord(actor, notice.personnel_id)) throw AppError.notFound(NOT_FOUND);
  if (notice.received_at) throw AppError.validation('id', `You acknowledged this notice on ${formDate(notice.received_at)}.`);
  await repo.acknowledgeNosi(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'acknowledge', entity: 'step_increment_notice', entityId: id, ip: actor.ip });
  const { personnel_id: _, ...nosi } = (await repo.findNosi(deps.db, id))!;
  return { message: 'Receipt of the notice of step increment is acknowledged.', nosi };
}

/** One NOSI for HR or its employee; HR's read of someone else's is audited. */
export async function mustSeeNosi(deps: Deps, actor: Actor, id: number, canIssue: boolean) {
  const notice = await repo.findNosi(deps.db, id);
  if (!notice || !(canIssue || isOwnRecord(actor, notice.personnel_id))) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, {
    entity: 'step_increment_notice',
    entityId: id,
    what: 'notice of salary step increment',
    personnelId: notice.personnel_id,
  });
  return notice;
}
