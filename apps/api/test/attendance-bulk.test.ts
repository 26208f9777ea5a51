import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { isoInstant } from '../src/modules/attendance/attendance-bulk.service';

let t: TestApp;
let hr: string;
let staff: string;
let juan: number;
let ana: number;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const bulk = (token: string, type: string, body: string) => t.http.post('/api/attendance/logs/bulk').set(as(token)).set('content-type', type).send(body);
const punchesOf = async (id: number) =>
  (
    await query(
      `SELECT to_char(logged_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS at, source FROM attendance_logs WHERE personnel_id = $1 ORDER BY logged_at`,
      [id],
    )
  ).map((r) => `${r.at} ${r.source}`);

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  juan = (await query(`SELECT id FROM personnel WHERE first_name = 'Juan' AND last_name = 'Bautista'`))[0].id;
  ana = (await query(`SELECT id FROM personnel WHERE first_name = 'Ana' AND last_name = 'Dela Cruz'`))[0].id;
});
afterAll(async () => t.close());

describe('bulk import of time logs', () => {
  it('stores good CSV lines, counts duplicates and skips bad lines with their line numbers', async () => {
    const csv = [
      'personnel_id,timestamp',
      `${juan},2026-10-05T07:58:00+08:00`,
      `${juan},2026-10-05T12:01:30+08:00`,
      `${juan},2026-10-04T23:01:30Z`, // 07:01:30 Manila on the 5th
      `${juan},2026-10-05T07:58:00+08:00`, // sent twice
      `${ana},2026-10-05T08:10:00+08:00`,
      '',
      `${ana},2026-10-05 17:00:00`, // no offset
      'not a line at all',
      `${ana},2026-13-45T99:00:00+08:00`,
      `abc,2026-10-05T17:00:00+08:00`,
      `999999,2026-10-05T17:00:00+08:00`,
      `${ana},2099-01-01T08:00:00+08:00`,
    ].join('\n');
    const res = await bulk(hr, 'text/csv', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      inserted: 4,
      duplicates: 1,
      skipped_count: 6,
      skipped: [
        { line: 8, reason: 'The timestamp has no offset: add one, e.g. 2026-11-20T08:01:00+08:00.' },
        { line: 9, reason: 'The line must be personnel_id,timestamp.' },
        { line: 10, reason: 'The timestamp is not a real date and time.' },
        { line: 11, reason: 'The personnel ID must be a whole number.' },
        { line: 12, reason: 'The personnel does not exist.' },
        { line: 13, reason: 'The timestamp is in the future.' },
      ],
    });
    expect(await punchesOf(juan)).toEqual(['2026-10-05 07:01:30 upload', '2026-10-05 07:58:00 upload', '2026-10-05 12:01:30 upload']);
    expect(await punchesOf(ana)).toEqual(['2026-10-05 08:10:00 upload']);

    // The same file again: nothing new, every good line a duplicate.
    const again = await bulk(hr, 'text/csv', csv);
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 5, skipped_count: 6 });
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'attendance_logs' AND action = 'import' ORDER BY id`);
    expect(audit.at(-1)!.after).toMatchObject({ format: 'csv', inserted: 0, duplicates: 5, skipped: 6 });
  });

  it('reads NDJSON lines the same way', async () => {
    const ndjson = [
      JSON.stringify({ personnel_id: ana, timestamp: '2026-10-06T08:00:00+08:00' }),
      JSON.stringify({ personnel_id: ana, timestamp: '2026-10-06T08:00:00+08:00' }),
      JSON.stringify({ personnel_id: ana, timestamp: '2026-10-06T17:00:00' }),
      '{"personnel_id": 1, "timestamp":',
    ].join('\n');
    const res = await bulk(hr, 'application/x-ndjson', ndjson);
    expect(res.body).toEqual({
      inserted: 1,
      duplicates: 1,
      skipped_count: 2,
      skipped: [
        { line: 3, reason: 'The timestamp has no offset: add one, e.g. 2026-11-20T08:01:00+08:00.' },
        { line: 4, reason: 'The line is not a JSON object with personnel_id and timestamp.' },
      ],
    });
  });

  it('stores a call of many batches whole, and refuses one over 200,000 lines before storing any', async () => {
    const start = Date.parse('2025-03-03T00:00:00Z');
    const lines = Array.from({ length: 60_000 }, (_, i) => `${i % 2 ? juan : ana},${new Date(start + i * 60_000).toISOString()}`);
    const res = await bulk(hr, 'text/csv', lines.join('\n'));
    expect(res.body).toMatchObject({ inserted: 60_000, duplicates: 0, skipped_count: 0 });
    expect(
      (await query(`SELECT count(*)::int AS n FROM attendance_logs WHERE logged_at >= '2025-03-03T00:00:00Z' AND logged_at < '2025-05-03T00:00:00Z'`))[0].n,
    ).toBe(60_000);
    // The same call again stores nothing new.
    expect((await bulk(hr, 'text/csv', lines.join('\n'))).body).toMatchObject({ inserted: 0, duplicates: 60_000 });

    const tooMany = Array.from({ length: 200_001 }, (_, i) => `${juan},${new Date(Date.parse('2024-01-01T00:00:00Z') + i * 1000).toISOString()}`);
    const refused = await bulk(hr, 'text/csv', tooMany.join('\n'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.body).toEqual(['Send at most 200,000 lines per call.']);
    expect((await query(`SELECT count(*)::int AS n FROM attendance_logs WHERE logged_at < '2024-06-01T00:00:00Z'`))[0].n).toBe(0);
  });

  it('lists at most 100 skipped lines but counts them all', async () => {
    const res = await bulk(hr, 'text/csv', Array.from({ length: 150 }, () => 'bad').join('\n'));
    expect(res.body.skipped).toHaveLength(100);
    expect(res.body.skipped_count).toBe(150);
    expect(res.body.skipped[99]).toEqual({ line: 100, reason: 'The line must be personnel_id,timestamp.' });
  });

  it('refuses JSON bodies and people without the eDATS admin view', async () => {
    const json = await t.http.post('/api/attendance/logs/bulk').set(as(hr)).send({ logs: [] });
    expect(json.status).toBe(415);
    const before = (await query(`SELECT count(*)::int AS n FROM attendance_logs`))[0].n;
    const denied = await bulk(staff, 'text/csv', `${juan},2026-10-07T08:00:00+08:00`);
    expect(denied.status).toBe(403);
    expect((await query(`SELECT count(*)::int AS n FROM attendance_logs`))[0].n).toBe(before);
  });
});

describe('reading a timestamp', () => {
  it('gives the instant JavaScript gives, and nothing for a date or time that does not exist', () => {
    for (const t of [
      '2026-10-05T07:58:00+08:00',
      '2026-10-04T23:01:30Z',
      '2026-10-05T12:01:30.5+08:00',
      '2026-10-05T12:01:30.123456-05:30',
      '2024-02-29T00:00+00:00',
      '2026-12-31T23:59:59+14:00',
    ]) {
      expect(isoInstant(t)?.getTime(), t).toBe(new Date(t).getTime());
    }
    for (const t of [
      '2025-02-29T08:00:00+08:00',
      '2026-02-30T08:00:00+08:00',
      '2026-13-01T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-10-05 08:00:00',
    ]) {
      expect(isoInstant(t), t).toBeNull();
    }
  });
});
