import type { Queryable } from '@hris/db';
import { ZBoardRow, type TBoardCriterion, type TBoardMember, type TBoardRole, type TBoardRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The selection boards (NAPB, APB), who sits on them and the criteria they rate on.

export type BoardMember = TBoardMember;
export type BoardCriterion = TBoardCriterion;
export type Board = TBoardRow;

const SELECT = `
  SELECT b.id, b.kind, b.name,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) END AS campus,
         coalesce((SELECT json_agg(json_build_object('user_id', u.id, 'name', u.name, 'email', u.email, 'role', m.role)
                                   ORDER BY CASE m.role WHEN 'chair' THEN 0 WHEN 'member' THEN 1 ELSE 2 END, lower(u.name))
                     FROM board_members m JOIN users u ON u.id = m.user_id WHERE m.board_id = b.id), '[]') AS members,
         coalesce((SELECT json_agg(json_build_object('id', k.id, 'name', k.name, 'weight', k.weight::float8, 'max_score', k.max_score::float8, 'position', k.position)
                                   ORDER BY k.position, k.id)
                     FROM board_criteria k WHERE k.board_id = b.id), '[]') AS criteria
    FROM selection_boards b
    LEFT JOIN campuses c ON c.id = b.campus_id`;

/** Every board, or only those `memberUserId` sits on. */
export async function listBoards(db: Queryable, memberUserId: number | null): Promise<Board[]> {
  return query(
    db,
    ZBoardRow,
    `${SELECT} WHERE $1::int IS NULL OR EXISTS (SELECT 1 FROM board_members m WHERE m.board_id = b.id AND m.user_id = $1) ORDER BY b.kind DESC, b.campus_id NULLS FIRST, b.id`,
    [memberUserId],
  );
}

export async function findBoard(db: Queryable, id: number): Promise<Board | null> {
  return queryOne(db, ZBoardRow, `${SELECT} WHERE b.id = $1`, [id]);
}

/** The board that assesses a post: of the post's kind, the post's campus's own board first, else the university-wide one. */
export async function boardIdOfPost(db: Queryable, postId: number): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `SELECT b.id FROM job_posts j JOIN selection_boards b ON b.kind = j.board AND (b.campus_id = j.campus_id OR b.campus_id IS NULL)
      WHERE j.id = $1 ORDER BY b.campus_id NULLS LAST, b.id LIMIT 1`,
    [postId],
  );
  return row?.id ?? null;
}

export async function roleOn(db: Queryable, boardId: number, userId: number): Promise<TBoardRole | null> {
  const row = await queryOne<{ role: TBoardRole }>(db, `SELECT role FROM board_members WHERE board_id = $1 AND user_id = $2`, [boardId, userId]);
  return row?.role ?? null;
}

export async function insertBoard(db: Queryable, b: { kind: string; name: string; campusId: number | null }): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO selection_boards (kind, name, campus_id) VALUES ($1, $2, $3) RETURNING id`, [
    b.kind,
    b.name,
    b.campusId,
  ]);
  return row!.id;
}

export async function updateBoard(db: Queryable, id: number, b: { kind: string; name: string; campusId: number | null }) {
  await execute(db, `UPDATE selection_boards SET kind = $2, name = $3, campus_id = $4 WHERE id = $1`, [id, b.kind, b.name, b.campusId]);
}

/** An active account and whether its roles open a board member's views. */
export async function candidateMember(db: Queryable, userId: number): Promise<{ id: number; name: string; is_active: boolean; may_sit: boolean } | null> {
  return queryOne<{ id: number; name: string; is_active: boolean; may_sit: boolean }>(
    db,
    `SELECT u.id, u.name, u.is_active,
            EXISTS (SELECT 1 FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id AND rv.view IN ('COMMITTEE', 'RSPMEMBER')) AS may_sit
       FROM users u WHERE u.id = $1`,
    [userId],
  );
}

export async function upsertMember(db: Queryable, boardId: number, userId: number, role: string) {
  await execute(
    db,
    `INSERT INTO board_members (board_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT (board_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
    [boardId, userId, role],
  );
}

export async function deleteMember(db: Queryable, boardId: number, userId: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM board_members WHERE board_id = $1 AND user_id = $2`, [boardId, userId])) > 0;
}

export async function findCriterion(db: Queryable, id: number): Promise<(BoardCriterion & { board_id: number; ratings: number }) | null> {
  return queryOne<BoardCriterion & { board_id: number; ratings: number }>(
    db,
    `SELECT id, board_id, name, weight::float8 AS weight, max_score::float8 AS max_score, position,
            (SELECT count(*)::int FROM assessment_ratings r WHERE r.criterion_id = k.id) AS ratings
       FROM board_criteria k WHERE id = $1`,
    [id],
  );
}

export async function insertCriterion(db: Queryable, boardId: number, c: { name: string; weight: number; max_score: number }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO board_criteria (board_id, name, weight, max_score, position)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM board_criteria WHERE board_id = $1)) RETURNING id`,
    [boardId, c.name, c.weight, c.max_score],
  );
  return row!.id;
}

export async function updateCriterion(db: Queryable, id: number, c: { name: string; weight: number; max_score: number }) {
  await execute(db, `UPDATE board_criteria SET name = $2, weight = $3, max_score = $4 WHERE id = $1`, [id, c.name, c.weight, c.max_score]);
}

export async function deleteCriterion(db: Queryable, id: number) {
  await execute(db, `DELETE FROM board_criteria WHERE id = $1`, [id]);
}
