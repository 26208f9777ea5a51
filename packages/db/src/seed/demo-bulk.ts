import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import { APPLICANT_ROLE, computableHolidays, words } from '@hris/contracts';
import type { Database } from '../client';
import { randomTotpSecret } from '../totp-secret';
import { GIVEN_NAMES, STREETS, SURNAMES, TOWNS } from './demo-names';

// The bulk of the demo: a university that has been running for a while. A few hundred employees with PDS
// part I, three months of biometric punches, the holidays, a device, leave and travel at every stage of the
// approval chain, open job posts with applicants, and notifications. Written straight into the tables the
// modules read (the same rows the API writes), in one transaction, with multi-row inserts; deterministic (a
// seeded PRNG) and relative to the clock it is given, so the demo always looks current. Seeded once: a
// settings row marks it done; each later start only tops up the punches to yesterday (topUpPunches).

export const DEMO_BULK_MARKER = 'demo_bulk_seeded';
export const DEMO_EMPLOYEES = 300;
export const DEMO_DEVICE_SERIAL = 'DEMO-ZK-MC-0001';

type Rng = () => number;

/** mulberry32: small, fast and the same sequence for the same seed. */
export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

// Dates are Manila calendar dates (YYYY-MM-DD); arithmetic on them in UTC, where no day is ever 23 hours.
const MANILA_MS = 8 * 3_600_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const monthStart = (date: string, monthsBack: number) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
};
const pad = (n: number) => String(n).padStart(2, '0');
const at = (date: string, minutes: number, seconds = 0) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds)}+08:00`;
/** The same moment, or the next morning when it falls outside office hours (8:00–17:00 in Manila). */
const officeHours = (moment: Date) => {
  const manila = new Date(moment.getTime() + MANILA_MS);
  const hour = manila.getUTCHours();
  if (hour >= 8 && hour < 17) return moment;
  const day = manila.toISOString().slice(0, 10);
  const next = hour >= 17 ? addDays(day, 1) : day;
  return new Date(Date.parse(`${next}T09:${pad(manila.getUTCMinutes())}:00+08:00`));
};

/** Inserts rows in chunks of one statement each (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertRows(client: PoolClient, table: string, columns: string[], rows: unknown[][], returning?: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const perChunk = Math.max(1, Math.floor(60_000 / columns.length));
  for (let i = 0; i < rows.length; i += perChunk) {
    const chunk = rows.slice(i, i + perChunk);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`).join(', ');
    const { rows: got } = await client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ` RETURNING ${returning}` : ''}`,
      params,
    );
    out.push(...got);
  }
  return out;
}

type Person = {
  id: number;
  userId: number;
  name: string;
  departmentId: number;
  campusId: number;
  /** Demo accounts' people are never absent without leave filed. */
  demo: boolean;
  /** Days with leave or travel: no punches. */
  away: Set<string>;
};

type ChainStep = { position: number; actor_kind: string; role_id: number | null; personnel_id: number | null; label: string; actor_name: string | null };

/**
 * Seeds the bulk of the demo once (a settings row marks it); on a later start adds the punches of the days since.
 * `now` is the server's clock. Refused with NODE_ENV=production (the caller checks too). Answers whether it seeded the bulk.
 */
export async function seedDemoBulk(db: Database, now: Date): Promise<boolean> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    // Two servers starting on one database seed it once.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('hris demo bulk seed'))`);
    const done = await client.query<{ value: BulkMarker }>(`SELECT value FROM system_settings WHERE key = $1`, [DEMO_BULK_MARKER]);
    if (done.rowCount) {
      // Seeded before: the days since then get their punches, so the demo's cards charge no absence on a later start.
      await topUpPunches(client, done.rows[0]!.value, now);
      await client.query('COMMIT');
      return false;
    }
    await seedAll(client, now);
    await client.query(`INSERT INTO system_settings (key, value) VALUES ($1, $2)`, [DEMO_BULK_MARKER, JSON.stringify(markerOf(now, now))]);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The marker's value: when the bulk was seeded, and the moment up to which punches exist. */
type BulkMarker = { at: string; punched_through?: string };
const markerOf = (seededAt: Date, punchedThrough: Date): BulkMarker => ({ at: seededAt.toISOString(), punched_through: punchedThrough.toISOString() });

/** The four punches of a working day (minutes after midnight, Manila): in 7:40–8:00 or, when late, 8:01–8:25; lunch; out 17:00–17:34. */
function dayOfPunches(prng: Rng, lateChance: number): number[] {
  const late = prng() < lateChance;
  const r2 = prng();
  const amIn = late ? 8 * 60 + 1 + Math.floor(r2 * 25) : 7 * 60 + 40 + Math.floor(r2 * 20);
  const lunchOut = 12 * 60 + Math.floor(prng() * 12);
  const lunchIn = 12 * 60 + 42 + Math.floor(prng() * 17);
  const pmOut = 17 * 60 + Math.floor(prng() * 35);
  return [amIn, lunchOut, lunchIn, pmOut];
}

/**
 * On a later start of the demo: the punches from the moment the last run stopped up to now (yesterday whole, today's
 * morning when the server starts at noon, as the first run does),
 * for everyone the demo's devices know, on the working days they were not away on leave or travel (filed, not refused).
 * Idempotent: the marker keeps how far the punches go (a second run on the same day adds nothing), and a punch that is
 * already there is skipped by the unique (personnel, moment) index. Deterministic per person and day.
 */
async function topUpPunches(client: PoolClient, marker: BulkMarker, now: Date) {
  const from = new Date(marker.punched_through ?? marker.at);
  const until = now;
  if (!(from < until)) return;
  const firstDay = new Date(from.getTime() + MANILA_MS).toISOString().slice(0, 10);
  const lastDay = new Date(until.getTime() + MANILA_MS).toISOString().slice(0, 10);
  const q = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const holidays = new Set(
    (
      await q<{ date: string }>(`SELECT date::text AS date FROM holidays WHERE campus_id IS NULL AND date BETWEEN $1::date AND $2::date`, [firstDay, lastDay])
    ).map((h) => h.date),
  );
  const days: string[] = [];
  for (let d = firstDay; d <= lastDay; d = addDays(d, 1)) if (weekday(d) >= 1 && weekday(d) <= 5 && !holidays.has(d)) days.push(d);
  const punchers = await q<{ personnel_id: number; device_id: number }>(
    `SELECT DISTINCT ON (u.personnel_id) u.personnel_id, u.device_id
       FROM device_users u JOIN biometric_devices d ON d.id = u.device_id
      WHERE d.serial_number LIKE 'DEMO-ZK-%' AND u.personnel_id IS NOT NULL
      ORDER BY u.personnel_id, u.device_id`,
  );
  const awayRows = await q<{ personnel_id: number; date: string }>(
    `SELECT a.personnel_id, d.date
       FROM leave_applications a CROSS JOIN LATERAL jsonb_array_elements_text(a.dates) AS d(date)
      WHERE a.status IN ('pending', 'approved') AND a.date_to >= $1::date AND a.date_from <= $2::date
     UNION
     SELECT t.personnel_id, g.day::date::text
       FROM official_business_travels t CROSS JOIN LATERAL generate_series(t.date_from, t.date_to, interval '1 day') AS g(day)
      WHERE t.status IN ('pending', 'approved') AND t.date_to >= $1::date AND t.date_from <= $2::date`,
    [firstDay, lastDay],
  );
  const away = new Set(awayRows.map((r) => `${r.personnel_id} ${r.date}`));
  const persons: number[] = [];
  const instants: string[] = [];
  const deviceIds: number[] = [];
  for (const p of punchers) {
    const lateChance = seededRandom(p.personnel_id * 7919)() < 0.15 ? 0.25 : 0.06;
    for (const d of days) {
      if (away.has(`${p.personnel_id} ${d}`)) continue;
      const prng = seededRandom(p.personnel_id * 7919 + Date.parse(`${d}T00:00:00Z`) / 86_400_000);
      for (const m of dayOfPunches(prng, lateChance)) {
        const instant = at(d, m, Math.floor(prng() * 60));
        // The day the last run stopped in: only what came after it (the morning's punches are there); today: up to now.
        const moment = new Date(instant);
        if (moment <= from || moment > until) continue;
        persons.push(p.personnel_id);
        instants.push(instant);
        deviceIds.push(p.device_id);
      }
    }
  }
  for (let i = 0; i < persons.length; i += 50_000) {
    await client.query(
      `INSERT INTO attendance_logs (personnel_id, logged_at, source, device_id)
       SELECT x.p, x.t, 'device', x.d FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS x(p, t, d) ON CONFLICT DO NOTHING`,
      [persons.slice(i, i + 50_000), instants.slice(i, i + 50_000), deviceIds.slice(i, i + 50_000)],
    );
  }
  await client.query(`UPDATE system_settings SET value = $2 WHERE key = $1`, [
    DEMO_BULK_MARKER,
    JSON.stringify({ ...marker, punched_through: until.toISOString() }),
  ]);
}

async function seedAll(client: PoolClient, now: Date) {
  const rng = seededRandom(20_260_101);
  const manilaNow = new Date(now.getTime() + MANILA_MS);
  const today = manilaNow.toISOString().slice(0, 10);
  const nowMinutes = manilaNow.getUTCHours() * 60 + manilaNow.getUTCMinutes();
  const windowStart = monthStart(today, 2);
  const endOfLastMonth = addDays(monthStart(today, 0), -1);

  // ---- Reference rows the demo hangs on.
  const q = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const departments = await q<{ id: number; acronym: string; campus_id: number; head_personnel_id: number | null; parent_id: number | null }>(
    `SELECT id, acronym, campus_id, head_personnel_id, parent_id FROM departments ORDER BY id`,
  );
  const positions = await q<{ id: number; name: string; salary_grade: number; kind: string }>(
    `SELECT id, name, salary_grade, coalesce(kind, 'staff') AS kind FROM positions ORDER BY id`,
  );
  const idOf = async (table: string, name: string) => (await q<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name]))[0]?.id ?? null;
  const civil = await q<{ id: number; name: string }>(`SELECT id, name FROM civil_statuses`);
  const blood = await q<{ id: number }>(`SELECT id FROM blood_types`);
  const permanent = await idOf('appointment_statuses', 'Permanent');
  const temporary = await idOf('appointment_statuses', 'Temporary');
  const active = await idOf('personnel_statuses', 'Active');
  const employeeRole = await idOf('roles', 'Employee');
  const headRole = await idOf('roles', 'Department Head');
  const applicantRole = await idOf('roles', APPLICANT_ROLE);
  const levels = await q<{ id: number; name: string }>(`SELECT id, name FROM plantilla_levels`);
  const leaveTypes = new Map((await q<{ id: number; code: string; name: string }>(`SELECT id, code, name FROM leave_types`)).map((t) => [t.code, t]));
  const demoUsers = new Map(
    (
      await q<{ email: string; id: number; name: string; personnel_id: number | null; department_id: number | null; campus_id: number | null }>(
        `SELECT u.email, u.id, u.name, u.personnel_id, p.department_id, p.campus_id FROM users u LEFT JOIN personnel p ON p.id = u.personnel_id
          WHERE u.email IN ('admin@hris.test', 'hr@hris.test', 'head@hris.test', 'staff@hris.test', 'applicant@hris.test')`,
      )
    ).map((u) => [u.email, u]),
  );
  const hr = demoUsers.get('hr@hris.test');
  const headUser = demoUsers.get('head@hris.test');
  const staffUser = demoUsers.get('staff@hris.test');
  if (!hr || !headUser || !staffUser) throw new Error('The demo accounts must be seeded before the bulk of the demo.');

  // ---- Holidays: the regular ones of every year the window covers, and the special days fixed by law.
  const years = [...new Set([windowStart.slice(0, 4), today.slice(0, 4)].map(Number))];
  const haveHolidays = new Set(
    (await q<{ date: string }>(`SELECT date::text AS date FROM holidays WHERE campus_id IS NULL AND date >= $1::date`, [`${years[0]}-01-01`])).map(
      (h) => h.date,
    ),
  );
  const newHolidays: unknown[][] = [];
  for (const y of years) {
    const fixed = [
      ...computableHolidays(y).map((h) => ({ date: h.date, name: h.name })),
      { date: `${y}-08-21`, name: 'Ninoy Aquino Day' },
      { date: `${y}-11-01`, name: "All Saints' Day" },
      { date: `${y}-12-08`, name: 'Feast of the Immaculate Conception of Mary' },
      { date: `${y}-12-24`, name: 'Christmas Eve' },
      { date: `${y}-12-31`, name: 'Last Day of the Year' },
    ];
    for (const h of fixed) {
      if (haveHolidays.has(h.date)) continue;
      haveHolidays.add(h.date);
      newHolidays.push([h.date, h.name, null, 'whole']);
    }
  }
  if (newHolidays.length) await insertRows(client, 'holidays', ['date', 'name', 'campus_id', 'part'], newHolidays);
  const isWorkingDay = (date: string) => weekday(date) >= 1 && weekday(date) <= 5 && !haveHolidays.has(date);
  const workingDays: string[] = [];
  for (let d = windowStart; d <= today; d = addDays(d, 1)) if (isWorkingDay(d)) workingDays.push(d);

  // ---- A biometric device at the main campus, one per other campus.
  const devices = await insertRows(
    client,
    'biometric_devices',
    ['name', 'serial_number', 'campus_id', 'location', 'secret', 'last_seen_at'],
    [
      [
        'ZKTeco MB460, Administration Building',
        DEMO_DEVICE_SERIAL,
        1,
        'Main Campus, Administration Building lobby',
        randomBytes(24).toString('base64url'),
        now,
      ],
      ['ZKTeco MB460, North Campus', 'DEMO-ZK-NC-0001', 2, 'North Campus, Administrative Office', randomBytes(24).toString('base64url'), now],
      ['ZKTeco MB460, South Campus', 'DEMO-ZK-SC-0001', 3, 'South Campus, Administrative Office', randomBytes(24).toString('base64url'), now],
      ['ZKTeco MB460, East Campus', 'DEMO-ZK-EC-0001', 4, 'East Campus, Administrative Office', randomBytes(24).toString('base64url'), now],
      ['ZKTeco MB460, West Campus', 'DEMO-ZK-WC-0001', 5, 'West Campus, Administrative Office', randomBytes(24).toString('base64url'), now],
    ],
    'id, campus_id',
  );
  const deviceOfCampus = new Map(devices.map((d) => [Number(d.campus_id), Number(d.id)]));

  // ---- Employees across the departments: faculty in the colleges, staff in the offices.
  const academic = (acr: string) => /^(CAS|COE|CED|CBA|CCS|CON|GS)(-|$)|^(CA|CTE)-/.test(acr);
  const faculty = positions.filter((p) => p.kind === 'faculty' && p.salary_grade <= 26);
  const staffPositions = positions.filter((p) => p.kind !== 'faculty');
  const weighted = departments.flatMap((d) => Array<typeof d>(d.acronym === 'CAS' ? 10 : academic(d.acronym) ? 5 : d.acronym === 'HRMO' ? 4 : 3).fill(d));
  const maxIdno = await q<{ n: number }>(`SELECT count(*)::int AS n FROM personnel`);
  let seq = (maxIdno[0]?.n ?? 0) + 100;
  type NewPerson = { row: unknown[]; sex: 'male' | 'female'; first: string; last: string; middle: string; dept: (typeof departments)[number]; sg: number };
  const people: NewPerson[] = [];
  const usedEmails = new Set<string>();
  for (let i = 0; i < DEMO_EMPLOYEES; i++) {
    const given = pick(rng, GIVEN_NAMES);
    const last = pick(rng, SURNAMES);
    let middle = pick(rng, SURNAMES);
    if (middle === last) middle = pick(rng, SURNAMES);
    const dept = pick(rng, weighted);
    const isFaculty = academic(dept.acronym) && rng() < 0.7;
    const pos = isFaculty ? pick(rng, faculty) : pick(rng, staffPositions);
    const hiredYear = Number(today.slice(0, 4)) - between(rng, 1, 28);
    const hired = `${hiredYear}-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
    const step = Math.min(8, 1 + Math.floor((Number(today.slice(0, 4)) - hiredYear) / 3));
    seq += 1;
    const kind = isFaculty ? 'faculty' : rng() < 0.08 ? 'casual' : 'staff';
    people.push({
      sex: given.sex,
      first: given.name,
      last,
      middle,
      dept,
      sg: pos.salary_grade,
      row: [
        `${hiredYear}-${String(seq).padStart(4, '0')}`,
        given.name,
        middle,
        last,
        dept.campus_id,
        dept.id,
        pos.id,
        kind,
        step,
        kind === 'casual' ? temporary : permanent,
        active,
        hired,
        rng() < 0.4 ? `${Math.min(Number(today.slice(0, 4)) - 1, hiredYear + between(rng, 2, 10))}-01-02` : null,
      ],
    });
  }
  const inserted = await insertRows(
    client,
    'personnel',
    [
      'idno',
      'first_name',
      'middle_name',
      'last_name',
      'campus_id',
      'department_id',
      'position_id',
      'employment_kind',
      'salary_step',
      'appointment_status_id',
      'personnel_status_id',
      'date_original_appointment',
      'date_last_promotion',
    ],
    people.map((p) => p.row),
    'id',
  );
  const ids = inserted.map((r) => Number(r.id));

  // PDS part I (personal information, addresses, contact) and II (family basics).
  const pds: unknown[][] = [];
  people.forEach((p, i) => {
    const town = pick(rng, TOWNS);
    const address = {
      house_no: String(between(rng, 1, 250)),
      street: pick(rng, STREETS),
      barangay: pick(rng, town.barangays),
      city: town.city,
      province: town.province,
      zip_code: town.zip,
    };
    const born = `${Number(today.slice(0, 4)) - between(rng, 24, 60)}-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
    const civilStatus = civil.find((c) => c.name === (rng() < 0.65 ? 'Married' : rng() < 0.85 ? 'Single' : 'Widowed'));
    const digits = (n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');
    pds.push([
      ids[i],
      'personal',
      JSON.stringify({
        birth_date: born,
        birth_place: `${town.city}, ${town.province}`,
        sex: p.sex,
        civil_status_id: civilStatus?.id ?? null,
        citizenship: 'filipino',
        height_m: p.sex === 'male' ? between(rng, 158, 178) / 100 : between(rng, 148, 166) / 100,
        weight_kg: p.sex === 'male' ? between(rng, 55, 85) : between(rng, 45, 72),
        blood_type_id: blood.length ? pick(rng, blood).id : null,
        gsis_no: `${digits(4)}-${digits(4)}-${digits(3)}`,
        pagibig_no: `${digits(4)}-${digits(4)}-${digits(4)}`,
        philhealth_no: `${digits(2)}-${digits(9)}-${digits(1)}`,
        tin_no: `${digits(3)}-${digits(3)}-${digits(3)}`,
        agency_employee_no: (p.row[0] as string) ?? null,
        residential_address: address,
        permanent_address: address,
        mobile_no: `09${between(rng, 15, 99)} ${digits(3)} ${digits(4)}`,
        email: emailOf(p.first, p.last, ids[i]!),
      }),
    ]);
    const married = civilStatus?.name === 'Married';
    const children = married
      ? Array.from({ length: between(rng, 0, 4) }, (_, c) => ({
          full_name: `${pick(rng, GIVEN_NAMES).name} ${p.last}`,
          birth_date: addDays(born, 365 * (26 + c * 3)),
        }))
      : [];
    pds.push([
      ids[i],
      'family',
      JSON.stringify({
        spouse: married
          ? {
              surname: p.sex === 'female' ? p.last : pick(rng, SURNAMES),
              first_name: pick(
                rng,
                GIVEN_NAMES.filter((g) => g.sex !== p.sex),
              ).name,
              occupation: pick(rng, ['Teacher', 'Nurse', 'Engineer', 'Businessman', 'Government employee', 'Farmer', 'Housekeeper']),
            }
          : {},
        children: children.filter((c) => c.birth_date < today),
        father: {
          surname: p.sex === 'female' && married ? p.middle : p.last,
          first_name: pick(
            rng,
            GIVEN_NAMES.filter((g) => g.sex === 'male'),
          ).name,
        },
        mother: {
          surname: p.middle,
          first_name: pick(
            rng,
            GIVEN_NAMES.filter((g) => g.sex === 'female'),
          ).name,
        },
      }),
    ]);
  });
  await insertRows(client, 'pds_entries', ['personnel_id', 'section', 'data'], pds);
  // Leave credits carried over from the old system, as for the demo accounts (the card starts this month).
  await insertRows(
    client,
    'leave_opening_balances',
    ['personnel_id', 'as_of', 'vl', 'sl'],
    ids.map((id) => [id, endOfLastMonth, between(rng, 5, 180) + between(rng, 0, 8) * 0.125, between(rng, 10, 220) + between(rng, 0, 8) * 0.125]),
  );
  // Their accounts (sign-in through the university's e-mail once HR invites them: no password here).
  const userRows = await insertRows(
    client,
    'users',
    ['email', 'name', 'password_hash', 'personnel_id', 'two_factor_secret'],
    people.map((p, i) => {
      const email = emailOf(p.first, p.last, ids[i]!);
      usedEmails.add(email);
      return [email, `${p.first} ${p.last}`, null, ids[i], randomTotpSecret()];
    }),
    'id, personnel_id',
  );
  const userOf = new Map(userRows.map((u) => [Number(u.personnel_id), Number(u.id)]));
  if (employeeRole)
    await insertRows(
      client,
      'user_roles',
      ['user_id', 'role_id'],
      [...userOf.values()].map((u) => [u, employeeRole]),
    );

  // Every office and college without a head gets its most senior employee as head (dean, director, chief).
  const heads: unknown[][] = [];
  for (const d of departments) {
    if (d.head_personnel_id) continue;
    const mine = people.map((p, i) => ({ p, id: ids[i]! })).filter((x) => x.p.dept.id === d.id);
    if (!mine.length) continue;
    const head = mine.reduce((a, b) => (b.p.sg > a.p.sg ? b : a));
    const title = academic(d.acronym) ? (d.parent_id ? 'Department Chair' : 'Dean') : d.acronym.startsWith('OCD') ? 'Campus Director' : 'Director';
    await client.query(`UPDATE departments SET head_personnel_id = $2, head_title = $3 WHERE id = $1`, [d.id, head.id, title]);
    d.head_personnel_id = head.id;
    heads.push([userOf.get(head.id), headRole]);
  }
  if (headRole && heads.length) await insertRows(client, 'user_roles', ['user_id', 'role_id'], heads);

  // The plantilla: a filled item for every permanent employee.
  const second = levels.find((l) => l.name === 'Second Level')?.id ?? null;
  const first = levels.find((l) => l.name === 'First Level')?.id ?? null;
  await insertRows(
    client,
    'plantilla_items',
    ['item_no', 'position_id', 'department_id', 'salary_grade', 'level_id', 'status', 'incumbent_personnel_id', 'filled_on'],
    people
      .map((p, i) => ({ p, id: ids[i]! }))
      .filter((x) => x.p.row[7] !== 'casual')
      .map((x) => [
        `SU-${x.p.dept.acronym}-${x.id}-${String(x.p.row[11]).slice(0, 4)}`,
        x.p.row[6],
        x.p.dept.id,
        x.p.sg,
        x.p.sg >= 11 ? second : first,
        'filled',
        x.id,
        x.p.row[11],
      ]),
  );

  // ---- Who punches: the bulk employees and the demo accounts' people.
  const everyone: Person[] = people.map((p, i) => ({
    id: ids[i]!,
    userId: userOf.get(ids[i]!)!,
    name: `${p.first} ${p.last}`,
    departmentId: p.dept.id,
    campusId: p.dept.campus_id,
    demo: false,
    away: new Set(),
  }));
  for (const email of ['admin@hris.test', 'hr@hris.test', 'head@hris.test', 'staff@hris.test']) {
    const u = demoUsers.get(email);
    if (u?.personnel_id && u.department_id)
      everyone.push({ id: u.personnel_id, userId: u.id, name: u.name, departmentId: u.department_id, campusId: u.campus_id ?? 1, demo: true, away: new Set() });
  }
  const byPersonnel = new Map(everyone.map((p) => [p.id, p]));

  // ---- Requests through the approval chains (leave: head recommends, HR certifies, the head of agency decides; travel: head, HR).
  const chainOf = async (type: string) => {
    const rows = await q<{ chain_id: number } & ChainStep>(
      `SELECT c.id AS chain_id, s.position, s.actor_kind, s.role_id, s.personnel_id, s.label, r.name AS actor_name
         FROM approval_chains c JOIN approval_chain_steps s ON s.chain_id = c.id LEFT JOIN roles r ON r.id = s.role_id
        WHERE c.request_type = $1 AND c.campus_id IS NULL AND c.department_id IS NULL ORDER BY s.position`,
      [type],
    );
    if (!rows.length) throw new Error(`No university-wide approval chain for ${type}.`);
    return { id: rows[0]!.chain_id, steps: rows.map(({ chain_id: _c, ...s }) => s) };
  };
  const leaveChain = await chainOf('leave');
  const travelChain = await chainOf('official_business');
  const headUserOf = (p: Person) => {
    let d = departments.find((x) => x.id === p.departmentId);
    while (d && (!d.head_personnel_id || d.head_personnel_id === p.id)) d = departments.find((x) => x.id === d!.parent_id);
    const headId = d?.head_personnel_id;
    if (!headId) return null;
    return headId === headUser.personnel_id ? headUser.id : (userOf.get(headId) ?? null);
  };

  type Stage = 'recommending' | 'hr' | 'approved' | 'disapproved' | 'cancelled';
  const leaveRows: { p: Person; type: string; from: string; to: string; dates: string[]; stage: Stage; filedAt: Date; details: Record<string, unknown> }[] = [];
  const travelRows: { p: Person; destination: string; purpose: string; from: string; to: string; dates: string[]; stage: Stage; filedAt: Date }[] = [];
  const filedOn = (date: string, hour = 9) => new Date(Date.parse(`${date}T${pad(hour)}:${pad(between(rng, 0, 59))}:00+08:00`));
  /** A moment during office hours `daysBack` weekdays before today. */
  const workdayBefore = (daysBack: number) => {
    let d = today;
    for (let n = 0; n < daysBack;) {
      d = addDays(d, -1);
      if (weekday(d) >= 1 && weekday(d) <= 5) n += 1;
    }
    return filedOn(d, between(rng, 8, 15));
  };
  const nextWorkingDays = (from: string, n: number) => {
    const out: string[] = [];
    for (let d = from; out.length < n; d = addDays(d, 1)) if (isWorkingDay(d)) out.push(d);
    return out;
  };
  const firstAfter = (date: string) => nextWorkingDays(addDays(date, 1), 1)[0]!;
  const vlDetails = () => ({
    location: 'philippines',
    location_detail: pick(rng, ['Home, family matters', 'Legazpi City', 'Naga City', 'Visit to relatives in Manila']),
  });
  const slDetails = () => ({ illness: 'outpatient', illness_detail: pick(rng, ['Fever', 'Flu', 'Migraine', 'Acute gastroenteritis', 'Dental procedure']) });
  const past = workingDays.filter((d) => d < today);

  // The demo staff account's own history: every day it was away is a filed, approved leave or travel.
  const staff = byPersonnel.get(staffUser.personnel_id!)!;
  const thisMonth = past.filter((d) => d >= monthStart(today, 0));
  const lastMonth = past.filter((d) => d >= monthStart(today, 1) && d < monthStart(today, 0));
  if (thisMonth.length >= 3) {
    const d = thisMonth[1]!;
    leaveRows.push({ p: staff, type: 'SL', from: d, to: d, dates: [d], stage: 'approved', filedAt: filedOn(firstAfter(d)), details: slDetails() });
  }
  if (lastMonth.length >= 10) {
    const days = lastMonth.slice(6, 8);
    leaveRows.push({
      p: staff,
      type: 'VL',
      from: days[0]!,
      to: days[1]!,
      dates: days,
      stage: 'approved',
      filedAt: filedOn(addDays(days[0]!, -9)),
      details: vlDetails(),
    });
    const t = lastMonth[13] ?? lastMonth[lastMonth.length - 1]!;
    travelRows.push({
      p: staff,
      destination: 'Civil Service Commission Regional Office V, Legazpi City',
      purpose: 'Submission of the college’s appointments and attendance of the HR forum',
      from: t,
      to: t,
      dates: [t],
      stage: 'approved',
      filedAt: filedOn(addDays(t, -5)),
    });
    const s = lastMonth[2]!;
    leaveRows.push({
      p: staff,
      type: 'SPL',
      from: s,
      to: s,
      dates: [s],
      stage: 'disapproved',
      filedAt: filedOn(addDays(s, -8)),
      details: { remarks: 'Personal milestone' },
    });
  }
  const coming = nextWorkingDays(addDays(today, 7), 12);
  leaveRows.push({
    p: staff,
    type: 'VL',
    from: coming[0]!,
    to: coming[1]!,
    dates: coming.slice(0, 2),
    stage: 'recommending',
    filedAt: workdayBefore(1),
    details: vlDetails(),
  });
  leaveRows.push({ p: staff, type: 'VL', from: coming[6]!, to: coming[6]!, dates: [coming[6]!], stage: 'hr', filedAt: workdayBefore(2), details: vlDetails() });
  leaveRows.push({
    p: staff,
    type: 'SPL',
    from: coming[8]!,
    to: coming[8]!,
    dates: [coming[8]!],
    stage: 'cancelled',
    filedAt: workdayBefore(4),
    details: { remarks: 'Graduation of my daughter' },
  });
  travelRows.push({
    p: staff,
    destination: 'Commission on Higher Education Regional Office V, Legazpi City',
    purpose: 'Submission of the college’s faculty records',
    from: coming[4]!,
    to: coming[4]!,
    dates: [coming[4]!],
    stage: 'recommending',
    filedAt: workdayBefore(1),
  });

  // Everyone else: a few absences, most covered by a leave filed for them; requests under way at every stage.
  const absentNoLeave = new Map<number, Set<string>>();
  for (const p of everyone) {
    if (p.demo) continue;
    const headless = !headUserOf(p);
    for (const d of past) {
      if (rng() >= 0.022) continue;
      if (headless || rng() < 0.2) {
        if (!absentNoLeave.has(p.id)) absentNoLeave.set(p.id, new Set());
        absentNoLeave.get(p.id)!.add(d);
        continue;
      }
      const sick = rng() < 0.55;
      leaveRows.push({
        p,
        type: sick ? 'SL' : 'VL',
        from: d,
        to: d,
        dates: [d],
        stage: 'approved',
        filedAt: sick ? filedOn(firstAfter(d)) : filedOn(addDays(d, -between(rng, 6, 14))),
        details: sick ? slDetails() : vlDetails(),
      });
    }
    if (headless) continue;
    const r = rng();
    const future = nextWorkingDays(addDays(today, between(rng, 6, 30)), 3);
    const len = between(rng, 1, 3);
    const stage: Stage | null = r < 0.1 ? 'recommending' : r < 0.2 ? 'hr' : r < 0.3 ? 'approved' : r < 0.33 ? 'disapproved' : r < 0.36 ? 'cancelled' : null;
    if (stage) {
      const type = rng() < 0.8 ? 'VL' : 'SPL';
      const days = future.slice(0, type === 'SPL' ? 1 : len);
      leaveRows.push({
        p,
        type,
        from: days[0]!,
        to: days[days.length - 1]!,
        dates: days,
        stage,
        filedAt: workdayBefore(between(rng, 1, 4)),
        details: type === 'VL' ? vlDetails() : { remarks: pick(rng, ['Birthday', 'Enrollment of my children', 'Wedding anniversary']) },
      });
    }
    if (rng() < 0.08) {
      const s2: Stage = pick(rng, ['recommending', 'hr', 'approved', 'approved', 'disapproved', 'cancelled'] as const);
      const day = nextWorkingDays(addDays(today, between(rng, 3, 25)), 1)[0]!;
      travelRows.push({
        p,
        destination: pick(rng, [
          'DBM Regional Office V, Legazpi City',
          'CHED Central Office, Quezon City',
          'Provincial Capitol of Albay',
          'Bicol University, Legazpi City',
        ]),
        purpose: pick(rng, [
          'Seminar-workshop on the new procurement law',
          'Submission of reports',
          'Regional research congress',
          'Coordination meeting on extension projects',
        ]),
        from: day,
        to: day,
        dates: [day],
        stage: s2,
        filedAt: workdayBefore(between(rng, 1, 5)),
      });
    }
  }
  // The approved ones keep the person away (no punches); a travel of the past was approved (the DTR counts it).
  for (const l of leaveRows) if (l.stage === 'approved') for (const d of l.dates) l.p.away.add(d);
  for (const t of travelRows) if (t.stage === 'approved') for (const d of t.dates) t.p.away.add(d);

  const certifier = hr.name;
  const adminUser = demoUsers.get('admin@hris.test');
  /** Who acts on a role's step in the demo: admin@ holds the Office of the President (the head of agency), hr@ the HR office. */
  const stepActor = (step: ChainStep) => (step.actor_name === 'Office of the President' && adminUser ? adminUser.id : hr.id);
  const notices: unknown[][] = [];
  const waitsTitle = { leave: 'Leave application waits for you', official_business: 'Official business travel waits for you' };
  const startRequests = async (
    type: 'leave' | 'official_business',
    chain: { id: number; steps: ChainStep[] },
    rows: { p: Person; stage: Stage; filedAt: Date; title: string; link: (id: number) => string; subjectId: number }[],
  ) => {
    const requestRows = rows.map((r) => {
      const last = chain.steps.length;
      const [status, step] =
        r.stage === 'recommending'
          ? ['pending', 1]
          : r.stage === 'hr'
            ? ['pending', 2]
            : r.stage === 'approved'
              ? ['approved', last]
              : r.stage === 'disapproved'
                ? ['disapproved', 1]
                : ['cancelled', 1];
      const updated = r.stage === 'recommending' || r.stage === 'cancelled' ? r.filedAt : new Date(Math.min(now.getTime(), r.filedAt.getTime() + 86_400_000));
      return [
        type,
        r.subjectId,
        r.title,
        r.link(r.subjectId),
        r.p.userId,
        r.p.id,
        r.p.departmentId,
        r.p.campusId,
        chain.id,
        JSON.stringify(chain.steps),
        step,
        status,
        r.filedAt,
        updated,
      ];
    });
    const made = await insertRows(
      client,
      'approval_requests',
      [
        'request_type',
        'subject_id',
        'title',
        'link',
        'requester_user_id',
        'requester_personnel_id',
        'department_id',
        'campus_id',
        'chain_id',
        'steps',
        'current_step',
        'status',
        'created_at',
        'updated_at',
      ],
      requestRows,
      'id',
    );
    const actions: unknown[][] = [];
    rows.forEach((r, i) => {
      const requestId = Number(made[i]!.id);
      const head = headUserOf(r.p)!;
      const later = (h: number) => new Date(Math.min(now.getTime(), officeHours(new Date(r.filedAt.getTime() + h * 3_600_000)).getTime()));
      if (r.stage === 'hr' || r.stage === 'approved') actions.push([requestId, 1, head, 'approve', null, later(5)]);
      // Nobody acts on two steps of one request (issue 36): hr@ certifies, the head of agency's step is admin@'s.
      if (r.stage === 'approved')
        for (let s = 2; s <= chain.steps.length; s++) actions.push([requestId, s, stepActor(chain.steps[s - 1]!), 'approve', null, later(5 + s * 3)]);
      if (r.stage === 'disapproved')
        actions.push([requestId, 1, head, 'disapprove', 'Needed in the office on that date; please file for another date.', later(4)]);
      const link = `/approvals?id=${requestId}`;
      const requesterName = r.p.name;
      // What each demo account's bell shows: what waits for them, and the outcome of their own.
      if (r.stage === 'recommending' && head === headUser.id)
        notices.push([headUser.id, waitsTitle[type], `${requesterName}: ${r.title} — ${chain.steps[0]!.label}`, link, 0, r.filedAt]);
      if (r.stage === 'hr') notices.push([hr.id, waitsTitle[type], `${requesterName}: ${r.title} — ${chain.steps[1]!.label}`, link, 0, later(5)]);
      const kind = type === 'leave' ? 'Leave application' : 'Official business travel';
      if (r.p.demo && r.stage === 'hr')
        notices.push([
          r.p.userId,
          `${kind}: ${chain.steps[0]!.label} done`,
          `${r.title} moved on to "${chain.steps[1]!.label}".`,
          r.link(r.subjectId),
          0,
          later(5),
        ]);
      if (r.p.demo && (r.stage === 'approved' || r.stage === 'disapproved')) {
        notices.push([
          r.p.userId,
          `${kind} ${r.stage === 'approved' ? 'was approved' : 'was disapproved'}`,
          r.title,
          r.link(r.subjectId),
          now.getTime() - later(12).getTime() > 10 * 86_400_000 ? 1 : 0,
          later(12),
        ]);
      }
      r.subjectId = requestId; // hand the request id back for the row's link
    });
    if (actions.length) await insertRows(client, 'approval_actions', ['request_id', 'step', 'actor_user_id', 'action', 'remarks', 'created_at'], actions);
  };

  // Leave applications (CS Form No. 6) and their requests.
  const opening = new Map(
    (await q<{ personnel_id: number; vl: number; sl: number }>(`SELECT personnel_id, vl::float8 AS vl, sl::float8 AS sl FROM leave_opening_balances`)).map(
      (b) => [b.personnel_id, b],
    ),
  );
  const leaveInserted = await insertRows(
    client,
    'leave_applications',
    [
      'personnel_id',
      'leave_type_id',
      'date_from',
      'date_to',
      'part',
      'working_days',
      'dates',
      'details',
      'days_with_pay',
      'days_without_pay',
      'certification',
      'status',
      'created_at',
      'updated_at',
    ],
    leaveRows.map((l) => {
      const b = opening.get(l.p.id) ?? { vl: 15, sl: 15 };
      const n = l.dates.length;
      const vlUse = l.type === 'VL' ? n : 0;
      const slUse = l.type === 'SL' ? n : 0;
      const certified = l.stage === 'approved' || l.stage === 'hr';
      return [
        l.p.id,
        leaveTypes.get(l.type)!.id,
        l.from,
        l.to,
        'whole',
        n,
        JSON.stringify(l.dates),
        JSON.stringify(l.details),
        n,
        0,
        certified && l.stage === 'approved'
          ? JSON.stringify({
              as_of: addDays(l.from, -1) < today ? addDays(l.from, -1) : today,
              vl: { total_earned: b.vl, less_this_application: vlUse, balance: b.vl - vlUse },
              sl: { total_earned: b.sl, less_this_application: slUse, balance: b.sl - slUse },
              certified_by: certifier,
            })
          : null,
        l.stage === 'recommending' || l.stage === 'hr' ? 'pending' : l.stage,
        l.filedAt,
        l.filedAt,
      ];
    }),
    'id',
  );
  const leaveRequests = leaveRows.map((l, i) => {
    const t = leaveTypes.get(l.type)!;
    return {
      p: l.p,
      stage: l.stage,
      filedAt: l.filedAt,
      title: words.leaveRequestTitle(t.name, { days: l.dates.length }, l.from, l.to),
      link: (id: number) => `/account/leave-Application/${id}`,
      subjectId: Number(leaveInserted[i]!.id),
    };
  });
  const leaveIds = leaveRequests.map((r) => r.subjectId);
  await startRequests('leave', leaveChain, leaveRequests);
  await client.query(
    `UPDATE leave_applications a SET approval_request_id = x.request_id FROM unnest($1::int[], $2::int[]) AS x(id, request_id) WHERE a.id = x.id`,
    [leaveIds, leaveRequests.map((r) => r.subjectId)],
  );

  // A monetization of half the credits (Sec. 23), recommended and certified: it waits for the head of agency (admin@).
  const admin = demoUsers.get('admin@hris.test');
  const monetizer = everyone.find((p) => !p.demo && headUserOf(p) && (opening.get(p.id)?.vl ?? 0) + (opening.get(p.id)?.sl ?? 0) > 150);
  const mon50 = leaveTypes.get('MON50');
  if (admin && monetizer && mon50) {
    const chain = await chainOf('leave_monetization');
    const b = opening.get(monetizer.id)!;
    const days = Math.floor((b.vl + b.sl) / 2);
    const vlUse = Math.min(b.vl, days);
    const filed = workdayBefore(3);
    const title = words.leaveRequestTitle(mon50.name, { days }, today, today);
    const [app] = await insertRows(
      client,
      'leave_applications',
      [
        'personnel_id',
        'leave_type_id',
        'date_from',
        'date_to',
        'part',
        'working_days',
        'dates',
        'details',
        'days_with_pay',
        'days_without_pay',
        'certification',
        'status',
        'created_at',
        'updated_at',
      ],
      [
        [
          monetizer.id,
          mon50.id,
          today,
          today,
          'whole',
          days,
          '[]',
          JSON.stringify({ other_purpose: 'monetization', reason: 'health', remarks: 'Hospitalization of my mother' }),
          days,
          0,
          JSON.stringify({
            as_of: today,
            vl: { total_earned: b.vl, less_this_application: vlUse, balance: b.vl - vlUse },
            sl: { total_earned: b.sl, less_this_application: days - vlUse, balance: b.sl - (days - vlUse) },
            certified_by: hr.name,
          }),
          'pending',
          filed,
          filed,
        ],
      ],
      'id',
    );
    const appId = Number(app!.id);
    const [request] = await insertRows(
      client,
      'approval_requests',
      [
        'request_type',
        'subject_id',
        'title',
        'link',
        'requester_user_id',
        'requester_personnel_id',
        'department_id',
        'campus_id',
        'chain_id',
        'steps',
        'current_step',
        'status',
        'created_at',
        'updated_at',
      ],
      [
        [
          'leave_monetization',
          appId,
          title,
          `/account/leave-Application/${appId}`,
          monetizer.userId,
          monetizer.id,
          monetizer.departmentId,
          monetizer.campusId,
          chain.id,
          JSON.stringify(chain.steps),
          chain.steps.length,
          'pending',
          filed,
          filed,
        ],
      ],
      'id',
    );
    const requestId = Number(request!.id);
    const step = (h: number) => officeHours(new Date(filed.getTime() + h * 3_600_000));
    await insertRows(
      client,
      'approval_actions',
      ['request_id', 'step', 'actor_user_id', 'action', 'remarks', 'created_at'],
      chain.steps.slice(0, -1).map((s, i) => [requestId, s.position, i === 0 ? headUserOf(monetizer) : hr.id, 'approve', null, step(4 + i * 20)]),
    );
    await client.query(`UPDATE leave_applications SET approval_request_id = $2 WHERE id = $1`, [appId, requestId]);
    notices.push([
      admin.id,
      'Monetization of 50% or more of leave credits (Sec. 23) waits for you',
      `${monetizer.name}: ${title} — ${chain.steps[chain.steps.length - 1]!.label}`,
      `/approvals?id=${requestId}`,
      0,
      new Date(Math.min(now.getTime(), step(24).getTime())),
    ]);
  }

  // Official business travel.
  const travelInserted = await insertRows(
    client,
    'official_business_travels',
    ['personnel_id', 'destination', 'purpose', 'date_from', 'date_to', 'status', 'created_at', 'updated_at'],
    travelRows.map((t) => [
      t.p.id,
      t.destination,
      t.purpose,
      t.from,
      t.to,
      t.stage === 'recommending' || t.stage === 'hr' ? 'pending' : t.stage,
      t.filedAt,
      t.filedAt,
    ]),
    'id',
  );
  const travelRequests = travelRows.map((t, i) => ({
    p: t.p,
    stage: t.stage,
    filedAt: t.filedAt,
    title: `Official business travel to ${t.destination}, ${words.dateRange(t.from, t.to)}`,
    link: (id: number) => `/account/ob/${id}`,
    subjectId: Number(travelInserted[i]!.id),
  }));
  const travelIds = travelRequests.map((r) => r.subjectId);
  await startRequests('official_business', travelChain, travelRequests);
  await client.query(
    `UPDATE official_business_travels t SET approval_request_id = x.request_id FROM unnest($1::int[], $2::int[]) AS x(id, request_id) WHERE t.id = x.id`,
    [travelIds, travelRequests.map((r) => r.subjectId)],
  );

  // ---- Three months of punches: in 7:45–8:05 (some late), lunch out and in, out 17:00–17:30.
  const persons: number[] = [];
  const instants: string[] = [];
  const deviceIds: (number | null)[] = [];
  for (const p of everyone) {
    const prng = seededRandom(p.id * 7919);
    const lateProne = prng() < 0.15;
    const missed = absentNoLeave.get(p.id);
    for (const d of workingDays) {
      const r1 = prng();
      const r2 = prng();
      const r3 = prng();
      const r4 = prng();
      if (p.away.has(d) || missed?.has(d)) continue;
      const late = r1 < (lateProne ? 0.25 : 0.06);
      const amIn = late ? 8 * 60 + 1 + Math.floor(r2 * 25) : 7 * 60 + 40 + Math.floor(r2 * 20);
      const lunchOut = 12 * 60 + Math.floor(r3 * 12);
      const lunchIn = 12 * 60 + 42 + Math.floor(r4 * 17);
      const pmOut = 17 * 60 + Math.floor(prng() * 35);
      const punches = [amIn, lunchOut, lunchIn, pmOut];
      for (const m of punches) {
        if (d === today && m > nowMinutes) break;
        persons.push(p.id);
        instants.push(at(d, m, Math.floor(prng() * 60)));
        deviceIds.push(deviceOfCampus.get(p.campusId) ?? null);
      }
    }
  }
  for (let i = 0; i < persons.length; i += 50_000) {
    await client.query(
      `INSERT INTO attendance_logs (personnel_id, logged_at, source, device_id)
       SELECT x.p, x.t, 'device', x.d FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS x(p, t, d) ON CONFLICT DO NOTHING`,
      [persons.slice(i, i + 50_000), instants.slice(i, i + 50_000), deviceIds.slice(i, i + 50_000)],
    );
  }
  // The device knows everyone of its campus by their PIN.
  await insertRows(
    client,
    'device_users',
    ['device_id', 'device_user_id', 'personnel_id'],
    everyone.filter((p) => deviceOfCampus.has(p.campusId)).map((p) => [deviceOfCampus.get(p.campusId), String(p.id), p.id]),
  );

  // ---- Recruitment: open posts on the vacant items, applicants at every stage.
  await seedRecruitment(client, rng, now, today, hr.id, demoUsers.get('applicant@hris.test')?.id ?? null, applicantRole, usedEmails, notices);

  // ---- The bell of the demo accounts: what the engine told them (collected above), as it words it.
  if (notices.length) await insertRows(client, 'notifications', ['user_id', 'title', 'description', 'link', 'status', 'created_at'], notices);
}

function emailOf(first: string, last: string, id: number) {
  const clean = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${clean(first)}.${clean(last)}${id}@university.edu.ph`;
}

const POSTS = [
  {
    position: 'Instructor I',
    department: 'CAS',
    item: 'SU-CAS-INST1-7-2026',
    board: 'APB',
    slots: 2,
    education: "Master's degree in the field of specialization",
    training: 'None required',
    experience: 'None required',
    eligibility: 'None required (RA 1080 for board courses)',
  },
  {
    position: 'Administrative Assistant II',
    department: 'CAS',
    item: 'SU-CAS-ADAS2-12-2026',
    board: 'NAPB',
    slots: 1,
    education: 'Completion of two years of college studies',
    training: 'None required',
    experience: 'None required',
    eligibility: 'Career Service (Subprofessional) First Level',
  },
  {
    position: 'Administrative Aide IV',
    department: 'CAS',
    item: 'SU-CAS-ADA4-3-2026',
    board: 'NAPB',
    slots: 1,
    education: 'Completion of two years of secondary education',
    training: 'None required',
    experience: 'None required',
    eligibility: 'None required (MC 11, s. 1996 – Cat. III)',
  },
  {
    position: 'Administrative Officer II',
    department: 'HRMO',
    item: 'SU-HRMO-ADOF2-2-2026',
    board: 'NAPB',
    slots: 1,
    education: "Bachelor's degree relevant to the job",
    training: 'None required',
    experience: 'None required',
    eligibility: 'Career Service (Professional) Second Level',
  },
  {
    position: 'Information Systems Analyst I',
    department: 'MIS',
    item: null,
    board: 'NAPB',
    slots: 1,
    education: "Bachelor's degree in Information Technology or Computer Science",
    training: 'None required',
    experience: 'None required',
    eligibility: 'Career Service (Professional) Second Level',
  },
  {
    position: 'Nurse I',
    department: 'OSAS',
    item: null,
    board: 'NAPB',
    slots: 1,
    education: "Bachelor's degree in Nursing",
    training: 'None required',
    experience: 'None required',
    eligibility: 'RA 1080 (Nurse)',
  },
];

async function seedRecruitment(
  client: PoolClient,
  rng: Rng,
  now: Date,
  today: string,
  hrUserId: number,
  applicantDemoUserId: number | null,
  applicantRole: number | null,
  usedEmails: Set<string>,
  notices: unknown[][],
) {
  const rows = (
    await client.query(
      `SELECT p.id AS position_id, p.name, p.salary_grade, d.id AS department_id, d.campus_id, d.acronym
       FROM positions p CROSS JOIN departments d WHERE p.name = ANY($1) AND d.acronym = ANY($2)`,
      [POSTS.map((x) => x.position), POSTS.map((x) => x.department)],
    )
  ).rows as { position_id: number; name: string; salary_grade: number; department_id: number; campus_id: number; acronym: string }[];
  const salaryOf = async (grade: number) =>
    Number(
      (
        await client.query(
          `SELECT amount FROM salary_schedule WHERE grade = $1 AND step = 1 AND effective_date <= $2::date ORDER BY effective_date DESC LIMIT 1`,
          [grade, today],
        )
      ).rows[0]?.amount ?? 0,
    );
  const documents = ['Letter of intent', 'Personal Data Sheet (CS Form 212) with Work Experience Sheet', 'Transcript of records', 'Certificate of eligibility'];
  const year = today.slice(0, 4);
  // Codes follow the year's sequence, after any post HR already made on this database.
  const taken = new Set(((await client.query(`SELECT code FROM job_posts`)).rows as { code: string }[]).map((r) => r.code));
  let next = 0;
  const nextCode = () => {
    let code: string;
    do code = `${year}-${String(++next).padStart(3, '0')}`;
    while (taken.has(code));
    return code;
  };
  const postRows: unknown[][] = [];
  for (const [i, post] of POSTS.entries()) {
    const r = rows.find((x) => x.name === post.position && x.acronym === post.department);
    if (!r) continue;
    const closed = i === POSTS.length - 1;
    const publishFrom = addDays(today, closed ? -45 : -between(rng, 3, 12));
    const closing = addDays(today, closed ? -15 : between(rng, 8, 20));
    postRows.push([
      nextCode(),
      r.position_id,
      r.department_id,
      r.campus_id,
      post.item,
      r.salary_grade,
      await salaryOf(r.salary_grade),
      post.board,
      post.slots,
      post.education,
      post.training,
      post.experience,
      post.eligibility,
      'Communication, planning and organizing, teamwork',
      JSON.stringify(documents),
      publishFrom,
      closing,
      closed ? 'closed' : 'published',
      hrUserId,
      new Date(Date.parse(`${publishFrom}T09:00:00+08:00`)),
      closed ? new Date(Date.parse(`${closing}T17:00:00+08:00`)) : null,
    ]);
  }
  const posts = await insertRows(
    client,
    'job_posts',
    [
      'code',
      'position_id',
      'department_id',
      'campus_id',
      'plantilla_item_no',
      'salary_grade',
      'monthly_salary',
      'board',
      'slots',
      'education',
      'training',
      'experience',
      'eligibility',
      'competencies',
      'documents_required',
      'publish_from',
      'closing_date',
      'status',
      'created_by_user_id',
      'published_at',
      'closed_at',
    ],
    postRows,
    'id, status, code',
  );
  if (!posts.length) return;

  // Applicants: people from outside with a profile (what HR screens).
  const applicants: { userId: number; profile: Record<string, unknown>; name: string }[] = [];
  const profileRows: unknown[][] = [];
  const newUsers: unknown[][] = [];
  const drafts: {
    first: string;
    last: string;
    middle: string;
    sex: string;
    born: string;
    mobile: string;
    address: string;
    sections: Record<string, unknown>;
  }[] = [];
  for (let i = 0; i < 40; i++) {
    const g = pick(rng, GIVEN_NAMES);
    const last = pick(rng, SURNAMES);
    const town = pick(rng, TOWNS);
    const born = `${Number(year) - between(rng, 22, 40)}-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
    drafts.push({
      first: g.name,
      last,
      middle: pick(rng, SURNAMES),
      sex: g.sex,
      born,
      mobile: `09${between(rng, 15, 99)} ${between(rng, 100, 999)} ${between(rng, 1000, 9999)}`,
      address: `${pick(rng, STREETS)}, ${pick(rng, town.barangays)}, ${town.city}, ${town.province}`,
      sections: {
        educbackground: [
          {
            level: 'college',
            school_name: pick(rng, [
              'Bicol University',
              'Ateneo de Naga University',
              'University of Nueva Caceres',
              'Aquinas University of Legazpi',
              'Divine Word College of Legazpi',
            ]),
            course: pick(rng, [
              'Bachelor of Science in Business Administration',
              'Bachelor of Arts in English',
              'Bachelor of Science in Information Technology',
              'Bachelor of Science in Nursing',
              'Bachelor of Public Administration',
            ]),
            period_from: Number(born.slice(0, 4)) + 17,
            period_to: Number(born.slice(0, 4)) + 21,
            year_graduated: Number(born.slice(0, 4)) + 21,
          },
        ],
        eligibility:
          rng() < 0.7
            ? [
                {
                  name: 'Career Service Professional',
                  rating: between(rng, 80, 90),
                  exam_date: `${Number(born.slice(0, 4)) + 22}-08-0${between(rng, 1, 9)}`,
                  exam_place: 'Legazpi City',
                },
              ]
            : [],
        workexp: [],
        training: [],
      },
    });
  }
  const made = await insertRows(
    client,
    'users',
    ['email', 'name', 'password_hash', 'personnel_id', 'two_factor_secret', 'email_verified_at'],
    drafts.map((d, i) => {
      let email = `${emailOf(d.first, d.last, i + 1).replace('@university.edu.ph', '')}@gmail.com`;
      while (usedEmails.has(email)) email = `x${email}`;
      usedEmails.add(email);
      return [email, `${d.first} ${d.last}`, null, null, randomTotpSecret(), now];
    }),
    'id',
  );
  drafts.forEach((d, i) => {
    const userId = Number(made[i]?.id);
    if (!userId) return;
    newUsers.push([userId, applicantRole]);
    profileRows.push([userId, d.first, d.middle, d.last, d.sex, d.born, d.mobile, d.address, JSON.stringify(d.sections)]);
    applicants.push({
      userId,
      name: `${d.first} ${d.last}`,
      profile: {
        first_name: d.first,
        middle_name: d.middle,
        last_name: d.last,
        name_extension: null,
        sex: d.sex,
        birth_date: d.born,
        mobile_no: d.mobile,
        address: d.address,
        sections: d.sections,
        complete: true,
      },
    });
  });
  if (applicantRole && newUsers.length) await insertRows(client, 'user_roles', ['user_id', 'role_id'], newUsers);
  if (profileRows.length)
    await insertRows(
      client,
      'applicant_profiles',
      ['user_id', 'first_name', 'middle_name', 'last_name', 'sex', 'birth_date', 'mobile_no', 'address', 'sections'],
      profileRows,
    );

  // The demo applicant: a profile and one application, qualified for the interview.
  if (applicantDemoUserId) {
    const has = await client.query(`SELECT 1 FROM applicant_profiles WHERE user_id = $1`, [applicantDemoUserId]);
    const sections = {
      educbackground: [
        {
          level: 'college',
          school_name: 'Bicol University',
          course: 'Bachelor of Science in Business Administration',
          period_from: 2014,
          period_to: 2018,
          year_graduated: 2018,
        },
      ],
      eligibility: [{ name: 'Career Service Professional', rating: 84.5, exam_date: '2019-08-04', exam_place: 'Legazpi City' }],
      workexp: [],
      training: [],
    };
    if (!has.rowCount)
      await client.query(
        `INSERT INTO applicant_profiles (user_id, first_name, last_name, sex, birth_date, mobile_no, address, sections) VALUES ($1, 'Liza', 'Mendoza', 'female', '1997-03-14', '0917 555 0123', 'Rizal St., Bitano, Legazpi City, Albay', $2)`,
        [applicantDemoUserId, JSON.stringify(sections)],
      );
    applicants.unshift({
      userId: applicantDemoUserId,
      name: 'Liza Mendoza',
      profile: {
        first_name: 'Liza',
        middle_name: null,
        last_name: 'Mendoza',
        name_extension: null,
        sex: 'female',
        birth_date: '1997-03-14',
        mobile_no: '0917 555 0123',
        address: 'Rizal St., Bitano, Legazpi City, Albay',
        sections,
        complete: true,
      },
    });
  }

  const stagesOpen = ['submitted', 'submitted', 'submitted', 'qualified', 'qualified', 'not_qualified', 'interview', 'withdrawn'] as const;
  const stagesClosed = ['assessed', 'assessed', 'selected', 'not_selected', 'not_qualified', 'interview'] as const;
  const apps: unknown[][] = [];
  const appMeta: { status: string; submitted: Date; userId: number }[] = [];
  const seen = new Set<string>();
  for (const [i, a] of applicants.entries()) {
    const picks = i === 0 && applicantDemoUserId ? [posts[1]!] : [pick(rng, posts), ...(rng() < 0.3 ? [pick(rng, posts)] : [])];
    for (const post of picks) {
      const key = `${String(post.id)}-${a.userId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const status = i === 0 && applicantDemoUserId ? 'qualified' : post.status === 'closed' ? pick(rng, stagesClosed) : pick(rng, stagesOpen);
      const submitted = new Date(Date.parse(`${addDays(today, -between(rng, 1, 10))}T${pad(between(rng, 8, 16))}:${pad(between(rng, 0, 59))}:00+08:00`));
      apps.push([
        post.id,
        a.userId,
        status,
        status === 'not_qualified' ? 'Lacks the required eligibility.' : null,
        JSON.stringify(a.profile),
        submitted,
        submitted,
      ]);
      appMeta.push({ status, submitted, userId: a.userId });
    }
  }
  const appIds = await insertRows(
    client,
    'job_applications',
    ['job_post_id', 'applicant_user_id', 'status', 'remarks', 'profile_snapshot', 'submitted_at', 'updated_at'],
    apps,
    'id',
  );
  const path: Record<string, string[]> = {
    submitted: ['submitted'],
    qualified: ['submitted', 'qualified'],
    not_qualified: ['submitted', 'not_qualified'],
    interview: ['submitted', 'qualified', 'interview'],
    assessed: ['submitted', 'qualified', 'interview', 'assessed'],
    selected: ['submitted', 'qualified', 'interview', 'assessed', 'selected'],
    not_selected: ['submitted', 'qualified', 'interview', 'assessed', 'not_selected'],
    withdrawn: ['submitted', 'withdrawn'],
  };
  const events: unknown[][] = [];
  appMeta.forEach((m, i) => {
    (path[m.status] ?? ['submitted']).forEach((s, k) =>
      events.push([
        appIds[i]!.id,
        s,
        s === 'not_qualified' ? 'Lacks the required eligibility.' : null,
        s === 'submitted' || s === 'withdrawn' ? m.userId : hrUserId,
        new Date(Math.min(now.getTime(), officeHours(new Date(m.submitted.getTime() + k * 26 * 3_600_000)).getTime())),
      ]),
    );
    if (m.userId === applicantDemoUserId)
      for (const [k, label] of ['Received', 'Qualified'].entries())
        notices.push([
          m.userId,
          `Administrative Assistant II: ${label}`,
          `Your application is now "${label}".`,
          '/account/application/status',
          k === 0 ? 1 : 0,
          new Date(Math.min(now.getTime(), officeHours(new Date(m.submitted.getTime() + k * 26 * 3_600_000)).getTime())),
        ]);
  });
  if (events.length) await insertRows(client, 'application_events', ['application_id', 'status', 'remarks', 'actor_user_id', 'created_at'], events);
}
