import type { TDtrSubmissionBody, TDtrSubmissionReview } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { manilaParts } from '../../domain/manila-time';
import { notify } from '../notifications';
import { checkMonth, departmentMonth } from '../dtr/dtr.service';
import * as repo from './dtr-submissions.repo';
import { submissionsWorkbook } from './dtr-submissions.export';

/** HR's attendance office receives the departments' DTRs. */
export const REVIEW_SUBMISSIONS = ['EDATSADMIN'] as const;

const DEPARTMENT_NOT_FOUND = 'The department was not found.';
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" as "November 2026", the way the office writes it. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The current month in Manila, the default of every month filter here. */
export const currentMonth = () => manilaParts(new Date()).date.slice(0, 7);

export type SubmissionState = 'not_submitted' | repo.SubmissionStatus;
type KeeperRole = 'clerk' | 'head' | 'oic';

/** A submission as the API answers it: instants as ISO strings, the submitter's personnel id kept inside. */
function present(submission: repo.Submission | null) {
  if (!submission) return null;
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  const { submitted_by: by, ...rest } = submission;
  return { ...rest, submitted_by: by ? { id: by.id, name: by.name } : null, submitted_at: iso(submission.submitted_at)!, reviewed_at: iso(submission.reviewed_at) };
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
export async function peopleWithTotals(deps: Deps, departmentId: number, month: string, facultyOnly = false) {
  const ids = await repo.activePeopleIds(deps.db, departmentId, facultyOnly);
  const dtrs = await departmentMonth(deps, ids, month);
  return dtrs.map(({ personnel, totals }) => ({ personnel, totals }));
}

/**
 * The departments the caller keeps the DTRs of (as clerk, head or OIC), each with its people's totals
 * of the month and its submission. An empty list: the caller is not a department's DTR clerk.
 */
export async function myDepartments(deps: Deps, actor: Actor, month = currentMonth()) {
  checkMonth(month);
  if (actor.personnelId === null) return { month, departments: [] };
  const kept = await repo.departmentsKeptBy(deps.db, actor.personnelId);
  const submissions = await repo.submissionsOf(deps.db, kept.map((d) => d.id), month);
  const departments = [];
  for (const department of kept) {
    const submission = submissions.find((s) => s.department_id === department.id) ?? null;
    departments.push({
      id: department.id,
      fullname: department.fullname,
      acronym: department.acronym,
      campus: department.campus,
      my_role: roleOf(actor, department)!,
      status: (submission?.status ?? 'not_submitted') as SubmissionState,
      submission: present(submission),
      people: await peopleWithTotals(deps, department.id, month),
    });
  }
  return { month, departments };
}

/**
 * The clerk (or head, or OIC) hands the month's DTRs to HR. A returned month is submitted again; one
 * already submitted or received is refused. HR's attendance office is told.
 */
export async function submitDtrs(deps: Deps, actor: Actor, body: TDtrSubmissionBody) {
  const department = await mustKeep(deps, actor, body.department_id);
  checkMonth(body.month);
  const label = monthLabel(body.month);
  if (!(await repo.activePeopleIds(deps.db, department.id)).length) throw AppError.validation('department_id', 'This department has no active personnel.');
  const [before] = await repo.submissionsOf(deps.db, [department.id], body.month);
  const id = await repo.submit(deps.db, { departmentId: department.id, month: body.month, userId: actor.userId, remarks: body.remarks || null });
  if (id === null) throw AppError.validation('month', `The DTRs of ${label} were already submitted.`);
  const after = present(await repo.submissionById(deps.db, id));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: before ? 'resubmit' : 'submit', entity: 'dtr_submissions', entityId: id, before: present(before ?? null), after, ip: actor.ip });
  const note = body.remarks ? ` Remarks: ${body.remarks}` : '';
  for (const userId of await repo.userIdsWithView(deps.db, 'EDATSADMIN')) {
    await notify(deps, { userId }, {
      title: before ? 'DTRs submitted again' : 'DTRs submitted',
      description: `${department.fullname} submitted the DTRs of ${label}.${note}`,
      link: `/edats/dtr-submission?month=${body.month}`,
    });
  }
  return { message: `The DTRs of ${label} have been submitted to HR.`, submission: after };
}

/** HR's view of a month: every active department (of a campus) with where its DTRs stand, and the counts. */
export async function listForMonth(deps: Deps, query: { month?: string; campus_id?: number }) {
  const month = query.month ?? currentMonth();
  checkMonth(month);
  const rows = await repo.departmentsWithSubmissions(deps.db, month, query.campus_id);
  const departments = rows.map((row) => ({ ...row, status: (row.submission?.status ?? 'not_submitted') as SubmissionState, submission: present(row.submission) }));
  const count = (status: SubmissionState) => departments.filter((d) => d.status === status).length;
  return {
    month,
    counts: {
      departments: departments.length,
      // Returned DTRs are back with the department: they count again once submitted again.
      submitted: count('submitted') + count('received'),
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
  return { fileName: `dtr-submissions-${list.month}.xlsx`, bytes: await submissionsWorkbook(list, `DTRs ${monthLabel(list.month)}`) };
}

/** HR receives a department's DTRs, or returns them with remarks; the clerk who submitted them is told. */
export async function reviewSubmission(deps: Deps, actor: Actor, id: number, body: TDtrSubmissionReview) {
  const before = await repo.submissionById(deps.db, id);
  if (!before) throw AppError.notFound('The DTR submission was not found.');
  const label = monthLabel(before.month);
  const refuse = (status: repo.SubmissionStatus) =>
    AppError.validation(
      'action',
      status === 'received' ? `The DTRs of ${label} were already received.` : `The DTRs of ${label} were returned to the department; they must be submitted again first.`,
    );
  if (before.status !== 'submitted') throw refuse(before.status);
  const status = body.action === 'receive' ? 'received' : 'returned';
  if (!(await repo.review(deps.db, id, { status, userId: actor.userId, remarks: body.remarks || null }))) {
    throw refuse((await repo.submissionById(deps.db, id))!.status);
  }
  const after = present(await repo.submissionById(deps.db, id));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: body.action, entity: 'dtr_submissions', entityId: id, before: present(before), after, ip: actor.ip });
  await tellKeepers(deps, before, status, body.remarks);
  const department = (await repo.departmentOf(deps.db, before.department_id))!;
  const message = status === 'received' ? `The DTRs of ${department.acronym} for ${label} have been received.` : `The DTRs of ${department.acronym} for ${label} have been returned to the department.`;
  return { message, submission: after };
}

/** The submitter and the department's clerk (when someone else) hear HR's decision. */
async function tellKeepers(deps: Deps, submission: repo.Submission, status: 'received' | 'returned', remarks?: string) {
  const department = await repo.departmentOf(deps.db, submission.department_id);
  const label = monthLabel(submission.month);
  const message = {
    title: status === 'received' ? 'DTRs received by HR' : 'DTRs returned by HR',
    description:
      status === 'received'
        ? `HR received the DTRs of ${department?.fullname} for ${label}.${remarks ? ` Remarks: ${remarks}` : ''}`
        : `HR returned the DTRs of ${department?.fullname} for ${label}. Remarks: ${remarks}`,
    link: `/clerk/dtr_list?month=${submission.month}`,
  };
  if (submission.submitted_by) await notify(deps, { userId: submission.submitted_by.id }, message);
  const clerk = department?.dtr_clerk_personnel_id;
  if (clerk && clerk !== submission.submitted_by?.personnel_id) await notify(deps, { personnelId: clerk }, message);
}
