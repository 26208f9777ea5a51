import { afterCommit, withTransaction, type Queryable } from '@hris/db';
import { SALARY_NOTICE_EVENT, type TNosaIssueBody, type TNosaPrintQuery, type TNosaQuery, type TTrancheApplied } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, isOwnRecord, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { myJobOfSubject, type Progress } from '../background-jobs';
import { formDate } from '../../lib/pdf';
import { notifyMany } from '../notifications';
import * as repo from './salary-notices.repo';

// Salary tranches and the Notices of Salary Adjustment (NOSA) they produce (issue 20; CSC-RULES.md: "a NOSA is issued
// when a new salary schedule takes effect"). A tranche is applied by the daily job on its date or by HR's button
// (again, to catch incumbents added since: a person's notice for a date is made once); the notices are prepared,
// HR issues them (the employee is told, in the bell and by e-mail), and the employee acknowledges receipt.

/** HR's view group for the notices (SPEC.md §6). */
export const ISSUE_NOTICES = ['NOSINOSA'] as const;
/** Cells of a complete schedule: salary grades 1–32 with 8 steps, SG 33 with 2 (CSC-RULES.md). */
export const CELLS_OF_A_SCHEDULE = 32 * 8 + 2;
/** The job applies a tranche on its date, or up to this many days late (an instance down over New Year); older ones are HR's button. */
export const JOB_CATCH_UP_DAYS = 60;

const NOT_FOUND = 'The notice was not found.';

/** The tranches, each with the caller's own application and PDF of it (under way, else the latest): the page shows their bars. */
export async function listTranches(deps: Deps, actor: Actor) {
  const rows = await repo.tranches(deps.db, deps.clock.today());
  const tranches = await Promise.all(
    rows.map(async (t) => {
      const [apply_job, print_job] = await Promise.all([
        myJobOfSubject(deps, actor, APPLY_TRANCHE_JOB, trancheKey(t.effective_date)),
        myJobOfSubject(deps, actor, PRINT_TRANCHE_JOB, trancheKey(t.effective_date)),
      ]);
      return { ...t, apply_job, print_job };
    }),
  );
  return { tranches };
}

/** The kinds of a tranche's long work (issue 42; salary-notices-tranche.job.ts). */
export const APPLY_TRANCHE_JOB = 'salary-notices' as const;
export const PRINT_TRANCHE_JOB = 'salary-notices-pdf' as const;

/**
 * A tranche as a job's subject: its date as the number yyyymmdd (2031-01-01 → 20310101). A tranche has no id of its
 * own (its schedule is 258 rows sharing the date), and the date is what names it everywhere; as this number it is
 * one-to-one with the date, readable in the jobs' table, and the one-job-per-subject index keeps one application (and
 * one PDF) of a tranche under way at a time. The date itself goes in the job's params.
 */
export const trancheKey = (effectiveDate: string) => Number(effectiveDate.replaceAll('-', ''));

/** People whose notices are prepared in one statement: the bar moves every this many (5,000 people: ten steps). */
const NOTICES_AT_ONCE = 500;

/**
 * What refuses a tranche before it is applied (HR's button, at once; and again when its job starts): a date without a
 * schedule, an incomplete schedule, the first one. Answers the schedule before it and the legal basis of the notices.
 */
export async function applicableTranche(deps: Deps, effectiveDate: string) {
  const tranche = await repo.trancheOf(deps.db, effectiveDate);
  if (!tranche) throw AppError.notFound(`No salary schedule takes effect on ${formDate(effectiveDate)}.`);
  if (tranche.cells !== CELLS_OF_A_SCHEDULE) {
    throw AppError.validation(
      'effective_date',
      `The schedule of ${formDate(effectiveDate)} has ${tranche.cells} of the ${CELLS_OF_A_SCHEDULE} cells of grade and step; complete it before applying it.`,
    );
  }
  if (!tranche.previous) {
    throw AppError.validation(
      'effective_date',
      `The schedule of ${formDate(effectiveDate)} is the first the HRIS holds: there is no earlier salary to adjust.`,
    );
  }
  return { previous: tranche.previous, legalBasis: tranche.tranche ?? `Salary schedule effective ${formDate(effectiveDate)}` };
}

/**
 * Applies the tranche of `effectiveDate` to the incumbents: a NOSA for each whose salary at their grade and step
 * differs from the schedule before it; once the date has come, the new salary goes on the service record. One
 * application at a time (a transaction lock), so the job and the button never count the same incumbents twice.
 *
 * The one function of both: HR's button runs it as a job (salary-notices-tranche.job.ts: `progress` moves the bar by
 * people, and the transaction commits only while the job still holds its lease); the hourly pass calls it without.
 */
export async function applyTranche(deps: Deps, actor: Actor | null, effectiveDate: string, progress?: Progress): Promise<TTrancheApplied> {
  const { previous, legalBasis } = await applicableTranche(deps, effectiveDate);
  const today = deps.clock.today();
  const created = await withTransaction(deps.db, async (tx) => {
    await repo.lockTrancheApplication(tx);
    // Read under the lock: an application that ran meanwhile has made its notices, which ON CONFLICT leaves alone.
    const people = await repo.coveredPeople(tx, effectiveDate);
    await progress?.set(0, people.length, 'Preparing the notices');
    const created: Awaited<ReturnType<typeof repo.insertAdjustments>> = [];
    for (let i = 0; i < people.length; i += NOTICES_AT_ONCE) {
      created.push(...(await repo.insertAdjustments(tx, effectiveDate, previous, legalBasis, people.slice(i, i + NOTICES_AT_ONCE))));
      await progress?.set(Math.min(i + NOTICES_AT_ONCE, people.length), people.length);
    }
    await progress?.step('Saving the notices');
    await repo.recordRun(tx, effectiveDate, actor?.userId ?? null);
    if (effectiveDate <= today) await putAdjustmentsOnServiceRecord(tx, today);
    await writeAudit(tx, {
      actorUserId: actor?.userId ?? null,
      action: 'apply',
      entity: 'salary_tranche',
      entityId: effectiveDate,
      after: { tranche: legalBasis, nosa_created: created.length },
      ip: actor?.ip ?? null,
    });
    await progress?.mustStillHold(tx);
    return created;
  });
  const { incumbents, noticed } = await repo.coverage(deps.db, effectiveDate);
  const already = noticed - created.length;
  const notCovered = incumbents - noticed;
  const parts = [`${created.length} notice${created.length === 1 ? '' : 's'} of salary adjustment prepared`];
  if (already > 0) parts.push(`${already} already had one`);
  if (notCovered > 0)
    parts.push(
      `${notCovered} incumbent${notCovered === 1 ? ' is' : 's are'} not covered (appointed on or after ${formDate(effectiveDate)}, or no change at their grade and step)`,
    );
  return {
    message: `${legalBasis} applied: ${parts.join('; ')}.`,
    effective_date: effectiveDate,
    nosa_created: created.length,
    already_issued: already,
    not_covered: notCovered,
  };
}

/** The notices whose date has come go on the service record (the transaction the caller opened). */
export async function putAdjustmentsOnServiceRecord(tx: Queryable, today: string): Promise<number> {
  const due = await repo.takeAdjustmentsDue(tx, today);
  return repo.addSalaryLines(
    tx,
    due.map((d) => ({ personnelId: d.personnel_id, effectiveDate: d.effective_date, monthly: d.new_monthly, remarks: `Salary adjustment (${d.legal_basis})` })),
  );
}

export async function listNosa(deps: Deps, q: TNosaQuery) {
  const { rows, total } = await repo.listNosa(deps.db, q);
  return { nosas: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/**
 * Issues prepared notices: the ones named, or a tranche's (of an office). Nobody issues their own: named, it is
 * refused; in a batch, it is left prepared for another HR officer.
 */
export async function issueNosa(deps: Deps, actor: Actor, body: TNosaIssueBody) {
  const issued = await withTransaction(deps.db, async (tx) => {
    const rows = await repo.issueNosa(tx, 'ids' in body ? { ids: [...new Set(body.ids)] } : body, actor.userId);
    const own = rows.filter((r) => isOwnRecord(actor, r.personnel_id));
    if (own.length && 'ids' in body) throw AppError.forbidden('You cannot issue your own notice; another HR officer issues it.');
    if (own.length) {
      await repo.unissueNosa(
        tx,
        own.map((r) => r.id),
      );
    }
    const others = rows.filter((r) => !isOwnRecord(actor, r.personnel_id));
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'issue',
      entity: 'salary_adjustment_notice',
      entityId: null,
      after: { ids: others.map((r) => r.id) },
      ip: actor.ip,
    });
    await tellEmployees(
      deps,
      others.map((r) => ({
        personnelId: r.personnel_id,
        title: 'Notice of Salary Adjustment',
        description: `Your salary is adjusted effective ${formDate(r.effective_date)}. Open the notice and acknowledge receipt.`,
      })),
      tx,
    );
    return others;
  });
  if ('ids' in body && issued.length === 0) throw AppError.validation('ids', 'None of the chosen notices is waiting to be issued.');
  return { message: `${issued.length} notice${issued.length === 1 ? '' : 's'} of salary adjustment issued.`, issued: issued.length };
}

/** The employee acknowledges receipt of their own notice. */
export async function acknowledgeNosa(deps: Deps, actor: Actor, id: number) {
  const notice = await repo.findNosa(deps.db, id);
  if (!notice || !isOwnRecord(actor, notice.personnel_id) || notice.status === 'prepared') throw AppError.notFound(NOT_FOUND);
  if (notice.status === 'received') throw AppError.validation('id', `You acknowledged this notice on ${formDate(notice.received_at)}.`);
  await repo.acknowledgeNosa(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'acknowledge', entity: 'salary_adjustment_notice', entityId: id, ip: actor.ip });
  const { personnel_id: _, ...nosa } = (await repo.findNosa(deps.db, id))!;
  return { message: 'Receipt of the notice of salary adjustment is acknowledged.', nosa };
}

/** One notice for HR, or for its employee once issued; HR's read of someone else's is audited. */
export async function mustSeeNosa(deps: Deps, actor: Actor, id: number) {
  const notice = await repo.findNosa(deps.db, id);
  const own = notice && isOwnRecord(actor, notice.personnel_id);
  if (!notice || !(hasAnyView(actor, ISSUE_NOTICES) || (own && notice.status !== 'prepared'))) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, {
    entity: 'salary_adjustment_notice',
    entityId: id,
    what: 'notice of salary adjustment',
    personnelId: notice.personnel_id,
  });
  return notice;
}

/**
 * A tranche's notices for one PDF (every office's, or one's), the read audited as the asker's: the office's PDF in the
 * request, the whole tranche's in a job (salary-notices-tranche.job.ts).
 */
export async function trancheNosa(deps: Deps, actor: Actor, effectiveDate: string, departmentId: number | null) {
  const notices = await repo.trancheNosa(deps.db, effectiveDate, departmentId);
  if (notices.length === 0) {
    throw AppError.notFound(`The ${departmentId === null ? 'tranche' : 'office'} has no notices of salary adjustment effective ${formDate(effectiveDate)}.`);
  }
  await auditPersonalRead(deps, actor, {
    entity: 'salary_adjustment_notice',
    what: departmentId === null ? 'notices of salary adjustment of a tranche' : 'notices of salary adjustment of an office',
    personnelIds: notices.map((n) => n.personnel.id),
    details: { effective_date: effectiveDate, department_id: departmentId },
  });
  return notices;
}

export function officeNosa(deps: Deps, actor: Actor, q: TNosaPrintQuery) {
  return trancheNosa(deps, actor, q.effective_date, q.department_id);
}

/** My Account: my own issued notices, NOSA and NOSI. */
export async function mySalaryNotices(deps: Deps, actor: Actor) {
  if (!actor.personnelId) return { nosas: [], nosis: [] };
  const [nosas, nosis] = await Promise.all([repo.myNosa(deps.db, actor.personnelId), repo.myNosi(deps.db, actor.personnelId)]);
  return { nosas, nosis };
}

/** E-mails on their way at once (as the DTS job sends its notices). */
const MAILS_AT_ONCE = 4;

/**
 * Tells employees of a notice: the bell (stored with the caller's transaction, pushed once it commits, with the
 * SALARY_NOTICE_EVENT that refreshes My Account) and an e-mail each, sent once the transaction has committed.
 */
export async function tellEmployees(deps: Deps, notices: { personnelId: number; title: string; description: string }[], tx: Queryable) {
  if (notices.length === 0) return;
  const boxes = new Map(
    (
      await repo.mailboxes(
        tx,
        notices.map((n) => n.personnelId),
      )
    ).map((b) => [b.personnel_id, b]),
  );
  const told = notices.flatMap((n) => {
    const box = boxes.get(n.personnelId);
    return box ? [{ box, n }] : [];
  });
  await notifyMany(
    deps,
    told.map(({ box, n }) => ({ userId: box.user_id, input: { title: n.title, description: n.description, link: '/account/salary-notices' } })),
    tx,
  );
  afterCommit(tx, () => {
    for (const { box } of told) deps.realtime.emitToUser(box.user_id, SALARY_NOTICE_EVENT, {});
    const queue = [...told];
    const send = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { box, n } = next;
        await deps.mailer
          .send({
            to: box.email,
            subject: n.title,
            text: `Good day, ${box.name}.\n\n${n.description}\n\nOpen it in the HRIS: My Account → Salary notices.\n`,
          })
          .catch((err: unknown) => deps.log.error(err, `salary notices: the e-mail to ${box.email} was not sent`));
      }
    };
    void Promise.all(Array.from({ length: MAILS_AT_ONCE }, send));
  });
}
