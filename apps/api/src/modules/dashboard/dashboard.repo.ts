import type { Queryable } from '@hris/db';
import { ZDashboardApplication, ZDashboardOpenPost, type TRequestStatus } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';

// Counts and short lists for the dashboard. Each reads only what the service has already decided
// the caller may see (their own rows, or a queue their views open).

const count = async (db: Queryable, sql: string, params: unknown[] = []) => (await queryOne<{ n: number }>(db, sql, params))?.n ?? 0;

/** PDS submitted and not yet verified or returned, leaving out the checker's own. */
export function countPdsToCheck(db: Queryable, ownPersonnelId: number | null): Promise<number> {
  return count(db, `SELECT count(*)::int AS n FROM pds_submissions WHERE status = 'submitted' AND personnel_id IS DISTINCT FROM $1`, [ownPersonnelId ?? -1]);
}

/** Applications received and not yet screened, leaving out the screener's own. */
export function countApplicationsToScreen(db: Queryable, ownUserId: number): Promise<number> {
  return count(db, `SELECT count(*)::int AS n FROM job_applications WHERE status = 'submitted' AND applicant_user_id <> $1`, [ownUserId]);
}

export type OwnRequestRow = { id: number; request_type: string; title: string; status: TRequestStatus; link: string | null; filed_at: string };

/** The user's latest requests through the approval chain. */
export function latestRequestsOf(db: Queryable, userId: number, limit: number): Promise<OwnRequestRow[]> {
  return query<OwnRequestRow>(
    db,
    `SELECT id, request_type, title, status, link, created_at AS filed_at FROM approval_requests WHERE requester_user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** The user's own job applications, newest first. */
export function applicationsOf(db: Queryable, userId: number, limit: number) {
  return query(
    db,
    ZDashboardApplication.omit({ status_label: true }),
    `SELECT a.id, pos.name AS position, j.code AS post_code, a.status, a.submitted_at
       FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id
      WHERE a.applicant_user_id = $1 ORDER BY a.submitted_at DESC, a.id DESC LIMIT $2`,
    [userId, limit],
  );
}

const OPEN = `j.status = 'published' AND j.publish_from <= $1::date AND j.closing_date >= $1::date`;

/** Posts open on the day, closing soonest first. */
export function openPosts(db: Queryable, today: string, limit: number) {
  return query(
    db,
    ZDashboardOpenPost,
    `SELECT j.code, pos.name AS position, c.name AS campus, j.closing_date::text AS closing_date
       FROM job_posts j JOIN positions pos ON pos.id = j.position_id JOIN campuses c ON c.id = j.campus_id
      WHERE ${OPEN} ORDER BY j.closing_date, j.id LIMIT $2`,
    [today, limit],
  );
}

export function countOpenPosts(db: Queryable, today: string): Promise<number> {
  return count(db, `SELECT count(*)::int AS n FROM job_posts j WHERE ${OPEN}`, [today]);
}
