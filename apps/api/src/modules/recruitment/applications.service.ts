import { withTransaction } from '@hris/db';
import {
  APPLICATION_STATUS_LABELS,
  type TApplication,
  type TApplicationStatus,
  type TApplyBody,
  type TMyApplication,
  type TPublicJobPost,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { claimUpload } from '../../lib/uploads';
import { applicationData, incompleteMessage } from './application-source';
import { recordApplicationEvent, tellApplicant } from './application-events';
import * as repo from './applications.repo';
import * as posts from './job-posts.repo';
import { publicPost } from './job-posts.service';

// Applications: Apply Now (the post, the profile or an employee's PDS as the server reads it, a PDF for each required document),
// the applicant's status page, HR's screening against the qualification standards, documents asked
// for later. Applicants see only their own; HR (APPLICANTS, RSP) all; board members their board's posts.

export const APPLICATIONS_OFFICE = ['APPLICANTS', 'RSP'] as const;
const NOT_FOUND = 'The application was not found.';
/** Stages HR may still screen from (before the interview). */
const SCREENABLE = new Set(['submitted', 'qualified', 'not_qualified']);
/** Stages an applicant may still withdraw from. */
const WITHDRAWABLE = new Set(['submitted', 'qualified', 'not_qualified', 'interview', 'assessed']);

const label = (s: TApplicationStatus) => APPLICATION_STATUS_LABELS[s] ?? s;

export async function apply(deps: Deps, actor: Actor, body: TApplyBody) {
  const today = deps.clock.today();
  const post = await posts.findById(deps.db, today, body.job_post_id);
  if (!post || post.status === 'draft') throw AppError.validation('job_post_id', 'The job post was not found.');
  if (!post.is_open)
    throw AppError.validation(
      'job_post_id',
      post.status === 'closed' || (post.closing_date && post.closing_date < today)
        ? `Applications for this post closed on ${post.closing_date}.`
        : 'This post is not open for applications yet.',
    );
  if (await repo.hasApplied(deps.db, post.id, actor.userId))
    throw AppError.validation('job_post_id', 'You already applied for this post; see its progress under My applications.');
  // The applicant's data is read here, never taken from the client: an employee's PDS, an applicant's profile.
  const { source, profile } = await applicationData(deps, actor);
  if (!profile.complete) throw AppError.validation('profile', incompleteMessage(source, profile));
  const errors: Record<string, string[]> = {};
  post.documents_required.forEach((requirement, i) => {
    if (!body.documents.some((d) => d.requirement === requirement)) errors[`documents.${i}`] = [`Upload the ${requirement} (PDF).`];
  });
  body.documents.forEach((d, i) => {
    if (!post.documents_required.includes(d.requirement)) errors[`documents.${i}.requirement`] = [`"${d.requirement}" is not a document this post asks for.`];
  });
  if (Object.keys(errors).length) throw AppError.validationMany(errors);

  // The files are the applicant's own uploads, each taken once; only then is the application written.
  const files: { requirement: string; storage_key: string; file_name: string; size_bytes: number }[] = [];
  for (const [i, d] of body.documents.entries()) {
    const upload = await claimUpload(deps.db, d.path, actor.userId);
    if (!upload) throw AppError.validation(`documents.${i}.path`, 'The uploaded file was not found; upload it again.');
    files.push({ requirement: d.requirement, ...upload });
  }
  // The application and its documents, all or none.
  const id = await withTransaction(deps.db, async (tx) => {
    let applicationId: number;
    try {
      applicationId = await repo.insertApplication(tx, post.id, actor.userId, { ...profile, source });
    } catch (err) {
      if ((err as { code?: string }).code === '23505')
        throw AppError.validation('job_post_id', 'You already applied for this post; see its progress under My applications.');
      throw err;
    }
    for (const f of files) await repo.insertDocument(tx, applicationId, f);
    return applicationId;
  });
  await recordApplicationEvent(deps, {
    applicationId: id,
    status: 'submitted',
    remarks: 'We received your application and documents.',
    actorUserId: actor.userId,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'job_application',
    entityId: id,
    after: { job_post_id: post.id, documents: files.map((f) => f.requirement), data_from: source.kind, pds_verified_at: source.verified_at },
    ip: actor.ip,
  });
  return {
    message: `Your application for ${post.position.name} has been received.`,
    application: (await myApplications(deps, actor)).applications.find((a) => a.id === id)!,
  };
}

export async function myApplications(deps: Deps, actor: Actor): Promise<{ applications: TMyApplication[] }> {
  const own = await repo.applicationsOfApplicant(deps.db, actor.userId);
  const details = await repo.detailsOf(
    deps.db,
    own.map((a) => a.id),
  );
  const postsById = new Map<number, TPublicJobPost>();
  for (const postId of new Set(own.map((a) => a.job_post_id))) {
    const post = await posts.findById(deps.db, deps.clock.today(), postId);
    if (post) postsById.set(postId, publicPost(post));
  }
  return {
    applications: own.map(({ job_post_id, ...a }) => ({ ...a, status_label: label(a.status), job_post: postsById.get(job_post_id)!, ...details.get(a.id)! })),
  };
}

/** The applicant's own application, or 404. */
async function mustOwn(deps: Deps, actor: Actor, id: number) {
  const app = await repo.findCore(deps.db, id);
  if (!app || app.applicant_user_id !== actor.userId) throw AppError.notFound(NOT_FOUND);
  return app;
}

/** Employees apply too: someone in the office does not screen or ask documents of their own application. */
function refuseOwnApplication(actor: Actor, app: repo.ApplicationCore) {
  if (app.applicant_user_id === actor.userId) throw AppError.forbidden('You cannot act on your own application; another member of the office must.');
}

/** Whether the caller may read an application: its applicant, the office, or a member of the post's board. */
async function maySee(deps: Deps, actor: Actor, app: repo.ApplicationCore) {
  return app.applicant_user_id === actor.userId || hasAnyView(actor, APPLICATIONS_OFFICE) || (await repo.sitsOnBoardOf(deps.db, actor.userId, app.id));
}

export async function listApplications(deps: Deps, q: { job_post_id?: number; status?: string; term?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.list(deps.db, {
    jobPostId: q.job_post_id,
    status: q.status,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    page: q.page,
    perPage: q.per_page,
  });
  return { applications: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function getApplication(deps: Deps, actor: Actor, id: number): Promise<{ application: TApplication }> {
  const app = await repo.findCore(deps.db, id);
  if (!app || !(await maySee(deps, actor, app))) throw AppError.notFound(NOT_FOUND);
  const [details, snapshot, post] = await Promise.all([
    repo.detailsOf(deps.db, [id]),
    repo.snapshotOf(deps.db, id),
    posts.findById(deps.db, deps.clock.today(), app.job_post_id),
  ]);
  await auditPersonalRead(deps, actor, {
    entity: 'applicant_profile',
    entityId: app.applicant_user_id,
    userId: app.applicant_user_id,
    what: 'application with the profile as applied',
    details: { application_id: id },
  });
  return {
    application: {
      id: app.id,
      status: app.status,
      status_label: label(app.status),
      remarks: app.remarks,
      submitted_at: app.submitted_at,
      job_post: post ? publicPost(post) : null,
      applicant: snapshot!.applicant,
      profile: snapshot!.profile,
      ...details.get(id)!,
    },
  };
}

/** HR's screening against the qualification standards; the applicant is told, with the reason when not qualified. */
export async function screen(deps: Deps, actor: Actor, id: number, body: { decision: 'qualified' | 'not_qualified'; remarks?: string | null }) {
  const app = await repo.findCore(deps.db, id);
  if (!app) throw AppError.notFound(NOT_FOUND);
  refuseOwnApplication(actor, app);
  if (!SCREENABLE.has(app.status)) throw AppError.validation('decision', `This application is already at "${label(app.status)}"; it is no longer screened.`);
  const remarks =
    body.decision === 'qualified'
      ? (body.remarks ?? 'You meet the qualification standards of the post. We will tell you the interview schedule.')
      : `You do not meet the qualification standards: ${body.remarks}`;
  await recordApplicationEvent(deps, { applicationId: id, status: body.decision, remarks, actorUserId: actor.userId });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: body.decision,
    entity: 'job_application',
    entityId: id,
    before: { status: app.status },
    after: { status: body.decision, remarks },
    ip: actor.ip,
  });
  return {
    message: body.decision === 'qualified' ? 'Marked qualified; the applicant has been told.' : 'Marked not qualified; the applicant has been told why.',
    application: (await getApplication(deps, actor, id)).application,
  };
}

export async function requestDocument(deps: Deps, actor: Actor, id: number, description: string) {
  const app = await repo.findCore(deps.db, id);
  if (!app) throw AppError.notFound(NOT_FOUND);
  refuseOwnApplication(actor, app);
  const request = await repo.insertDocumentRequest(deps.db, id, description, actor.userId);
  await tellApplicant(deps, id, {
    headline: 'A document is requested',
    bell: `Please submit: ${description}`,
    lines: [`Please submit: ${description}.`, `Upload it (PDF) at ${deps.config.publicUrl}/jobs/${id}/other/submissions/${request.id}`],
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'request_document',
    entity: 'job_application',
    entityId: id,
    after: { description },
    ip: actor.ip,
  });
  return { message: 'The applicant has been asked for the document.', document_request: request };
}

/** Submit Documents: the applicant answers one of HR's requests with a PDF. */
export async function submitDocument(deps: Deps, actor: Actor, id: number, body: { document_request_id: number; path: string }) {
  await mustOwn(deps, actor, id);
  const request = await repo.documentRequestOf(deps.db, id, body.document_request_id);
  if (!request) throw AppError.validation('document_request_id', 'This document was not requested of this application.');
  if (request.fulfilled_at) throw AppError.validation('document_request_id', 'This document was already submitted.');
  const upload = await claimUpload(deps.db, body.path, actor.userId);
  if (!upload) throw AppError.validation('path', 'The uploaded file was not found; upload it again.');
  // The document and the request it fulfils, together.
  const doc = await withTransaction(deps.db, async (tx) => {
    const row = await repo.insertDocument(tx, id, { requirement: request.description, documentRequestId: request.id, ...upload });
    await repo.markRequestFulfilled(tx, request.id, deps.clock.now());
    return row;
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'submit_document',
    entity: 'job_application',
    entityId: id,
    after: { requirement: request.description },
    ip: actor.ip,
  });
  return { message: 'Your document has been submitted.', document: doc };
}

export async function withdraw(deps: Deps, actor: Actor, id: number) {
  const app = await mustOwn(deps, actor, id);
  if (!WITHDRAWABLE.has(app.status)) throw AppError.validation('status', `An application at "${label(app.status)}" is not withdrawn.`);
  await recordApplicationEvent(deps, { applicationId: id, status: 'withdrawn', remarks: 'You withdrew this application.', actorUserId: actor.userId });
  return { message: 'Your application has been withdrawn.' };
}

/** One uploaded document, to whoever may see the application. */
export async function documentOf(deps: Deps, actor: Actor, id: number, documentId: number) {
  const app = await repo.findCore(deps.db, id);
  if (!app || !(await maySee(deps, actor, app))) throw AppError.notFound(NOT_FOUND);
  const doc = await repo.documentOf(deps.db, id, documentId);
  if (!doc) throw AppError.notFound('The document was not found.');
  const bytes = await deps.storage.get(doc.storage_key);
  if (!bytes) throw AppError.notFound('The document file is missing.');
  await auditPersonalRead(deps, actor, {
    entity: 'applicant_document',
    entityId: documentId,
    userId: app.applicant_user_id,
    what: doc.requirement,
    details: { application_id: id },
  });
  return { bytes, fileName: doc.file_name.replace(/"/g, '') };
}
