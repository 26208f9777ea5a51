import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZAssessmentPost, ZShortlistRow, type TAssessmentPost, type TBoardRole, type TShortlistRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// The board's side of a post: who is on the shortlist, the members' ratings, and the posts a member assesses.

/** Stages in which the board rates an applicant. */
export const RATABLE = ['qualified', 'interview', 'assessed'] as const;
/** Stages that appear in the ranking: the rated, and the board's outcome. */
export const RANKED = [...RATABLE, 'selected', 'not_selected', 'appointed'] as const;

/** The board that assesses a post (as boards.repo boardIdOfPost), as a lateral join on `j`. */
const BOARD_OF_POST = `LATERAL (SELECT b.id, b.kind, b.name FROM selection_boards b WHERE b.kind = j.board AND (b.campus_id = j.campus_id OR b.campus_id IS NULL)
                                ORDER BY b.campus_id NULLS LAST, b.id LIMIT 1) b`;

/** Published and closed posts, of the boards `memberUserId` sits on (all when null), with the board's progress. */
export async function postsToAssess(
  db: Queryable,
  f: { memberUserId: number | null; userId: number; term?: string; page: number; perPage: number },
): Promise<{ rows: TAssessmentPost[]; total: number }> {
  const q = new SqlParams();
  const me = q.add(f.userId);
  const where = [`j.status <> 'draft'`];
  if (f.memberUserId !== null) where.push(`EXISTS (SELECT 1 FROM board_members m WHERE m.board_id = b.id AND m.user_id = ${q.add(f.memberUserId)})`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(lower(pos.name) LIKE ${like} OR lower(j.code) LIKE ${like} OR lower(d.fullname) LIKE ${like})`);
  }
  const rows = await query(
    db,
    ZAssessmentPost.extend({ __total: z.number().int() }),
    `SELECT j.id, j.code, j.status, j.slots, j.board AS board_kind, j.closing_date::text,
            json_build_object('id', pos.id, 'name', pos.name) AS position,
            json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
            json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus,
            json_build_object('id', b.id, 'kind', b.kind, 'name', b.name) AS board,
            (SELECT json_build_object(
                      'shortlisted', count(*) FILTER (WHERE a.status IN ('qualified', 'interview', 'assessed')),
                      'assessed', count(*) FILTER (WHERE a.status = 'assessed'),
                      'rated_by_me', count(*) FILTER (WHERE EXISTS (SELECT 1 FROM assessment_ratings r WHERE r.application_id = a.id AND r.member_user_id = ${me})))
               FROM job_applications a WHERE a.job_post_id = j.id) AS counts,
            count(*) OVER ()::int AS __total
       FROM job_posts j
       JOIN positions pos ON pos.id = j.position_id
       JOIN departments d ON d.id = j.department_id
       JOIN campuses c ON c.id = j.campus_id
       CROSS JOIN ${BOARD_OF_POST}
      WHERE ${where.join(' AND ')}
      ORDER BY j.closing_date DESC NULLS LAST, j.id DESC
      LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export type ShortlistRow = TShortlistRow;

export async function applicantsOf(db: Queryable, postId: number, statuses: readonly string[]): Promise<ShortlistRow[]> {
  return query(
    db,
    ZShortlistRow,
    `SELECT a.id AS application_id, u.name, a.status,
            (SELECT json_build_object('starts_at', s.starts_at, 'venue', s.venue, 'response', i.response)
               FROM interview_invitations i JOIN interview_slots s ON s.id = i.slot_id WHERE i.application_id = a.id ORDER BY i.id DESC LIMIT 1) AS interview
       FROM job_applications a JOIN users u ON u.id = a.applicant_user_id
      WHERE a.job_post_id = $1 AND a.status = ANY($2::text[])
      ORDER BY lower(u.name), a.id`,
    [postId, statuses],
  );
}

export type RatingRow = { application_id: number; member_user_id: number; criterion_id: number; score: number };

/** Every rating of the post's applications (one member's when `memberUserId` is given). */
export async function ratingsOfPost(db: Queryable, postId: number, memberUserId: number | null = null): Promise<RatingRow[]> {
  return query<RatingRow>(
    db,
    `SELECT r.application_id, r.member_user_id, r.criterion_id, r.score::float8 AS score
       FROM assessment_ratings r JOIN job_applications a ON a.id = r.application_id
      WHERE a.job_post_id = $1 AND ($2::int IS NULL OR r.member_user_id = $2)`,
    [postId, memberUserId],
  );
}

/** Who rated the post's applicants and how many each rated, beside the board's current members. */
export async function ratersOf(
  db: Queryable,
  postId: number,
  boardId: number,
): Promise<{ user_id: number; name: string; role: TBoardRole | null; rated: number }[]> {
  return query<{ user_id: number; name: string; role: TBoardRole | null; rated: number }>(
    db,
    `WITH rated AS (SELECT r.member_user_id AS user_id, count(DISTINCT r.application_id)::int AS rated
                      FROM assessment_ratings r JOIN job_applications a ON a.id = r.application_id WHERE a.job_post_id = $1 GROUP BY r.member_user_id),
          people AS (SELECT user_id FROM board_members WHERE board_id = $2 UNION SELECT user_id FROM rated)
     SELECT p.user_id, u.name, m.role, coalesce(rated.rated, 0) AS rated
       FROM people p JOIN users u ON u.id = p.user_id
       LEFT JOIN board_members m ON m.board_id = $2 AND m.user_id = p.user_id
       LEFT JOIN rated ON rated.user_id = p.user_id
      ORDER BY CASE m.role WHEN 'chair' THEN 0 WHEN 'member' THEN 1 WHEN 'secretariat' THEN 2 ELSE 3 END, lower(u.name)`,
    [postId, boardId],
  );
}

export async function applicationForRating(db: Queryable, id: number): Promise<{ id: number; job_post_id: number; status: string } | null> {
  return queryOne<{ id: number; job_post_id: number; status: string }>(db, `SELECT id, job_post_id, status FROM job_applications WHERE id = $1`, [id]);
}

export async function saveRatings(db: Queryable, applicationId: number, memberUserId: number, ratings: { criterion_id: number; score: number }[], at: Date) {
  await execute(
    db,
    `INSERT INTO assessment_ratings (application_id, member_user_id, criterion_id, score, rated_at)
     SELECT $1, $2, x.criterion_id, x.score, $5 FROM unnest($3::int[], $4::numeric[]) AS x(criterion_id, score)
     ON CONFLICT (application_id, member_user_id, criterion_id) DO UPDATE SET score = EXCLUDED.score, rated_at = EXCLUDED.rated_at`,
    [applicationId, memberUserId, ratings.map((r) => r.criterion_id), ratings.map((r) => r.score), at],
  );
}

/**
 * The latest approved IPCR of each internal applicant among these applications: an applicant whose account is an
 * employee's (users.personnel_id). External applicants have none.
 */
export async function latestIpcrOf(db: Queryable, applicationIds: number[]) {
  return query<{ application_id: number; rating: string; adjective: string | null; year: number; semester: number }>(
    db,
    `SELECT a.id AS application_id, x.final_rating::text AS rating, x.adjective, x.year, x.semester
       FROM job_applications a JOIN users u ON u.id = a.applicant_user_id
       JOIN LATERAL (SELECT i.final_rating, i.adjective, sp.year, sp.semester FROM ipcrs i JOIN spms_periods sp ON sp.id = i.period_id
                      WHERE i.personnel_id = u.personnel_id AND i.status = 'approved' AND i.final_rating IS NOT NULL
                      ORDER BY sp.ends_on DESC LIMIT 1) x ON true
      WHERE a.id = ANY($1::int[])`,
    [applicationIds],
  );
}
