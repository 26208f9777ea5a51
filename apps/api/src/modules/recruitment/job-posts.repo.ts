import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZJobPost, ZJobPostRow, type TJobPost, type TJobPostBody, type TJobPostRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// Job posts with what the board and the pages show of them. "Open" = published, and today (Manila, from the
// clock) between the publication date and the closing date: every SELECT takes today as its $1.

const OPEN = `j.status = 'published' AND j.publish_from <= $1::date AND j.closing_date >= $1::date`;

const SELECT = `
  SELECT j.id, j.code, j.plantilla_item_no, j.salary_grade, j.monthly_salary::float8 AS monthly_salary, j.board, j.slots, j.education, j.training,
         j.experience, j.eligibility, j.competencies, j.documents_required, j.publish_from::text, j.closing_date::text, j.status, j.hiring_request_id,
         j.created_at, j.updated_at, (${OPEN}) AS is_open,
         json_build_object('id', pos.id, 'name', pos.name) AS position,
         json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
    FROM job_posts j
    JOIN positions pos ON pos.id = j.position_id
    JOIN departments d ON d.id = j.department_id
    JOIN campuses c ON c.id = j.campus_id`;

export type JobPostRow = TJobPostRow;

export type JobPostFilter = { status?: string; term?: string; campusId?: number; departmentId?: number; openOnly?: boolean };

function whereOf(f: JobPostFilter, q: SqlParams): string {
  const where = ['true'];
  if (f.openOnly) where.push(OPEN);
  if (f.status) where.push(`j.status = ${q.add(f.status)}`);
  if (f.campusId) where.push(`j.campus_id = ${q.add(f.campusId)}`);
  if (f.departmentId) where.push(`j.department_id = ${q.add(f.departmentId)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(
      `(lower(pos.name) LIKE ${like} OR lower(d.fullname) LIKE ${like} OR lower(j.code) LIKE ${like} OR lower(coalesce(j.plantilla_item_no, '')) LIKE ${like})`,
    );
  }
  return where.join(' AND ');
}

export async function list(
  db: Queryable,
  today: string,
  f: JobPostFilter & { page: number; perPage: number; withCounts?: boolean },
): Promise<{ rows: TJobPost[]; total: number }> {
  const q = new SqlParams();
  q.add(today);
  const counts = f.withCounts
    ? `, (SELECT json_build_object('applications', count(*), 'qualified', count(*) FILTER (WHERE a.status = 'qualified'), 'not_qualified', count(*) FILTER (WHERE a.status = 'not_qualified'),
          'interview', count(*) FILTER (WHERE a.status = 'interview'), 'assessed', count(*) FILTER (WHERE a.status = 'assessed')) FROM job_applications a WHERE a.job_post_id = x.id) AS counts`
    : '';
  const rows = await query(
    db,
    ZJobPost.extend({ __total: z.number() }),
    `SELECT x.*${counts}, count(*) OVER ()::int AS __total FROM (${SELECT} WHERE ${whereOf(f, q)}) x
      ORDER BY ${f.openOnly ? 'x.closing_date, x.id' : 'x.created_at DESC, x.id DESC'} LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export async function findById(db: Queryable, today: string, id: number): Promise<JobPostRow | null> {
  return queryOne(db, ZJobPostRow, `${SELECT} WHERE j.id = $2`, [today, id]);
}

export async function findByCode(db: Queryable, today: string, code: string): Promise<JobPostRow | null> {
  return queryOne(db, ZJobPostRow, `${SELECT} WHERE lower(j.code) = lower($2)`, [today, code]);
}

const COLUMNS = `hiring_request_id, position_id, department_id, campus_id, plantilla_item_no, salary_grade, monthly_salary, board, slots,
  education, training, experience, eligibility, competencies, documents_required`;
const values = (b: TJobPostBody) => [
  b.hiring_request_id ?? null,
  b.position_id,
  b.department_id,
  b.campus_id,
  b.plantilla_item_no ?? null,
  b.salary_grade,
  b.monthly_salary,
  b.board,
  b.slots,
  b.education,
  b.training,
  b.experience,
  b.eligibility,
  b.competencies ?? null,
  JSON.stringify(b.documents_required),
];

export async function insert(db: Queryable, code: string, b: TJobPostBody, userId: number): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO job_posts (${COLUMNS}, code, created_by_user_id, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'draft') RETURNING id`,
    [...values(b), code, userId],
  );
  return row!.id;
}

export async function update(db: Queryable, id: number, b: TJobPostBody) {
  await execute(
    db,
    `UPDATE job_posts SET (${COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16), updated_at = now() WHERE id = $1`,
    [id, ...values(b)],
  );
}

export async function setStatus(db: Queryable, id: number, v: { status: string; publishFrom?: string; closingDate?: string; at: Date }) {
  await execute(
    db,
    `UPDATE job_posts SET status = $2::varchar, publish_from = coalesce($3::date, publish_from), closing_date = coalesce($4::date, closing_date),
       published_at = CASE WHEN $2::varchar = 'published' THEN $5::timestamptz ELSE published_at END, closed_at = CASE WHEN $2::varchar = 'closed' THEN $5::timestamptz ELSE closed_at END, updated_at = now()
     WHERE id = $1`,
    [id, v.status, v.publishFrom ?? null, v.closingDate ?? null, v.at],
  );
}

/** What a new post copies from its position: the salary grade and the amount at step 1 on `today`. */
export async function positionFacts(db: Queryable, today: string, positionId: number): Promise<{ salary_grade: number | null; amount: number | null } | null> {
  return queryOne<{ salary_grade: number | null; amount: number | null }>(
    db,
    `SELECT p.salary_grade, (SELECT amount::float8 FROM salary_schedule s WHERE s.grade = p.salary_grade AND s.step = 1 AND s.effective_date <= $2::date ORDER BY effective_date DESC LIMIT 1) AS amount
       FROM positions p WHERE p.id = $1`,
    [positionId, today],
  );
}
