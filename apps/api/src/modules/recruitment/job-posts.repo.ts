import type { Database } from '@hris/db';
import type { TJobPostBody } from '@hris/contracts';
import { containsPattern, SqlParams } from '../../lib/sql';

// Job posts with what the board and the pages show of them. "Open" = published, and today (Manila)
// between the publication date and the closing date.

const OPEN = `j.status = 'published' AND j.publish_from <= (now() AT TIME ZONE 'Asia/Manila')::date AND j.closing_date >= (now() AT TIME ZONE 'Asia/Manila')::date`;

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

export type JobPostRow = {
  id: number; code: string; plantilla_item_no: string | null; salary_grade: number; monthly_salary: number; board: 'NAPB' | 'APB'; slots: number;
  education: string; training: string; experience: string; eligibility: string; competencies: string | null; documents_required: string[];
  publish_from: string | null; closing_date: string | null; status: 'draft' | 'published' | 'closed'; hiring_request_id: number | null;
  created_at: string; updated_at: string; is_open: boolean;
  position: { id: number; name: string }; department: { id: number; fullname: string; acronym: string }; campus: { id: number; name: string; acronym: string };
};

export type JobPostFilter = { status?: string; term?: string; campusId?: number; departmentId?: number; openOnly?: boolean };

function whereOf(f: JobPostFilter, q: SqlParams): string {
  const where = ['true'];
  if (f.openOnly) where.push(OPEN);
  if (f.status) where.push(`j.status = ${q.add(f.status)}`);
  if (f.campusId) where.push(`j.campus_id = ${q.add(f.campusId)}`);
  if (f.departmentId) where.push(`j.department_id = ${q.add(f.departmentId)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(lower(pos.name) LIKE ${like} OR lower(d.fullname) LIKE ${like} OR lower(j.code) LIKE ${like} OR lower(coalesce(j.plantilla_item_no, '')) LIKE ${like})`);
  }
  return where.join(' AND ');
}

export async function list(db: Database, f: JobPostFilter & { page: number; perPage: number; withCounts?: boolean }) {
  const q = new SqlParams();
  const counts = f.withCounts
    ? `, (SELECT json_build_object('applications', count(*), 'qualified', count(*) FILTER (WHERE a.status = 'qualified'), 'not_qualified', count(*) FILTER (WHERE a.status = 'not_qualified'),
          'interview', count(*) FILTER (WHERE a.status = 'interview'), 'assessed', count(*) FILTER (WHERE a.status = 'assessed')) FROM job_applications a WHERE a.job_post_id = x.id) AS counts`
    : '';
  const { rows } = await db.$client.query(
    `SELECT x.*${counts}, count(*) OVER ()::int AS __total FROM (${SELECT} WHERE ${whereOf(f, q)}) x
      ORDER BY ${f.openOnly ? 'x.closing_date, x.id' : 'x.created_at DESC, x.id DESC'} LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r as JobPostRow), total: (rows[0]?.__total as number | undefined) ?? 0 };
}

export async function findById(db: Database, id: number): Promise<JobPostRow | null> {
  const { rows } = await db.$client.query(`${SELECT} WHERE j.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findByCode(db: Database, code: string): Promise<JobPostRow | null> {
  const { rows } = await db.$client.query(`${SELECT} WHERE lower(j.code) = lower($1)`, [code]);
  return rows[0] ?? null;
}

const COLUMNS = `hiring_request_id, position_id, department_id, campus_id, plantilla_item_no, salary_grade, monthly_salary, board, slots,
  education, training, experience, eligibility, competencies, documents_required`;
const values = (b: TJobPostBody) => [
  b.hiring_request_id ?? null, b.position_id, b.department_id, b.campus_id, b.plantilla_item_no ?? null, b.salary_grade, b.monthly_salary, b.board, b.slots,
  b.education, b.training, b.experience, b.eligibility, b.competencies ?? null, JSON.stringify(b.documents_required),
];

export async function insert(db: Database, code: string, b: TJobPostBody, userId: number): Promise<number> {
  const { rows } = await db.$client.query(
    `INSERT INTO job_posts (${COLUMNS}, code, created_by_user_id, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'draft') RETURNING id`,
    [...values(b), code, userId],
  );
  return rows[0].id as number;
}

export async function update(db: Database, id: number, b: TJobPostBody) {
  await db.$client.query(
    `UPDATE job_posts SET (${COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16), updated_at = now() WHERE id = $1`,
    [id, ...values(b)],
  );
}

export async function setStatus(db: Database, id: number, v: { status: string; publishFrom?: string; closingDate?: string }) {
  await db.$client.query(
    `UPDATE job_posts SET status = $2::varchar, publish_from = coalesce($3::date, publish_from), closing_date = coalesce($4::date, closing_date),
       published_at = CASE WHEN $2::varchar = 'published' THEN now() ELSE published_at END, closed_at = CASE WHEN $2::varchar = 'closed' THEN now() ELSE closed_at END, updated_at = now()
     WHERE id = $1`,
    [id, v.status, v.publishFrom ?? null, v.closingDate ?? null],
  );
}

/** What a new post copies from its position: the salary grade and the amount at step 1 today. */
export async function positionFacts(db: Database, positionId: number): Promise<{ salary_grade: number | null; amount: number | null } | null> {
  const { rows } = await db.$client.query(
    `SELECT p.salary_grade, (SELECT amount::float8 FROM salary_schedule s WHERE s.grade = p.salary_grade AND s.step = 1 AND s.effective_date <= current_date ORDER BY effective_date DESC LIMIT 1) AS amount
       FROM positions p WHERE p.id = $1`,
    [positionId],
  );
  return rows[0] ?? null;
}
