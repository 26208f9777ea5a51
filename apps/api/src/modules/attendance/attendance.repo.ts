import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZAttendanceLog, ZDevice, ZDeviceUser, type TAttendanceLog, type TAttendanceSource, type TDeviceUser } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Every query of the attendance module. Times are stored in UTC; local days are Asia/Manila's.

export const MANILA = 'Asia/Manila';
const FULLNAME = `concat_ws(' ', p.first_name, p.last_name)`;

const DEVICE_SELECT = `
  SELECT d.id, d.name, d.serial_number, d.campus_id, d.location, d.secret, d.allowed_ips, d.is_active, d.last_seen_at, d.last_punch_at, d.last_refused_at,
         d.created_at, d.updated_at,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus,
         (SELECT count(*)::int FROM device_users u WHERE u.device_id = d.id) AS users_count
    FROM biometric_devices d
    JOIN campuses c ON c.id = d.campus_id`;

/** A device as stored: `secret` is sealed (lib/secret-box.ts). */
const ZDeviceRow = ZDevice.extend({ secret: z.string() });
export type DeviceRow = z.infer<typeof ZDeviceRow>;
export type DeviceValues = {
  name: string;
  serial_number: string;
  campus_id: number;
  location: string | null;
  secret: string;
  allowed_ips: string[];
  is_active: boolean;
};

export async function listDevices(db: Queryable): Promise<DeviceRow[]> {
  return query(db, ZDeviceRow, `${DEVICE_SELECT} ORDER BY d.campus_id, d.name, d.id`);
}

export async function findDevice(db: Queryable, id: number): Promise<DeviceRow | null> {
  return queryOne(db, ZDeviceRow, `${DEVICE_SELECT} WHERE d.id = $1`, [id]);
}

export async function deviceIdBySerial(db: Queryable, serial: string): Promise<number | null> {
  return (await queryOne<{ id: number }>(db, `SELECT id FROM biometric_devices WHERE lower(serial_number) = lower($1)`, [serial]))?.id ?? null;
}

export async function insertDevice(db: Queryable, v: DeviceValues): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO biometric_devices (name, serial_number, campus_id, location, secret, allowed_ips, is_active) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
    [v.name, v.serial_number, v.campus_id, v.location, v.secret, JSON.stringify(v.allowed_ips), v.is_active],
  );
  return row!.id;
}

export async function updateDevice(db: Queryable, id: number, v: DeviceValues): Promise<void> {
  await execute(
    db,
    // A new key ends the session the old one opened (iclock.service.ts): a device still holding the old key is refused.
    `UPDATE biometric_devices SET name = $2, serial_number = $3, campus_id = $4, location = $5, secret = $6, allowed_ips = $7::jsonb, is_active = $8,
            session_until = CASE WHEN secret = $6 THEN session_until END, updated_at = now()
      WHERE id = $1`,
    [id, v.name, v.serial_number, v.campus_id, v.location, v.secret, JSON.stringify(v.allowed_ips), v.is_active],
  );
}

/** What a device must prove (its sealed key, its addresses), and the session a hand-shake that proved its key opened. */
export type ActiveDevice = { id: number; secret: string; allowed_ips: string[]; session_ip: string | null; session_until: string | null };

/** The registered, active device with this serial number; null for any other. */
export async function findActiveDevice(db: Queryable, serial: string): Promise<ActiveDevice | null> {
  return queryOne<ActiveDevice>(db, `SELECT id, secret, allowed_ips, session_ip, session_until FROM biometric_devices WHERE serial_number = $1 AND is_active`, [
    serial,
  ]);
}

/**
 * Records a request let in: the device was seen, and its session at this address lasts until `sessionUntil`.
 * A refusal noted before is cleared by any request but a hand-shake (the hand-shake is the one that carries
 * the key: it getting through says nothing of the uploads).
 */
export async function admitted(db: Queryable, id: number, at: { now: Date; ip: string; sessionUntil: Date; handshake: boolean }): Promise<void> {
  await execute(
    db,
    `UPDATE biometric_devices
        SET last_seen_at = $2, session_ip = $3, session_until = $4, last_refused_at = CASE WHEN $5 THEN last_refused_at END
      WHERE id = $1`,
    [id, at.now, at.ip, at.sessionUntil, at.handshake],
  );
}

/** Records that a registered device's request was refused, for the devices page's warning. */
export async function refused(db: Queryable, id: number, now: Date): Promise<void> {
  await execute(db, `UPDATE biometric_devices SET last_refused_at = $2 WHERE id = $1`, [id, now]);
}

/** Records that an upload brought punches. */
export async function punchesReceived(db: Queryable, id: number, now: Date): Promise<void> {
  await execute(db, `UPDATE biometric_devices SET last_punch_at = $2 WHERE id = $1`, [id, now]);
}

/** Stores a device's new (sealed) key, ending the session the old one opened. */
export async function setDeviceSecret(db: Queryable, id: number, secret: string): Promise<void> {
  await execute(db, `UPDATE biometric_devices SET secret = $2, session_until = NULL, updated_at = now() WHERE id = $1`, [id, secret]);
}

export type DeviceUserRow = TDeviceUser;

const DEVICE_USER_SELECT = `
  SELECT u.id, u.device_id, u.device_user_id, json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${FULLNAME}) AS personnel
    FROM device_users u JOIN personnel p ON p.id = u.personnel_id`;

export async function listDeviceUsers(db: Queryable, deviceId: number): Promise<DeviceUserRow[]> {
  return query(db, ZDeviceUser, `${DEVICE_USER_SELECT} WHERE u.device_id = $1 ORDER BY length(u.device_user_id), u.device_user_id`, [deviceId]);
}

export async function findDeviceUser(db: Queryable, deviceId: number, id: number): Promise<DeviceUserRow | null> {
  return queryOne(db, ZDeviceUser, `${DEVICE_USER_SELECT} WHERE u.device_id = $1 AND u.id = $2`, [deviceId, id]);
}

export async function pinTaken(db: Queryable, deviceId: number, pin: string): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM device_users WHERE device_id = $1 AND device_user_id = $2`, [deviceId, pin])) > 0;
}

export async function insertDeviceUser(db: Queryable, deviceId: number, pin: string, personnelId: number): Promise<number> {
  return (await queryOne<{ id: number }>(db, `INSERT INTO device_users (device_id, device_user_id, personnel_id) VALUES ($1, $2, $3) RETURNING id`, [
    deviceId,
    pin,
    personnelId,
  ]))!.id;
}

export async function deleteDeviceUser(db: Queryable, id: number): Promise<void> {
  await execute(db, `DELETE FROM device_users WHERE id = $1`, [id]);
}

/** The personnel each of a device's PINs stands for. */
export async function pinMap(db: Queryable, deviceId: number, pins: string[]): Promise<Map<string, number>> {
  const rows = await query<{ device_user_id: string; personnel_id: number }>(
    db,
    `SELECT device_user_id, personnel_id FROM device_users WHERE device_id = $1 AND device_user_id = ANY($2::text[])`,
    [deviceId, pins],
  );
  return new Map(rows.map((r) => [r.device_user_id, r.personnel_id]));
}

export async function personnelExists(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM personnel WHERE id = $1`, [id])) > 0;
}

export async function campusExists(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM campuses WHERE id = $1`, [id])) > 0;
}

export type Punches = { personnelIds: number[]; instants: Date[]; indexes: number[] };
export type PunchMeta = { source: TAttendanceSource; deviceId?: number | null; createdByUserId?: number | null };

/**
 * Stores a batch of punches in one statement (one transaction): people who do not exist are left out
 * and their indexes answered, and a punch already stored (or given twice) is stored once.
 */
export async function insertPunches(db: Queryable, p: Punches, meta: PunchMeta): Promise<{ inserted: number; unknownIndexes: number[] }> {
  const row = await queryOne<{ inserted: number; unknown: number[] }>(
    db,
    `WITH input AS (SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS u(personnel_id, logged_at, idx)),
          known AS (SELECT i.* FROM input i WHERE EXISTS (SELECT 1 FROM personnel p WHERE p.id = i.personnel_id)),
          stored AS (
            INSERT INTO attendance_logs (personnel_id, logged_at, source, device_id, created_by_user_id)
            SELECT personnel_id, logged_at, $4, $5, $6 FROM known
            ON CONFLICT (personnel_id, logged_at) DO NOTHING
            RETURNING 1)
     SELECT (SELECT count(*)::int FROM stored) AS inserted,
            coalesce((SELECT array_agg(idx ORDER BY idx) FROM input WHERE idx NOT IN (SELECT idx FROM known)), '{}') AS unknown`,
    [p.personnelIds, p.instants, p.indexes, meta.source, meta.deviceId ?? null, meta.createdByUserId ?? null],
  );
  return { inserted: row!.inserted, unknownIndexes: row!.unknown };
}

const LOG_SELECT = `
  SELECT l.id, l.personnel_id, l.logged_at, to_char(l.logged_at AT TIME ZONE '${MANILA}', 'YYYY-MM-DD') AS local_date,
         to_char(l.logged_at AT TIME ZONE '${MANILA}', 'HH24:MI') AS local_time, l.source, l.address, l.reason, l.created_at,
         json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${FULLNAME}) AS personnel,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name, 'serial_number', d.serial_number) END AS device,
         l.created_by_user_id
    FROM attendance_logs l
    JOIN personnel p ON p.id = l.personnel_id
    LEFT JOIN biometric_devices d ON d.id = l.device_id`;

export type LogRow = TAttendanceLog;

export type LogFilter = { personnelId?: number; from?: string; to?: string; source?: TAttendanceSource; page: number; perPage: number };

export async function listLogs(db: Queryable, f: LogFilter): Promise<{ rows: LogRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), `$${params.length}`);
  if (f.personnelId) where.push(`l.personnel_id = ${p(f.personnelId)}`);
  // From and to are local calendar days, both included.
  if (f.from) where.push(`l.logged_at >= (${p(f.from)}::date)::timestamp AT TIME ZONE '${MANILA}'`);
  if (f.to) where.push(`l.logged_at < (${p(f.to)}::date + 1)::timestamp AT TIME ZONE '${MANILA}'`);
  if (f.source) where.push(`l.source = ${p(f.source)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM attendance_logs l ${whereSql}`, params))?.n ?? 0;
  const rows = await query(
    db,
    ZAttendanceLog,
    `${LOG_SELECT} ${whereSql} ORDER BY l.logged_at DESC, l.id DESC LIMIT ${p(f.perPage)} OFFSET ${p((f.page - 1) * f.perPage)}`,
    params,
  );
  return { rows, total };
}

/** One person's punches of a local month (YYYY-MM), oldest first. */
export async function monthLogs(db: Queryable, personnelId: number, month: string): Promise<LogRow[]> {
  return query(
    db,
    ZAttendanceLog,
    `${LOG_SELECT} WHERE l.personnel_id = $1
       AND l.logged_at >= ($2 || '-01')::timestamp AT TIME ZONE '${MANILA}'
       AND l.logged_at < (($2 || '-01')::date + interval '1 month')::timestamp AT TIME ZONE '${MANILA}'
     ORDER BY l.logged_at`,
    [personnelId, month],
  );
}

export async function findLog(db: Queryable, id: number): Promise<LogRow | null> {
  return queryOne(db, ZAttendanceLog, `${LOG_SELECT} WHERE l.id = $1`, [id]);
}

/** Stores one punch; null when the person already has one at that instant. */
export async function insertPunch(
  db: Queryable,
  v: { personnelId: number; loggedAt: Date; source: TAttendanceSource; address?: string | null; reason?: string | null; createdByUserId: number | null },
): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO attendance_logs (personnel_id, logged_at, source, address, reason, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (personnel_id, logged_at) DO NOTHING RETURNING id`,
    [v.personnelId, v.loggedAt, v.source, v.address ?? null, v.reason ?? null, v.createdByUserId],
  );
  return row?.id ?? null;
}

export async function findPunch(db: Queryable, personnelId: number, loggedAt: Date): Promise<LogRow | null> {
  return queryOne(db, ZAttendanceLog, `${LOG_SELECT} WHERE l.personnel_id = $1 AND l.logged_at = $2`, [personnelId, loggedAt]);
}
