import { ZFaceKiosk } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';

// SQL of the face attendance kiosks (issue 37): their names, campuses and key hashes.

const KIOSK = `k.id, k.name, k.campus_id, c.name AS campus, k.created_at, u.name AS created_by, k.last_used_at, k.revoked_at
  FROM face_kiosks k
  JOIN campuses c ON c.id = k.campus_id
  LEFT JOIN users u ON u.id = k.created_by_user_id`;

export async function list(db: Queryable) {
  return query(db, ZFaceKiosk, `SELECT ${KIOSK} ORDER BY k.revoked_at IS NOT NULL, c.name, k.name, k.id`);
}

export async function find(db: Queryable, id: number) {
  return queryOne(db, ZFaceKiosk, `SELECT ${KIOSK} WHERE k.id = $1`, [id]);
}

export async function insert(db: Queryable, v: { name: string; campusId: number; keyHash: string; userId: number; at: Date }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO face_kiosks (name, campus_id, key_hash, created_by_user_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [v.name, v.campusId, v.keyHash, v.userId, v.at],
  );
  return row!.id;
}

/** Revokes a kiosk still in use; false when there is none (or it was revoked already). */
export async function revoke(db: Queryable, id: number, userId: number, at: Date): Promise<boolean> {
  return (await execute(db, `UPDATE face_kiosks SET revoked_at = $3, revoked_by_user_id = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, userId, at])) > 0;
}

export type KioskRow = { id: number; name: string; campus_id: number; campus: string; last_used_at: string | Date | null };

/** The kiosk holding this key, unless revoked. */
export async function byKeyHash(db: Queryable, keyHash: string) {
  return queryOne<KioskRow>(
    db,
    `SELECT k.id, k.name, k.campus_id, c.name AS campus, k.last_used_at FROM face_kiosks k JOIN campuses c ON c.id = k.campus_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [keyHash],
  );
}

export async function noteUse(db: Queryable, id: number, at: Date): Promise<void> {
  await execute(db, `UPDATE face_kiosks SET last_used_at = $2 WHERE id = $1`, [id, at]);
}
