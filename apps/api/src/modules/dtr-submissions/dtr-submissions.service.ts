import { withTransaction } from '@hris/db';
import type { TDtrSubmission, TDtrSubmissionBody, TDtrSubmissionSaved, TMyDtrDepartments, TPersonTotals, TSubmissionsOfMonth } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { startRequest } from '../approvals';
import { checkMonth, departmentMonth } from '../dtr';
import * as repo from './dtr-submissions.repo';
import { submissionsWorkbook } from './dtr-submissions.export';

/** HR's attendance office receives the departments' DTRs. */
export const REVIEW_SUBMISSIONS = ['EDATSADMIN'] as const;

const DEPARTMENT_NOT_FOUND = 'The department was not found.';
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" as "November 2026", the way the office writes it. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The current month in Manila, the default of every month filter here. */
export const currentMonth = (deps: Pick<Deps, 'clock'>) => deps.clock.today().slice(0, 7);

export type SubmissionState = 'not_submitted' | repo.SubmissionStatus;
type KeeperRole = 'clerk' | 'head' | 'oic';

/** Where a month stands: its submission's status, or not submitted. */
const stateOf = (submission: repo.Submission | null): SubmissionState => submission?.status ?? 'not_submitted';

/** Who a submitted month waits for, in the office's words: "the department head", "HR Office". */
function waitingFor(step: repo.WaitingStep | null) {
  if (!step) return null;
  const who = step.actor_kind === 'department_head' ? 'the department head' : (step.actor_name ?? 'the next approver');
  return { position: step.position, of: step.of, label: step.label, who };
}

/** A submission as the API answers it (instants already ISO strings from pg), the submitter's personnel id kept inside. */
export function present(submission: repo.Submission): TDtrSubmission;
export function present(submission: repo.Submission | null): TDtrSubmission | null;
export function present(submission: repo.Submission | null): TDtrSubmission | null {
  if (!submission) return null;
  const { submitted_by: by, ...rest } = submission;
  return { ...rest, submitted_by: by ? { id: by.id, name: by.name } : null, waiting_for: waitingFor(submission.waiting_for) };
}

function roleOf(actor: Actor, department: repo.KeptDepartment): KeeperRole | null {
  if (actor.personnelId === null) return null;
  if (department.dtr_clerk_personnel_id === actor.personnelId) return 'clerk';
  if (department.head_personnel_id === actor.personnelId) return 'head';
  if (department.oic_personnel_id === actor.personnelId) return 'oic';
  return null;
}

/** The department, when the actor is its DTR clerk, head or officer-in-charge; else 404 (no probing). */
async function mustKeep(deps: Deps, actor: Actor, departmentId: number) {
  const department = await repo.departmentOf(deps.db, departmentId);
  if (!department || !roleOf(actor, department)) throw AppError.notFound(DEPARTMENT_NOT_FOUND);
  return department;
}

/** The people of a department with their month's totals (late, undertime, absences), without the days. */
export async function peopleWithTotals(deps: Deps, departmentId: number, month: string, facultyOnly = false): Promise<TPersonTotals[]> {
  const ids = await repo.activePeopleIds(deps.db, departmentId, facultyOnly);
  const dtrs = await departmentMonth(deps, ids, month);
  return dtrs.map(({ personnel, totals }) => ({ personnel, totals }));
}

/**
 * The departments the caller keeps the DTRs of (as clerk, head or OIC), each with its people's totals
 * of the month and its submission. An empty list: the caller is not a department's DTR clerk.
 */
export async function myDepartments(deps: Deps, actor: Actor, month = currentMonth(deps)): Promise<TMyDtrDepartments> {
  checkMonth(month);
  if (actor.personnelId === null) return { month, departments: [] };
  const kept = await repo.departmentsKeptBy(deps.db, actor.personnelId);
  const submissions = await repo.submissionsOf(
    deps.db,
    kept.map((d) => d.id),
    month,
  );
  const departments = [];
  for (const department of kept) {
    const submission = submissions.find((s) => s.department_id === department.id) ?? null;
    departments.push({
      id: department.id,
      fullname: department.fullname,
      acronym: department.acronym,
      campus: department.campus,
      my_role: roleOf(actor, department)!,
      status: stateOf(submission),
      submission: present(submission),
      people: await peopleWithTotals(deps, department.id, month),
    });
  }
  return { month, departments };
}

/**
 * The clerk (or head, or OIC) submits the month's DTRs: they go through the dtr_submission approval
 * chain (the head certifies them, the HR office receives them). A returned month is submitted again;
 * one already submitted or received is refused. The chain tells whoever acts first.
 */
export async function submitDtrs(deps: Deps, actor: Actor, body: TDtrSubmissionBody): Promise<TDtrSubmissionSaved> {
  const department = await mustKeep(deps, actor, body.department_id);
  checkMonth(body.month);
  const label = monthLabel(body.month);
  if (!(await repo.activePeopleIds(deps.db, department.id)).length) throw AppError.validation('department_id', 'This department has no active personnel.');
  const [before] = await repo.submissionsOf(deps.db, [department.id], body.month);
  // The submission and its approval request in one unit of work: with no chain, or nobody to certify, the month
  // stays as it was (not submitted, or returned).
  const alreadySubmitted = AppError.validation('month', `The DTRs of ${label} were already submitted.`);
  let id: number;
  try {
    id = await withTransaction(deps.db, async (tx) => {
      const submitted = await repo.submit(tx, { departmentId: department.id, month: body.month, userId: actor.userId, remarks: body.remarks || null });
      if (submitted === null) throw alreadySubmitted;
      const request = await startRequest(
        deps,
        {
          type: 'dtr_submission',
          requesterUserId: actor.userId,
          subjectId: submitted,
          title: `DTRs of ${label} — ${department.acronym}`,
          link: `/clerk/dtr_list?month=${body.month}`,
        },
        tx,
      );
      await repo.setApprovalRequest(tx, submitted, request.id);
      return submitted;
    });
  } catch (err) {
    if (err === alreadySubmitted) throw err;
    throw await refusalOf(deps, actor, department, err);
  }
  const after = present((await repo.submissionById(deps.db, id))!);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: before ? 'resubmit' : 'submit',
    entity: 'dtr_submissions',
    entityId: id,
    before: before ? present(before) : null,
    after,
    ip: actor.ip,
  });
  const next = after.waiting_for ? ` They now wait for ${after.waiting_for.who} (${after.waiting_for.label}).` : '';
  return { message: `The DTRs of ${label} have been submitted.${next}`, submission: after };
}

/**
 * Why the chain could not start, in the submitter's terms, on the form's department field. A head or
 * OIC cannot certify their own submission: the chain looks for the department's other head/OIC, then
 * up the department tree; when nobody is there, say so plainly.
 */
async function refusalOf(deps: Deps, actor: Actor, department: repo.KeptDepartment, err: unknown) {
  if (!(err instanceof AppError) || err.statusCode !== 422) return err;
  const role = roleOf(actor, department);
  if ((role === 'head' || role === 'oic') && actor.personnelId && (await repo.certifierCount(deps.db, actor.personnelId)) === 0) {
    const title = role === 'head' ? 'the head' : 'the officer-in-charge';
    return AppError.validation(
      'department_id',
      `You are ${title} of ${department.acronym}, and the DTRs you submit must be certified by someone else — but no other head, officer-in-charge or head of an office above is named. Let the DTR clerk submit them, or ask the HR office to name an officer-in-charge.`,
    );
  }
  return AppError.validation('department_id', err.message);
}

/** HR's view of a month: every active department (of a campus) with where its DTRs stand, and the counts. */
export async function listForMonth(deps: Deps, query: { month?: string; campus_id?: number }): Promise<TSubmissionsOfMonth> {
  const month = query.month ?? currentMonth(deps);
  checkMonth(month);
  const rows = await repo.departmentsWithSubmissions(deps.db, month, query.campus_id);
  const departments = rows.map((row) => ({ ...row, status: stateOf(row.submission), submission: present(row.submission) }));
  const count = (status: SubmissionState) => departments.filter((d) => d.status === status).length;
  return {
    month,
    counts: {
      departments: departments.length,
      // Returned DTRs are back with the department: they count again once submitted again.
      submitted: count('submitted') + count('received'),
      // At the chain's last step: certified by the head, waiting for HR to receive them.
      to_receive: departments.filter((d) => d.submission?.waiting_for && d.submission.waiting_for.position === d.submission.waiting_for.of).length,
      received: count('received'),
      returned: count('returned'),
      not_submitted: count('not_submitted'),
    },
    departments,
  };
}

/** The month's list as an Excel file (dtr-submissions-2026-11.xlsx), with the same campus filter. */
export async function exportMonth(deps: Deps, query: { month?: string; campus_id?: number }) {
  const list = await listForMonth(deps, query);
  return { fileName: `dtr-submissions-${list.month}.xlsx`, bytes: await submissionsWorkbook(list, `DTRs ${monthLabel(list.month)}`, deps.clock.now()) };
}
