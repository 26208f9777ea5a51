import { ZFeedback, ZFeedbackModule, type TFeedbackQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// SQL of feedback (issue 24): the module list the administrators keep, and each user's feedback with its answer.

const MODULE_SELECT = `
  SELECT m.id, m.name, m.description, m.is_active, m.position,
         (SELECT count(*)::int FROM feedback f WHERE f.module_id = m.id) AS feedback_count
    FROM feedback_modules m`;

export async function listModules(db: Queryable, activeOnly: boolean) {
  return query(db, ZFeedbackModule, `${MODULE_SELECT} ${activeOnly ? 'WHERE m.is_active' : ''} ORDER BY m.position, lower(m.name), m.id`);
}

export async function findModule(db: Queryable, id: number) {
  return queryOne(db, ZFeedbackModule, `${MODULE_SELECT} WHERE m.id = $1`, [id]);
}

export async function moduleNameTaken(db: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  return (await queryOne(db, `SELECT 1 FROM feedback_modules WHERE lower(name) = lower($1) AND id <> coalesce($2::int, 0)`, [name, exceptId])) !== null;
}

export async function insertModule(db: Queryable, v: { name: string; description: string | null; isActive: boolean }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO feedback_modules (name, description, is_active, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM feedback_modules)) RETURNING id`,
    [v.name, v.description, v.isActive],
  );
  return row!.id;
}

export async function updateModule(db: Queryable, id: number, v: { name: string; description: string | null; isActive: boolean }): Promise<boolean> {
  return (
    (await execute(db, `UPDATE feedback_modules SET name = $2, description = $3, is_active = $4 WHERE id = $1`, [id, v.name, v.description, v.isActive])) > 0
  );
}

/** Deletes a module that holds no feedback; false when it holds some (or is gone). */
export async function deleteUnusedModule(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM feedback_modules m WHERE m.id = $1 AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.module_id = m.id)`, [id])) > 0;
}

export async function moduleIds(db: Queryable): Promise<number[]> {
  return (await query<{ id: number }>(db, `SELECT id FROM feedback_modules ORDER BY id FOR UPDATE`)).map((r) => r.id);
}

/** Numbers the modules 1, 2, 3… in the order given. */
export async function reorderModules(db: Queryable, ids: readonly number[]): Promise<void> {
  await execute(db, `UPDATE feedback_modules m SET position = o.n FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE m.id = o.id`, [ids]);
}

// ── Feedback ────────────────────────────────────────────────────────────────────────────────────

const FEEDBACK_FROM = `
    FROM feedback f
    JOIN feedback_modules m ON m.id = f.module_id
    JOIN users u ON u.id = f.user_id
    LEFT JOIN users a ON a.id = f.answered_by_user_id`;

const FEEDBACK_SELECT = `
  SELECT f.id, json_build_object('id', m.id, 'name', m.name) AS module,
         json_build_object('user_id', u.id, 'name', u.name) AS sender,
         f.rating::int AS rating, f.text, f.screenshot_name, f.status, f.answer, a.name AS answered_by,
         f.answered_at, f.created_at
  ${FEEDBACK_FROM}`;

export type FeedbackValues = {
  userId: number;
  moduleId: number;
  rating: number;
  text: string;
  screenshotKey: string | null;
  screenshotName: string | null;
  at: Date;
};

export async function insertFeedback(db: Queryable, v: FeedbackValues): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO feedback (user_id, module_id, rating, text, screenshot_key, screenshot_name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [v.userId, v.moduleId, v.rating, v.text, v.screenshotKey, v.screenshotName, v.at],
  );
  return row!.id;
}

export async function findFeedback(db: Queryable, id: number) {
  return queryOne(db, ZFeedback, `${FEEDBACK_SELECT} WHERE f.id = $1`, [id]);
}

/** The sender and the stored screenshot of a feedback (never sent to the page). */
export async function feedbackFile(db: Queryable, id: number) {
  return queryOne<{ user_id: number; personnel_id: number | null; screenshot_key: string | null; screenshot_name: string | null }>(
    db,
    `SELECT f.user_id, u.personnel_id, f.screenshot_key, f.screenshot_name FROM feedback f JOIN users u ON u.id = f.user_id WHERE f.id = $1`,
    [id],
  );
}

export async function feedbackOf(db: Queryable, userId: number) {
  return query(db, ZFeedback, `${FEEDBACK_SELECT} WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id DESC LIMIT 200`, [userId]);
}

export async function listFeedback(db: Queryable, q: TFeedbackQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.term) {
    const term = p.add(containsPattern(q.term));
    where.push(`(lower(f.text) LIKE ${term} OR lower(u.name) LIKE ${term} OR lower(coalesce(f.answer, '')) LIKE ${term})`);
  }
  if (q.module_id) where.push(`f.module_id = ${p.add(q.module_id)}`);
  if (q.rating) where.push(`f.rating = ${p.add(q.rating)}`);
  if (q.status) where.push(`f.status = ${p.add(q.status)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n ${FEEDBACK_FROM} ${filter}`, p.values);
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const feedback = await query(db, ZFeedback, `${FEEDBACK_SELECT} ${filter} ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit} OFFSET ${offset}`, p.values);
  return { feedback, total: count?.n ?? 0 };
}

export async function answerFeedback(db: Queryable, id: number, v: { answer: string; status: string; userId: number; at: Date }): Promise<boolean> {
  return (
    (await execute(db, `UPDATE feedback SET answer = $2, status = $3, answered_by_user_id = $4, answered_at = $5, updated_at = $5 WHERE id = $1`, [
      id,
      v.answer,
      v.status,
      v.userId,
      v.at,
    ])) > 0
  );
}

/** Count and average rating per module and Manila month (YYYY-MM) from `since` (inclusive). */
export async function monthlyRatings(db: Queryable, since: Date) {
  return query<{ module_id: number; month: string; count: number; total: number }>(
    db,
    `SELECT f.module_id, to_char(f.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM') AS month,
            count(*)::int AS count, sum(f.rating)::int AS total
       FROM feedback f
      WHERE f.created_at >= $1
      GROUP BY 1, 2`,
    [since],
  );
}

/** Feedback not yet answered (the administrators' dashboard count). */
export async function countNew(db: Queryable): Promise<number> {
  return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM feedback WHERE status = 'new'`))?.n ?? 0;
}

export async function countsByStatus(db: Queryable) {
  return query<{ status: string; n: number }>(db, `SELECT status, count(*)::int AS n FROM feedback GROUP BY status`);
}
