import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { tinyPng } from './support/files';
import { as, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let deviceId: number;
const people: Record<string, { id: number; idno: string }> = {};
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const countLogs = async () => (await query(`SELECT count(*)::int AS n FROM attendance_logs`))[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  for (const [name, email] of [
    ['juan', 'staff@hris.test'],
    ['ana', 'head@hris.test'],
  ] as const) {
    const id = await personnelIdOf(t, email);
    people[name] = { id, idno: (await query(`SELECT idno FROM personnel WHERE id = $1`, [id]))[0].idno };
  }
  const device = await t.http.post('/api/attendance/devices').set(as(hr)).send({ name: 'Library entrance', serial_number: 'CQZ7231269999', campus_id: 1 });
  deviceId = device.body.device.id;
  await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '1', personnel_id: people.juan!.id }).expect(200);
  await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '2', personnel_id: people.ana!.id }).expect(200);
});
afterAll(async () => t.close());

type Upload = { file?: { bytes: Buffer | string; name: string }; device_id?: string | number; dry_run?: string; token?: string };
const upload = ({ file, device_id, dry_run, token = hr }: Upload) => {
  let req = t.http.post('/api/attendance/imports').set(as(token));
  if (device_id !== undefined) req = req.field('device_id', String(device_id));
  if (dry_run !== undefined) req = req.field('dry_run', dry_run);
  if (file) req = req.attach('file', Buffer.from(file.bytes), { filename: file.name, contentType: 'application/octet-stream' });
  else req = req.field('note', 'no file');
  return req;
};

const nextYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear() + 1;
// A ZKTeco attlog.dat: right-aligned PINs, tab-separated, Manila time, CRLF line ends.
const DAT = [
  '        1\t2025-11-03 07:58:12\t1\t0\t1\t0',
  '        2\t2025-11-03 08:01:00\t1\t0\t1\t0',
  '     1234\t2025-11-03 08:05:00\t1\t0\t1\t0',
  'this is not an attendance log',
  '        1\t3000-01-01 08:00:00\t1\t0\t1\t0',
  '        1\t2025-02-30 08:00:00\t1\t0\t1\t0',
  '',
  '        1\t2025-11-03 17:02:45\t1\t1\t1\t0',
  '        1\t2025-11-03 07:58:12\t1\t0\t1\t0',
  `        2\t${nextYear}-01-04 08:00:00\t1\t0\t1\t0`,
].join('\r\n');
const DAT_FILE = { bytes: DAT, name: '1_attlog.dat' };

const expectedSkipped = [
  { line: 3, text: '1234\t2025-11-03 08:05:00\t1\t0\t1\t0', reason: 'Unknown device user 1234 on device Library entrance.' },
  { line: 4, text: 'this is not an attendance log', reason: 'The line does not have the fields of an attendance log.' },
  { line: 5, text: '1\t3000-01-01 08:00:00\t1\t0\t1\t0', reason: `The year must be between 2000 and ${nextYear}.` },
  { line: 6, text: '1\t2025-02-30 08:00:00\t1\t0\t1\t0', reason: 'The timestamp is not a valid date and time.' },
  { line: 10, text: `2\t${nextYear}-01-04 08:00:00\t1\t0\t1\t0`, reason: 'The timestamp is in the future.' },
];

describe('POST /api/attendance/imports: a ZKTeco .dat export', () => {
  it('previews what it would store and the lines it skips, and stores nothing', async () => {
    const before = await countLogs();
    const res = await upload({ file: DAT_FILE, device_id: deviceId, dry_run: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      file_name: '1_attlog.dat',
      dry_run: true,
      total_lines: 9,
      will_insert: 3,
      duplicates: 1,
      skipped_count: 5,
      skipped: expectedSkipped,
      preview: [
        { line: 1, personnel: { id: people.juan!.id, idno: people.juan!.idno, fullname: 'Juan Bautista' }, timestamp: '2025-11-03T07:58:12+08:00' },
        { line: 2, personnel: { id: people.ana!.id, idno: people.ana!.idno, fullname: 'Ana Dela Cruz' }, timestamp: '2025-11-03T08:01:00+08:00' },
        { line: 8, personnel: expect.objectContaining({ id: people.juan!.id }), timestamp: '2025-11-03T17:02:45+08:00' },
      ],
    });
    expect(await countLogs()).toBe(before);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'attendance_import'`)).toHaveLength(0);
  });

  it('stores exactly the good lines, from the device, once; the same file again is all duplicates', async () => {
    const res = await upload({ file: DAT_FILE, device_id: deviceId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dry_run: false,
      total_lines: 9,
      inserted: 3,
      duplicates: 1,
      skipped_count: 5,
      skipped: expectedSkipped,
      message: '3 time logs have been imported.',
    });
    expect(res.body.will_insert).toBeUndefined();
    const stored = await query(
      `SELECT personnel_id, logged_at, source, device_id, created_by_user_id IS NOT NULL AS by_user FROM attendance_logs ORDER BY logged_at`,
    );
    expect(stored.map((r) => [r.personnel_id, r.logged_at as string, r.source, r.device_id, r.by_user])).toEqual([
      [people.juan!.id, '2025-11-02T23:58:12.000Z', 'upload', deviceId, true],
      [people.ana!.id, '2025-11-03T00:01:00.000Z', 'upload', deviceId, true],
      [people.juan!.id, '2025-11-03T09:02:45.000Z', 'upload', deviceId, true],
    ]);
    const [audit] = await query(`SELECT action, after FROM audit_log WHERE entity = 'attendance_import'`);
    expect(audit).toEqual({
      action: 'import',
      after: { file_name: '1_attlog.dat', format: 'dat', device_id: deviceId, total_lines: 9, inserted: 3, duplicates: 1, skipped: 5 },
    });

    const again = await upload({ file: DAT_FILE, device_id: deviceId });
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 4, skipped_count: 5, preview: [], message: '0 time logs have been imported.' });
    const preview = await upload({ file: DAT_FILE, device_id: deviceId, dry_run: 'true' });
    expect(preview.body).toMatchObject({ will_insert: 0, duplicates: 4 });
    expect(await countLogs()).toBe(3);
  });

  it('needs the device the .dat came from', async () => {
    const none = await upload({ file: DAT_FILE });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ device_id: ['Choose the device the .dat file was exported from.'] });
    for (const device_id of [999999, 'abc']) {
      const bad = await upload({ file: DAT_FILE, device_id });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ device_id: ['The selected device is invalid.'] });
    }
  });
});

describe('POST /api/attendance/imports: a CSV', () => {
  it('reads employee numbers with timestamps (offset required), or date and time in Philippine time', async () => {
    const before = await countLogs();
    const csv = [
      'employee_no,timestamp',
      `${people.juan!.idno},2025-11-04T08:00:00+08:00`,
      `"${people.juan!.idno}",2025-11-04T09:00:00Z`,
      `2099-0001,2025-11-04T08:00:00+08:00`,
      `${people.juan!.idno},2025-11-04T08:00:00`,
      `${people.ana!.idno},yesterday`,
      `${people.juan!.idno},2025-11-04T00:00:00Z`,
      `${people.juan!.idno},2025-02-30T08:00:00+08:00`,
    ].join('\n');
    const res = await upload({ file: { bytes: csv, name: 'november.csv' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_lines: 7, inserted: 2, duplicates: 1, skipped_count: 4 });
    expect(res.body.skipped.map((s: { line: number; reason: string }) => [s.line, s.reason])).toEqual([
      [4, 'Unknown employee number.'],
      [5, 'The timestamp has no offset: add one, e.g. 2026-11-20T08:01:00+08:00.'],
      [6, 'The timestamp is not a valid date and time.'],
      [8, 'The timestamp is not a valid date and time.'],
    ]);
    expect(res.body.preview.map((p: { timestamp: string }) => p.timestamp)).toEqual(['2025-11-04T08:00:00+08:00', '2025-11-04T17:00:00+08:00']);
    const rows = await query(`SELECT source, device_id FROM attendance_logs WHERE personnel_id = $1 AND logged_at::date = '2025-11-04'`, [people.juan!.id]);
    expect(rows).toEqual([
      { source: 'upload', device_id: null },
      { source: 'upload', device_id: null },
    ]);
    expect(await countLogs()).toBe(before + 2);

    // Saved by a spreadsheet set to another region: semicolons, date and time apart, a personnel ID.
    const local = ['Date;Time;Personnel ID', `2025-11-05;8:03;${people.ana!.id}`, `2025-11-05;17:00:10;${people.ana!.id}`, `2025-11-05;08:03;x1`].join('\r\n');
    const second = await upload({ file: { bytes: local, name: 'ana.CSV' } });
    expect(second.body).toMatchObject({ inserted: 2, skipped: [{ line: 4, reason: 'The personnel ID must be a whole number.' }] });
    expect(
      (await query(`SELECT logged_at FROM attendance_logs WHERE personnel_id = $1 ORDER BY logged_at DESC LIMIT 2`, [people.ana!.id])).map(
        (r) => r.logged_at as string,
      ),
    ).toEqual(['2025-11-05T09:00:10.000Z', '2025-11-05T00:03:00.000Z']);
  });

  it('reads a quoted field that holds a line break (a name typed with Alt+Enter) as one field, and numbers lines as the file has them', async () => {
    // As a spreadsheet program saves it: the cell's line break inside quotes, doubled quotes inside a quoted cell,
    // an unclosed quote on the last line (the rest of the file is that one field).
    const csv = [
      'employee_no,name,timestamp',
      `${people.juan!.idno},"Bautista,\nJuan",2025-11-06T08:00:00+08:00`,
      `${people.juan!.idno},"Juan ""JB"" Bautista",2025-11-06T17:00:00+08:00`,
      `2099-0001,"Nobody",2025-11-06T08:00:00+08:00`,
      `${people.ana!.idno},"Dela Cruz, Ana,2025-11-06T08:00:00+08:00`,
    ].join('\r\n');
    const res = await upload({ file: { bytes: csv, name: 'names.csv' }, dry_run: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_lines: 4, will_insert: 2, skipped_count: 2 });
    expect(res.body.skipped.map((s: { line: number; reason: string }) => [s.line, s.reason])).toEqual([
      [5, 'Unknown employee number.'],
      [6, 'The line is not a CSV record: a quote is not closed.'],
    ]);
    expect(res.body.preview.map((p: { timestamp: string }) => p.timestamp)).toEqual(['2025-11-06T08:00:00+08:00', '2025-11-06T17:00:00+08:00']);
  });

  it('reads a date that does not exist (February 30) as no date in the bulk import too, instead of failing the whole call', async () => {
    const res = await t.http
      .post('/api/attendance/logs/bulk')
      .set(as(hr))
      .type('text/csv')
      .send(`${people.ana!.id},2025-02-30T08:00:00+08:00\n${people.ana!.id},2025-11-06T08:00:00+08:00\n`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 1, skipped: [{ line: 1, reason: 'The timestamp is not a real date and time.' }] });
  });

  it('refuses a file that is not a device export, and stores nothing', async () => {
    const before = await countLogs();
    const cases: [Upload, string, string][] = [
      [{ file: { bytes: tinyPng(), name: 'logs.csv' } }, 'file', 'The file must be a device export in text: a .dat or .csv file.'],
      [{ file: { bytes: 'employee_no,timestamp\n', name: 'logs.xlsx' } }, 'file', 'The file must be a device export in text: a .dat or .csv file.'],
      [
        { file: { bytes: 'name,when\nJuan,2025-11-04T08:00:00+08:00', name: 'logs.csv' } },
        'file',
        'The CSV file must start with a header row naming employee_no (or personnel_id) and timestamp (or date and time).',
      ],
      [{ file: { bytes: '\r\n\r\n', name: 'attlog.dat' }, device_id: deviceId }, 'file', 'The file has no attendance logs.'],
      [{}, 'file', 'Choose the device export file (.dat or .csv).'],
      [{ file: { bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x31), name: 'big.dat' }, device_id: deviceId }, 'file', MESSAGES.fileTooLarge],
    ];
    for (const [input, field, message] of cases) {
      const res = await upload(input);
      expect(res.status, message).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    expect(await countLogs()).toBe(before);
  });

  it('is for the eDATS admin only', async () => {
    const res = await upload({ file: DAT_FILE, device_id: deviceId, token: staff });
    expect(res.status).toBe(403);
    expect((await t.http.post('/api/attendance/imports').attach('file', Buffer.from(DAT), '1_attlog.dat')).status).toBe(401);
  });
});
