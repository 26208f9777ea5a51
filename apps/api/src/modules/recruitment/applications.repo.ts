import { z } from 'zod';
import type { Queryable } from '@hris/db';
import {
  APPLICATION_STATUS_LABELS,
  ZApplicationDocument,
  ZApplicationEvent,
  ZApplicationInterview,
  ZApplicationRow,
  ZApplicantProfileSnapshot,
  ZAccountRef,
  ZDocumentRequest,
  type TApplicationDocument,
  type TApplicationEvent,
  type TApplicationRow,
  type TApplicationStatus,
  type TDocumentRequest,
} from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// Applications with their history, documents, document requests and interview, as the applicant's
// status page and HR's lists read them.

const label = (s: TApplicationStatus) => APPLICATION_STATUS_LABELS[s] ?? s;

export type ApplicationCore = {
  id: number;
  job_post_id: number;
  applicant_user_id: number;
  status: TApplicationStatus;
  remarks: string | null;
  submitted_at: string;
  board: string;
};

export async function findCore(db: Queryable, id: number): Promise<ApplicationCore | null> {
  return queryOne<ApplicationCore>(
    db,
    `SELECT a.id, a.job_post_id, a.applicant_user_id, a.status, a.remarks, a.submitted_at, j.board FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id WHERE a.id = $1`,
    [id],
  );
}

/** What every view of an application carries beside its row. */
export type ApplicationDetails = {
  events: TApplicationEvent[];
  documents: TApplicationDocument[];
  document_requests: TDocumentRequest[];
  interview: z.infer<typeof ZApplicationInterview> | null;
};

const ofApplication = { application_id: z.number().int() };
const ZEventRow = ZApplicationEvent.omit({ status_label: true }).extend(ofApplication);
const ZDocumentRow = ZApplicationDocument.extend(ofApplication);
const ZRequestRow = ZDocumentRequest.extend(ofApplication);
const ZInterviewRow = ZApplicationInterview.extend(ofApplication);

/** The details of applications (history, documents, requests, interview), keyed by application id. */
export async function detailsOf(db: Queryable, ids: number[]): Promise<Map<number, ApplicationDetails>> {
  if (!ids.length) return new Map<number, ApplicationDetails>();
  const [events, documents, requests, interviews] = await Promise.all([
    query(
      db,
      ZEventRow,
      `SELECT application_id, status, remarks, created_at FROM application_events WHERE application_id = ANY($1::int[]) ORDER BY created_at, id`,
      [ids],
    ),
    query(
      db,
      ZDocumentRow,
      `SELECT id, application_id, requirement, file_name, created_at FROM application_documents WHERE application_id = ANY($1::int[]) ORDER BY id`,
      [ids],
    ),
    query(
      db,
      ZRequestRow,
      `SELECT id, application_id, description, created_at, fulfilled_at FROM document_requests WHERE application_id = ANY($1::int[]) ORDER BY id`,
      [ids],
    ),
    query(
      db,
      ZInterviewRow,
      `SELECT DISTINCT ON (i.application_id) i.application_id, i.response, i.response_note, json_build_object('starts_at', s.starts_at, 'venue', s.venue) AS slot
         FROM interview_invitations i JOIN interview_slots s ON s.id = i.slot_id WHERE i.application_id = ANY($1::int[]) ORDER BY i.application_id, i.sent_at DESC, i.id DESC`,
      [ids],
    ),
  ]);
  const by = new Map<number, ApplicationDetails>();
  for (const id of ids) {
    const interview = interviews.find((r) => r.application_id === id);
    by.set(id, {
      events: events.filter((r) => r.application_id === id).map(({ application_id: _a, ...r }) => ({ ...r, status_label: label(r.status) })),
      documents: documents.filter((r) => r.application_id === id).map(({ application_id: _a, ...r }) => r),
      document_requests: requests.filter((r) => r.application_id === id).map(({ application_id: _a, ...r }) => r),
      interview: interview ? { slot: interview.slot, response: interview.response, response_note: interview.response_note } : null,
    });
  }
  return by;
}

export type OwnApplication = { id: number; job_post_id: number; status: TApplicationStatus; remarks: string | null; submitted_at: string };

export async function applicationsOfApplicant(db: Queryable, userId: number): Promise<OwnApplication[]> {
  return query<OwnApplication>(
    db,
    `SELECT id, job_post_id, status, remarks, submitted_at FROM job_applications WHERE applicant_user_id = $1 ORDER BY submitted_at DESC, id DESC`,
    [userId],
  );
}

export type ApplicationFilter = { jobPostId?: number; status?: string; term?: string };

const ZListRow = ZApplicationRow.omit({ status_label: true }).extend({ __total: z.number().int() });

export async function list(db: Queryable, f: ApplicationFilter & { page: number; perPage: number }): Promise<{ rows: TApplicationRow[]; total: number }> {
  const q = new SqlParams();
  const where = ['true'];
  if (f.jobPostId) where.push(`a.job_post_id = ${q.add(f.jobPostId)}`);
  if (f.status) where.push(`a.status = ${q.add(f.status)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(lower(u.name) LIKE ${like} OR lower(u.email) LIKE ${like} OR lower(pos.name) LIKE ${like})`);
  }
  const rows = await query(
    db,
    ZListRow,
    `SELECT a.id, a.status, a.remarks, a.submitted_at,
            json_build_object('id', u.id, 'name', u.name, 'email', u.email) AS applicant,
            json_build_object('id', j.id, 'code', j.code, 'position', pos.name) AS job_post,
            (SELECT count(*)::int FROM application_documents d WHERE d.application_id = a.id) AS documents_count,
            (SELECT i.response FROM interview_invitations i WHERE i.application_id = a.id ORDER BY i.sent_at DESC, i.id DESC LIMIT 1) AS interview_response,
            count(*) OVER ()::int AS __total
       FROM job_applications a JOIN users u ON u.id = a.applicant_user_id JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id
      WHERE ${where.join(' AND ')}
      ORDER BY a.submitted_at DESC, a.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => ({ ...r, status_label: label(r.status) })), total: rows[0]?.__total ?? 0 };
}

const ZSnapshotRow = z.object({ applicant: ZAccountRef, profile: ZApplicantProfileSnapshot });

export async function snapshotOf(db: Queryable, id: number): Promise<z.infer<typeof ZSnapshotRow> | null> {
  return queryOne(
    db,
    ZSnapshotRow,
    `SELECT json_build_object('id', u.id, 'name', u.name, 'email', u.email) AS applicant, a.profile_snapshot AS profile
       FROM job_applications a JOIN users u ON u.id = a.applicant_user_id WHERE a.id = $1`,
    [id],
  );
}

/** Whether the user sits on the board that assesses the application's post. */
export async function sitsOnBoardOf(db: Queryable, userId: number, applicationId: number): Promise<boolean> {
  const rows = await query<{ '?column?': number }>(
    db,
    `SELECT 1 FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id
       JOIN selection_boards b ON b.kind = j.board AND (b.campus_id IS NULL OR b.campus_id = j.campus_id)
       JOIN board_members m ON m.board_id = b.id AND m.user_id = $1
      WHERE a.id = $2 LIMIT 1`,
    [userId, applicationId],
  );
  return rows.length > 0;
}

/** The application takes the stage (and the remarks, when given); false when there is no such application. */
export async function moveToStage(db: Queryable, applicationId: number, status: TApplicationStatus, remarks: string | null): Promise<boolean> {
  return (
    (await execute(db, `UPDATE job_applications SET status = $2, remarks = coalesce($3, remarks), updated_at = now() WHERE id = $1`, [
      applicationId,
      status,
      remarks,
    ])) > 0
  );
}

/** The application's history keeps the stage. */
export async function insertEvent(db: Queryable, e: { applicationId: number; status: TApplicationStatus; remarks: string | null; actorUserId: number | null }) {
  await execute(db, `INSERT INTO application_events (application_id, status, remarks, actor_user_id) VALUES ($1, $2, $3, $4)`, [
    e.applicationId,
    e.status,
    e.remarks,
    e.actorUserId,
  ]);
}

/** Who applied, their address, and the post: what a message to the applicant names. */
export function applicantToTell(db: Queryable, applicationId: number) {
  return queryOne<{ applicant_user_id: number; email: string; name: string; position: string; code: string }>(
    db,
    `SELECT a.applicant_user_id, u.email, u.name, pos.name AS position, j.code
       FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id JOIN users u ON u.id = a.applicant_user_id
      WHERE a.id = $1`,
    [applicationId],
  );
}

/** Whether the applicant already applied for the post. */
export async function hasApplied(db: Queryable, jobPostId: number, userId: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM job_applications WHERE job_post_id = $1 AND applicant_user_id = $2`, [jobPostId, userId])) > 0;
}

/** A new application with the applicant's data as read when they applied; answers its id (a second one for the post fails: 23505). */
export async function insertApplication(tx: Queryable, jobPostId: number, userId: number, snapshot: unknown): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO job_applications (job_post_id, applicant_user_id, status, profile_snapshot) VALUES ($1, $2, 'submitted', $3) RETURNING id`,
    [jobPostId, userId, JSON.stringify(snapshot)],
  );
  return row!.id;
}

/** A document of the application (one the post requires, or one HR asked for later). */
export async function insertDocument(
  tx: Queryable,
  applicationId: number,
  d: { requirement: string; documentRequestId?: number; storage_key: string; file_name: string; size_bytes: number },
): Promise<TApplicationDocument> {
  const row = await queryOne(
    tx,
    ZApplicationDocument,
    `INSERT INTO application_documents (application_id, requirement, document_request_id, storage_key, file_name, size_bytes) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, requirement, file_name, created_at`,
    [applicationId, d.requirement, d.documentRequestId ?? null, d.storage_key, d.file_name, d.size_bytes],
  );
  return row!;
}

export async function insertDocumentRequest(db: Queryable, applicationId: number, description: string, byUserId: number): Promise<TDocumentRequest> {
  const row = await queryOne(
    db,
    ZDocumentRequest,
    `INSERT INTO document_requests (application_id, description, requested_by_user_id) VALUES ($1, $2, $3) RETURNING id, description, created_at, fulfilled_at`,
    [applicationId, description, byUserId],
  );
  return row!;
}

/** A document HR asked of this application. */
export function documentRequestOf(db: Queryable, applicationId: number, requestId: number) {
  return queryOne<{ id: number; description: string; fulfilled_at: string | null }>(
    db,
    `SELECT id, description, fulfilled_at FROM document_requests WHERE id = $1 AND application_id = $2`,
    [requestId, applicationId],
  );
}

export async function markRequestFulfilled(tx: Queryable, requestId: number, at: Date): Promise<void> {
  await execute(tx, `UPDATE document_requests SET fulfilled_at = $2 WHERE id = $1`, [requestId, at]);
}

/** An uploaded document of this application: where its file is kept and what it is. */
export function documentOf(db: Queryable, applicationId: number, documentId: number) {
  return queryOne<{ storage_key: string; file_name: string; requirement: string }>(
    db,
    `SELECT storage_key, file_name, requirement FROM application_documents WHERE id = $1 AND application_id = $2`,
    [documentId, applicationId],
  );
}
