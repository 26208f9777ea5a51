import type { createDatabase } from '@hris/db';

// The document-tracking bench's data (bench-server --dts): 150 offices, 200,000 documents and their 1,000,000 log
// rows, written as the service would have written them (dts.service.ts): each document filed at its origin, passed
// office to office (forwarded, then received), and standing where its last move left it, with the working days of
// its type counted from its arrival (weekends and national holidays left out, as domain/working-days.ts counts them).
// Set-based (generate_series and temporary tables) so the seed takes seconds, not minutes.

export type DtsBenchData = {
  offices: number;
  documents: number;
  open: number;
  overdue: number;
  logRows: number;
  /** The office whose incoming list is measured: one of the busy central offices (the HR office). */
  busyOfficeId: number;
  busyOffice: string;
  busyCounts: Record<string, number>;
  /** Incoming documents at the other offices, in no particular order: one for each receive request (not confidential ones, which the administrator may not receive). */
  receiveIds: number[];
};

const LOG_ROWS = 1_000_000;
const DOCUMENTS = 200_000;
const OFFICES = 150;
/** Share of the open documents past their working days (the overdue pass's work). */
const OVERDUE = 0.08;
/** The central offices most documents pass through: twice the traffic of a college department. */
const CENTRAL = ['HRMO', 'RMO', 'ACCTG', 'BUDGET', 'CASH', 'SPMO', 'OUP', 'OVPAF'];
const RECEIVE_IDS = 12_000;

const SUBJECTS: [string, string][] = [
  ['Biology', 'BIO'],
  ['Chemistry', 'CHEM'],
  ['Physics', 'PHYS'],
  ['Mathematics', 'MATH'],
  ['English', 'ENG'],
  ['Filipino', 'FIL'],
  ['History', 'HIST'],
  ['Psychology', 'PSY'],
  ['Information Technology', 'IT'],
  ['Computer Science', 'CS'],
  ['Accountancy', 'ACC'],
  ['Marketing', 'MKT'],
  ['Nursing Practice', 'NP'],
  ['Agronomy', 'AGR'],
  ['Animal Science', 'ANS'],
  ['Fisheries', 'FISH'],
  ['Forestry', 'FOR'],
  ['Elementary Education', 'EED'],
  ['Secondary Education', 'SED'],
  ['Physical Education', 'PE'],
  ['Civil Engineering', 'CE'],
  ['Mechanical Engineering', 'ME'],
  ['Hospitality Management', 'HM'],
  ['Criminology', 'CRIM'],
  ['Public Administration', 'PA'],
];
const CAMPUS_SUFFIX = ['MC', 'NC', 'SC', 'EC', 'WC'];
const CAMPUS_NAME = ['Main Campus', 'North Campus', 'South Campus', 'East Campus', 'West Campus'];
const FIRST = ['Maria', 'Jose', 'Juan', 'Ana', 'Rosario', 'Antonio', 'Teresita', 'Ramon', 'Lourdes', 'Eduardo', 'Corazon', 'Fernando'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores', 'Villanueva'];
const TITLES = [
  'Request for service record',
  'Application for leave',
  'Travel order',
  'Purchase request for office supplies',
  'Disbursement voucher',
  'Memorandum of agreement',
  'Request for certificate of employment',
  'Liquidation report',
  'Faculty loading',
  'Request for overtime',
  'Inspection and acceptance report',
  'Contract of service',
  'Endorsement of applicants',
  'Request for repair of equipment',
];
const REASONS = ['Awaiting the signature of the head', 'Incomplete attachments', 'Needs the budget officer’s certification', 'For review of the legal officer'];

const sqlArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

export async function seedDts(db: ReturnType<typeof createDatabase>): Promise<DtsBenchData> {
  // One connection throughout: temporary tables, and setseed() making random() the same from run to run.
  const c = await db.$client.connect();
  const q = async <R extends Record<string, unknown> = Record<string, unknown>>(text: string, params: unknown[] = []) => (await c.query<R>(text, params)).rows;
  try {
    await q('SELECT setseed(0.19)');
    // Room for the seed's working tables and sorts in memory (the defaults, 8 MB and 4 MB, spill them to disk).
    await q(`SET temp_buffers = '512MB'`);
    await q(`SET work_mem = '256MB'`);
    // The rows are consistent by construction: checking each of their five million references one by one (the
    // foreign keys' triggers) would be most of the seed's time. Nor does anything listen yet for the change notices.
    await q(`SET session_replication_role = replica`);

    // The demo's own few documents count towards the totals.
    const demo = (
      await q<{ documents: number; log: number }>(
        `SELECT (SELECT count(*)::int FROM dts_documents) AS documents, (SELECT count(*)::int FROM dts_document_log) AS log`,
      )
    )[0]!;

    // ── 150 offices: the demo's tree and the departments of the colleges on every campus ──
    const have = (await q<{ n: number }>('SELECT count(*)::int AS n FROM departments'))[0]!.n;
    await q(
      `INSERT INTO departments (fullname, acronym, campus_id)
       SELECT 'Department of ' || (${sqlArray(SUBJECTS.map((s) => s[0]))})[1 + i % ${SUBJECTS.length}] || ', ' || (${sqlArray(CAMPUS_NAME)})[1 + i / ${SUBJECTS.length}],
              (${sqlArray(SUBJECTS.map((s) => s[1]))})[1 + i % ${SUBJECTS.length}] || '-' || (${sqlArray(CAMPUS_SUFFIX)})[1 + i / ${SUBJECTS.length}],
              1 + i / ${SUBJECTS.length}
         FROM generate_series(0, $1 - 1) AS i`,
      [OFFICES - have],
    );
    await q(`CREATE TEMP TABLE bo AS SELECT row_number() OVER (ORDER BY id)::int AS k, id, acronym, campus_id FROM departments ORDER BY id LIMIT ${OFFICES}`);

    // ── Each office's people: a head where it has none, and two clerks who file, forward and receive ──
    await q(`
      INSERT INTO personnel (idno, first_name, last_name, campus_id, department_id, employment_kind, is_active, date_original_appointment)
      SELECT 'DTS-' || bo.id || '-' || r, (${sqlArray(FIRST)})[1 + (bo.k + r) % ${FIRST.length}], (${sqlArray(LAST)})[1 + (bo.k * 3 + r) % ${LAST.length}] || ' ' || bo.id || r,
             bo.campus_id, bo.id, 'staff', true, DATE '2010-01-01' + bo.k * 10 + r
        FROM bo CROSS JOIN generate_series(0, 2) AS r JOIN departments d ON d.id = bo.id
       WHERE r > 0 OR d.head_personnel_id IS NULL`);
    await q(`
      INSERT INTO users (email, name, personnel_id, two_factor_secret)
      SELECT lower(p.idno) || '@bench.test', p.first_name || ' ' || p.last_name, p.id, 'BENCHSECRET' FROM personnel p WHERE p.idno LIKE 'DTS-%'`);
    await q(
      `UPDATE departments d SET head_personnel_id = p.id, head_title = 'Head' FROM personnel p WHERE p.idno = 'DTS-' || d.id || '-0' AND d.head_personnel_id IS NULL`,
    );
    await q(`
      INSERT INTO user_roles (user_id, role_id)
      SELECT u.id, (SELECT id FROM roles WHERE name = CASE WHEN p.idno LIKE '%-0' THEN 'Department Head' ELSE 'Employee' END)
        FROM users u JOIN personnel p ON p.id = u.personnel_id WHERE p.idno LIKE 'DTS-%'`);
    await q(`ALTER TABLE bo ADD clerk1 int, ADD clerk2 int`);
    await q(`UPDATE bo SET clerk1 = (SELECT u.id FROM users u JOIN personnel p ON p.id = u.personnel_id WHERE p.idno = 'DTS-' || bo.id || '-1'),
                           clerk2 = (SELECT u.id FROM users u JOIN personnel p ON p.id = u.personnel_id WHERE p.idno = 'DTS-' || bo.id || '-2')`);

    // ── Working days (weekdays that are not national whole-day holidays), numbered: n + w is w working days later ──
    await q(`
      CREATE TEMP TABLE wd AS
      SELECT d::date AS d, row_number() OVER (ORDER BY d)::int AS n
        FROM generate_series((now() AT TIME ZONE 'Asia/Manila')::date - 420, (now() AT TIME ZONE 'Asia/Manila')::date + 90, interval '1 day') AS d
       WHERE extract(isodow FROM d) < 6
         AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.date = d::date AND h.part = 'whole' AND h.campus_id IS NULL)`);
    await q(`CREATE UNIQUE INDEX ON wd (n)`);
    // The last working day before today: every open document arrived on it or before (never later than now).
    const t0 = (await q<{ n: number }>(`SELECT max(n) AS n FROM wd WHERE d < (now() AT TIME ZONE 'Asia/Manila')::date`))[0]!.n;

    // ── The plan of each document: where it stands (state), how many offices it passed (h), its type and dates ──
    // States: most in an office's hands (incoming 20%, received 45%, hold 8%, returned 7%, for pick-up 10%), the rest done.
    await q(`
      CREATE TEMP TABLE plan AS
      WITH s AS (
        SELECT i, i % 100 AS b, random() AS r_hops, random() AS r_late, random() AS r_type, random() AS r_office FROM generate_series(1, ${DOCUMENTS - demo.documents}) AS i
      ), t AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(working_days ORDER BY id) AS days FROM dts_document_types),
      -- each office once, the central ones twice: where documents stand
      o AS (SELECT array_agg(bo.k ORDER BY bo.k, r) AS ks FROM bo CROSS JOIN generate_series(1, CASE WHEN bo.acronym = ANY(${sqlArray(CENTRAL)}) THEN 2 ELSE 1 END) AS r)
      SELECT i,
             CASE WHEN b < 20 THEN 'incoming' WHEN b < 65 THEN 'received' WHEN b < 73 THEN 'hold' WHEN b < 80 THEN 'returned'
                  WHEN b < 90 THEN 'for_pickup' WHEN b < 96 THEN 'released' ELSE 'archived' END AS state,
             -- offices passed before the one it stands at: an incoming or returned document was sent at least once
             CASE WHEN b < 20 OR b BETWEEN 73 AND 79 THEN 1 + floor(r_hops * 3)::int ELSE floor(r_hops * 4.5)::int END AS h,
             b < 90 AND r_late < ${OVERDUE} AS overdue,
             t.ids[1 + floor(r_type * array_length(t.ids, 1))::int] AS type_id,
             t.days[1 + floor(r_type * array_length(t.ids, 1))::int] AS w,
             o.ks[1 + floor(r_office * array_length(o.ks, 1))::int] AS c,
             random() < 0.5 AS pickup,
             random() < 0.05 AS confidential,
             floor(random() * 540)::int AS tod,
             1 + floor(random() * 3)::int AS gap_days,
             floor(random() * 480)::int AS gap_minutes,
             10 + floor(random() * 90)::int AS r_min,
             10 + floor(random() * 110)::int AS act_min,
             random() AS r_since
        FROM s, t, o`);

    // Exactly LOG_ROWS rows: documents still with their sender's office take one office more (or less), and one
    // released document goes by pick-up first when an odd row is left.
    const rowsOf = `CASE state WHEN 'incoming' THEN 2 * h WHEN 'received' THEN 1 + 2 * h WHEN 'archived' THEN 3 + 2 * h
                                WHEN 'released' THEN 2 + 2 * h + pickup::int ELSE 2 + 2 * h END`;
    const planned = Number((await q<{ n: string }>(`SELECT sum(${rowsOf}) AS n FROM plan`))[0]!.n);
    const delta = LOG_ROWS - demo.log - planned;
    const hops = delta >= 0 ? Math.floor(delta / 2) : -Math.ceil(-delta / 2);
    if (hops > 0) await q(`UPDATE plan SET h = h + 1 WHERE i IN (SELECT i FROM plan WHERE state = 'received' AND h < 5 ORDER BY i LIMIT $1)`, [hops]);
    if (hops < 0) await q(`UPDATE plan SET h = h - 1 WHERE i IN (SELECT i FROM plan WHERE state = 'received' AND h > 0 ORDER BY i LIMIT $1)`, [-hops]);
    if (delta - 2 * hops === 1) await q(`UPDATE plan SET pickup = true WHERE i = (SELECT min(i) FROM plan WHERE state = 'released' AND NOT pickup)`);

    // The working day it came to stand where it is (s): an open one within its working days, or past them when it
    // is overdue (by up to three weeks); a finished one any time in the months before.
    await q(`ALTER TABLE plan ADD s int, ADD depth int, ADD a int`);
    await q(`
      UPDATE plan SET
        s = CASE WHEN state IN ('released', 'archived') THEN ${t0} - 5 - floor(r_since * 150)::int
                 WHEN overdue THEN ${t0} - w - floor(r_since * 15)::int
                 ELSE ${t0} - floor(r_since * (w - 1))::int END,
        -- a returned document's last stand began one move earlier (sent to the office that returned it)
        depth = h + (state = 'returned')::int,
        -- the position on its route of the office it stands at (a returned one is back at the one before the last)
        a = h - (state = 'returned')::int`);

    // ── The route: office 0 (its origin) to office h, each different from the one before ──
    await q(`
      CREATE TEMP TABLE route AS
      WITH hop AS (
        SELECT p.i, j, p.c, p.a, CASE WHEN j = 0 THEN 0 ELSE 1 + floor(random() * ${OFFICES - 1})::int END AS off
          FROM plan p CROSS JOIN LATERAL generate_series(0, p.h) AS j
      ), cs AS (
        SELECT i, j, c, a, sum(off) OVER (PARTITION BY i ORDER BY j) AS cs FROM hop
      ), anchored AS (
        SELECT i, j, c, cs, max(cs) FILTER (WHERE j = a) OVER (PARTITION BY i) AS cs_a FROM cs
      )
      SELECT i, j, bo.id AS office_id, bo.acronym, CASE WHEN (i + j) % 2 = 0 THEN bo.clerk1 ELSE bo.clerk2 END AS clerk
        FROM anchored JOIN bo ON bo.k = (((c - 1 + cs - cs_a) % ${OFFICES}) + ${OFFICES}) % ${OFFICES} + 1`);
    await q(`CREATE UNIQUE INDEX ON route (i, j)`);
    for (const t of ['wd', 'plan', 'route']) await q(`ANALYZE ${t}`);

    // ── The documents, in the order they were filed (ids grow with time, as they would) ──
    await q(`
      CREATE TEMP TABLE doc AS
      SELECT p.*, since, since - (p.depth * (p.gap_days * interval '1 day' + p.gap_minutes * interval '1 minute')) AS filed_at,
             CASE WHEN p.state IN ('released', 'archived') THEN NULL
                  ELSE (due.d + time '08:00' + p.tod * interval '1 minute') AT TIME ZONE 'Asia/Manila' END AS due_at,
             o.office_id AS origin_id, o.acronym AS origin_acronym, o.clerk AS filer,
             cur.office_id AS current_id,
             CASE WHEN p.state = 'returned' THEN last.office_id WHEN p.h = 0 THEN NULL ELSE before.office_id END AS from_id,
             CASE WHEN p.state IN ('incoming', 'returned') THEN NULL ELSE last.clerk END AS holder
        FROM plan p
        JOIN wd arrived ON arrived.n = p.s
        LEFT JOIN wd due ON due.n = p.s + p.w
        CROSS JOIN LATERAL (SELECT (arrived.d + time '08:00' + p.tod * interval '1 minute') AT TIME ZONE 'Asia/Manila' AS since) AS x
        JOIN route o ON o.i = p.i AND o.j = 0
        JOIN route cur ON cur.i = p.i AND cur.j = p.a
        JOIN route last ON last.i = p.i AND last.j = p.h
        LEFT JOIN route before ON before.i = p.i AND before.j = p.h - 1`);
    await q(`
      ALTER TABLE doc ADD tracking_number text;
      UPDATE doc SET tracking_number = x.tn FROM (
        SELECT i, extract(year FROM filed_at AT TIME ZONE 'Asia/Manila')::int || '-' || upper(regexp_replace(origin_acronym, '[^A-Za-z0-9-]', '', 'g')) || '-' ||
                  -- after the office's numbers already given that year (the demo's documents)
                  lpad((coalesce((SELECT last FROM dts_counters c WHERE c.year = extract(year FROM filed_at AT TIME ZONE 'Asia/Manila') AND c.office_id = origin_id), 0)
                        + row_number() OVER (PARTITION BY extract(year FROM filed_at AT TIME ZONE 'Asia/Manila'), origin_id ORDER BY filed_at, i))::text, 6, '0') AS tn
          FROM doc) x
       WHERE x.i = doc.i`);
    const today = (await q<{ d: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS d`))[0]!.d;
    await q(
      `INSERT INTO dts_documents (tracking_number, title, document_type_id, origin_office_id, filed_by_user_id, filed_at, confidential, remarks,
                                  state, current_office_id, from_office_id, holder_user_id, since, due_at, overdue_notified_on)
       SELECT tracking_number, (${sqlArray(TITLES)})[1 + i % ${TITLES.length}] || ' (' || origin_acronym || ' ' || i || ')', type_id, origin_id, filer, filed_at, confidential,
              CASE WHEN i % 7 = 0 THEN 'For appropriate action' END, state, current_id, from_id, holder, since, due_at,
              -- today's overdue pass already done (the server's own at its start would otherwise do it while the lists are measured)
              CASE WHEN overdue THEN $1 END
         FROM doc ORDER BY filed_at, i`,
      [today],
    );
    await q(`ALTER TABLE doc ADD id int`);
    await q(`UPDATE doc SET id = d.id FROM dts_documents d WHERE d.tracking_number = doc.tracking_number`);
    await q(`
      INSERT INTO dts_counters (year, office_id, last)
      SELECT extract(year FROM filed_at AT TIME ZONE 'Asia/Manila')::int, origin_id, count(*) FROM doc GROUP BY 1, 2
      ON CONFLICT (year, office_id) DO UPDATE SET last = dts_counters.last + excluded.last`);

    // ── The log: filed; forwarded and received at each office on the way; then what was done where it stands ──
    // Arrival at office j: since − (depth − j) gaps; received there r minutes later; the next step act minutes after.
    const arrival = `(d.since - (d.depth - r.j) * (d.gap_days * interval '1 day' + d.gap_minutes * interval '1 minute'))`;
    const rec = `(${arrival} + d.r_min * interval '1 minute')`;
    const act = (n: number) => `(${rec} + ${n} * d.act_min * interval '1 minute')`;
    await q(`
      INSERT INTO dts_document_log (document_id, action, office_id, to_office_id, actor_user_id, remarks, at)
      SELECT document_id, action, office_id, to_office_id, actor_user_id, remarks, at FROM (
        SELECT d.id AS document_id, 'filed' AS action, r.office_id, NULL::int AS to_office_id, r.clerk AS actor_user_id,
               CASE WHEN d.i % 7 = 0 THEN 'For appropriate action' END AS remarks, ${arrival} AS at, 0 AS step
          FROM doc d JOIN route r ON r.i = d.i AND r.j = 0
        UNION ALL
        SELECT d.id, 'forwarded', prev.office_id, r.office_id, prev.clerk, NULL, ${arrival}, 2 * r.j - 1
          FROM doc d JOIN route r ON r.i = d.i AND r.j > 0 JOIN route prev ON prev.i = d.i AND prev.j = r.j - 1
        UNION ALL
        SELECT d.id, 'received', r.office_id, NULL, r.clerk, NULL, ${rec}, 2 * r.j
          FROM doc d JOIN route r ON r.i = d.i AND r.j > 0 WHERE NOT (d.state = 'incoming' AND r.j = d.h)
        UNION ALL
        SELECT d.id, CASE d.state WHEN 'hold' THEN 'held' WHEN 'for_pickup' THEN 'for_pickup' WHEN 'returned' THEN 'returned' ELSE 'released' END,
               r.office_id, CASE WHEN d.state = 'returned' THEN d.current_id END, r.clerk,
               CASE WHEN d.state IN ('hold', 'returned') THEN (${sqlArray(REASONS)})[1 + d.i % ${REASONS.length}] END,
               CASE WHEN d.state = 'returned' THEN d.since WHEN d.state = 'released' AND d.pickup THEN ${act(2)} ELSE ${act(1)} END, 1000
          FROM doc d JOIN route r ON r.i = d.i AND r.j = d.h WHERE d.state IN ('hold', 'for_pickup', 'returned', 'released', 'archived')
        UNION ALL
        SELECT d.id, 'for_pickup', r.office_id, NULL, r.clerk, NULL, ${act(1)}, 999
          FROM doc d JOIN route r ON r.i = d.i AND r.j = d.h WHERE d.state = 'released' AND d.pickup
        UNION ALL
        SELECT d.id, 'archived', r.office_id, NULL, r.clerk, NULL, ${act(1)} + interval '1 day', 1001
          FROM doc d JOIN route r ON r.i = d.i AND r.j = d.h WHERE d.state = 'archived'
      ) x ORDER BY at, document_id, step`);

    for (const table of ['departments', 'personnel', 'users', 'dts_documents', 'dts_document_log', 'dts_counters']) await q(`VACUUM ANALYZE ${table}`);
    // The seed's writes flushed now rather than by a checkpoint in the middle of a measurement.
    await q('CHECKPOINT');

    const busy = (await q<{ id: number; acronym: string }>(`SELECT id, acronym FROM departments WHERE acronym = 'HRMO'`))[0]!;
    const busyCounts = (
      await q<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE current_office_id = $1 AND state = 'incoming')::int AS incoming,
                count(*) FILTER (WHERE current_office_id = $1 AND state = 'received')::int AS received,
                count(*) FILTER (WHERE from_office_id = $1 AND state = 'incoming')::int AS outgoing,
                count(*) FILTER (WHERE current_office_id = $1 AND state = 'hold')::int AS hold,
                count(*) FILTER (WHERE current_office_id = $1 AND state = 'returned')::int AS return,
                count(*) FILTER (WHERE current_office_id = $1 AND state = 'for_pickup')::int AS for_pickup
           FROM dts_documents`,
        [busy.id],
      )
    )[0]!;
    const totals = (
      await q<{ documents: number; open: number; overdue: number; log: number }>(
        `SELECT (SELECT count(*)::int FROM dts_documents) AS documents,
                (SELECT count(*)::int FROM dts_documents WHERE state IN ('incoming', 'received', 'hold', 'returned', 'for_pickup')) AS open,
                (SELECT count(*)::int FROM dts_documents WHERE due_at < now() AND state IN ('incoming', 'received', 'hold', 'returned', 'for_pickup')) AS overdue,
                (SELECT count(*)::int FROM dts_document_log) AS log`,
      )
    )[0]!;
    const receiveIds = (
      await q<{ id: number }>(
        `SELECT id FROM dts_documents WHERE state = 'incoming' AND NOT confidential AND current_office_id <> $1 ORDER BY md5(id::text) LIMIT ${RECEIVE_IDS}`,
        [busy.id],
      )
    ).map((r) => r.id);
    return {
      offices: OFFICES,
      documents: totals.documents,
      open: totals.open,
      overdue: totals.overdue,
      logRows: totals.log,
      busyOfficeId: busy.id,
      busyOffice: busy.acronym,
      busyCounts,
      receiveIds,
    };
  } finally {
    for (const t of ['bo', 'wd', 'plan', 'route', 'doc']) await c.query(`DROP TABLE IF EXISTS ${t}`);
    await c.query('RESET ALL');
    c.release();
  }
}
