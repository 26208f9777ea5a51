import { ZFaceEnrolment, type TFaceEnrolmentQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, SqlParams } from '../../lib/sql';

// SQL of face attendance (issue 24): enrolments with their written consent, their descriptors (Float32 bytes), and
// what the kiosk's in-memory index is built from.

const ENROLMENT = `e.personnel_id, p.idno, ${fullnameSql('p')} AS name, d.fullname AS department, p.campus_id,
       (SELECT count(*)::int FROM face_descriptors fd WHERE fd.personnel_id = e.personnel_id) AS captures,
       e.consented_at, e.enrolled_at, u.name AS enrolled_by, e.image_key IS NOT NULL AS has_image
  FROM face_enrolments e
  JOIN personnel p ON p.id = e.personnel_id
  LEFT JOIN departments d ON d.id = p.department_id
  LEFT JOIN users u ON u.id = e.enrolled_by_user_id`;

export async function list(db: Queryable, q: TFaceEnrolmentQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.campus_id) where.push(`p.campus_id = ${p.add(q.campus_id)}`);
  if (q.term) {
    const t = p.add(containsPattern(q.term));
    where.push(`(lower(${fullnameSql('p')}) LIKE ${t} OR lower(coalesce(p.idno, '')) LIKE ${t})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM face_enrolments e JOIN personnel p ON p.id = e.personnel_id ${filter}`,
    p.values,
  ))!.n;
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const rows = await query(
    db,
    ZFaceEnrolment,
    `SELECT ${ENROLMENT} ${filter} ORDER BY p.last_name, p.first_name, e.personnel_id LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return { rows, total };
}

export async function find(db: Queryable, personnelId: number) {
  return queryOne(db, ZFaceEnrolment, `SELECT ${ENROLMENT} WHERE e.personnel_id = $1`, [personnelId]);
}

export async function personOf(db: Queryable, personnelId: number) {
  return queryOne<{ id: number; name: string; campus_id: number }>(
    db,
    `SELECT p.id, ${fullnameSql('p')} AS name, p.campus_id FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
}

/** Replaces an enrolment (a re-enrolment keeps only the new captures and the new consent). */
export async function saveEnrolment(
  db: Queryable,
  v: { personnelId: number; consentText: string; consentedAt: Date; imageKey: string | null; userId: number; descriptors: Buffer[]; dimensions: number },
): Promise<{ oldImageKey: string | null }> {
  const old = await queryOne<{ image_key: string | null }>(db, `SELECT image_key FROM face_enrolments WHERE personnel_id = $1 FOR UPDATE`, [v.personnelId]);
  await execute(db, `DELETE FROM face_enrolments WHERE personnel_id = $1`, [v.personnelId]);
  await execute(
    db,
    `INSERT INTO face_enrolments (personnel_id, consent_text, consented_at, image_key, enrolled_by_user_id, enrolled_at)
     VALUES ($1, $2, $3, $4, $5, $3)`,
    [v.personnelId, v.consentText, v.consentedAt, v.imageKey, v.userId],
  );
  await execute(db, `INSERT INTO face_descriptors (personnel_id, descriptor, dimensions, created_at) SELECT $1, d, $3, $4 FROM unnest($2::bytea[]) AS d`, [
    v.personnelId,
    v.descriptors,
    v.dimensions,
    v.consentedAt,
  ]);
  return { oldImageKey: old?.image_key ?? null };
}

/** Withdrawn consent: the enrolment and (by cascade) every descriptor go. Answers the picture's key to delete. */
export async function deleteEnrolment(db: Queryable, personnelId: number): Promise<{ imageKey: string | null } | null> {
  return queryOne<{ imageKey: string | null }>(db, `DELETE FROM face_enrolments WHERE personnel_id = $1 RETURNING image_key AS "imageKey"`, [personnelId]);
}

/**
 * What the cached index was built from: the descriptors' count and newest id, and the sum of their people's campuses
 * (someone moving campus changes it). Cheap beside a match, and seen by every instance (no trigger needed).
 */
export async function version(db: Queryable): Promise<string> {
  const row = await queryOne<{ v: string }>(
    db,
    `SELECT concat_ws(':', count(*), coalesce(max(fd.id), 0), coalesce(sum(p.campus_id), 0)) AS v
       FROM face_descriptors fd JOIN personnel p ON p.id = fd.personnel_id`,
  );
  return row!.v;
}

/** Every enrolled capture of a campus. */
export async function campusDescriptors(db: Queryable, campusId: number) {
  return query<{ personnel_id: number; descriptor: Buffer }>(
    db,
    `SELECT fd.personnel_id, fd.descriptor FROM face_descriptors fd JOIN personnel p ON p.id = fd.personnel_id WHERE p.campus_id = $1`,
    [campusId],
  );
}

/** This person's punch within the last `seconds` (a face in front of the kiosk for a while records one punch). */
export async function recentPunch(db: Queryable, personnelId: number, at: Date, seconds: number) {
  return queryOne<{ logged_at: Date }>(
    db,
    `SELECT logged_at FROM attendance_logs WHERE personnel_id = $1 AND logged_at > $2::timestamptz - make_interval(secs => $3) AND logged_at <= $2
      ORDER BY logged_at DESC LIMIT 1`,
    [personnelId, at, seconds],
  );
}

/** Punches of this person earlier on the same Manila day (odd: this one is a time out). */
export async function punchesEarlierToday(db: Queryable, personnelId: number, at: Date): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM attendance_logs
      WHERE personnel_id = $1 AND logged_at < $2
        AND (logged_at AT TIME ZONE 'Asia/Manila')::date = ($2::timestamptz AT TIME ZONE 'Asia/Manila')::date`,
    [personnelId, at],
  );
  return row!.n;
}
