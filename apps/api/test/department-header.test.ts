import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, personnelIdOf } from './support/records';
import { pdfText, tinyPng } from './support/files';

// The office header (issue 24; SPEC.md §2 /department/header/setting) through HTTP: head@ (head of CAS) sets CAS's
// name lines, address and logo, and the units under CAS; HR sets any office's; anyone else is refused. A unit without
// its own lines prints CAS's. The leave form (CS Form No. 6) of staff@ (CAS) then prints CAS's header with its logo,
// and the form of someone of another office does not. The clock is Monday 23 November 2026, 9 am in Manila.

let t: TestApp;
let head: string;
let hr: string;
let staff: string;
let cas: number;
let casUnit: number;
let acctg: number;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];
const put = (token: string, id: number, body: Record<string, unknown>) => t.http.put(`/api/departments/${id}/header`).set(as(token)).send(body);
const CAS_LINES = ['Republic of the Philippines', 'Northern State University', 'Main Campus', 'College of Arts and Sciences — Kalinaw Hall'];

async function fileLeave(token: string, day: string) {
  const [vl] = await query<{ id: number }>(`SELECT id FROM leave_types WHERE code = 'VL'`);
  const res = await t.http
    .post('/api/leave/applications')
    .set(as(token))
    .send({ leave_type_id: vl!.id, date_from: day, date_to: day, details: { location: 'philippines', location_detail: 'Baguio City' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.leave_application.id as number;
}
const leavePdf = async (token: string, id: number) => {
  const res = await binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(token)));
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T09:00' });
  cas = await departmentId(t, 'CAS');
  casUnit = await departmentId(t, 'CAS-DLL');
  acctg = await departmentId(t, 'ACCTG');
  [head, hr, staff] = await Promise.all([signIn(t, 'head@hris.test'), signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

describe('who sets which header', () => {
  it('the head is offered her office and the units under it; HR every office; a plain employee is refused', async () => {
    const mine = (await t.http.get('/api/departments/header-offices').set(as(head))).body;
    expect(mine.any_office).toBe(false);
    expect(mine.departments.map((d: { id: number }) => d.id)).toEqual([cas]);
    expect(mine.units.map((d: { id: number }) => d.id)).toContain(casUnit);
    const hrs = (await t.http.get('/api/departments/header-offices').set(as(hr))).body;
    expect(hrs.any_office).toBe(true);
    expect([...hrs.departments, ...hrs.units].map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([cas, acctg, casUnit]));
    expect((await t.http.get('/api/departments/header-offices').set(as(staff))).status).toBe(403);
    expect((await put(staff, cas, { lines: ['X'] })).status).toBe(403);
  });

  it("the head sets her office's header (audited), not another office's; HR sets any", async () => {
    const res = await put(head, cas, { lines: [...CAS_LINES, ''], address: 'Rizal Avenue, Tarlac City 2300' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.header.lines).toEqual(CAS_LINES);
    expect(res.body.header.prints.from.id).toBe(cas);
    const [audit] = await query<{ before: unknown; after: { header_lines: string[] } }>(
      `SELECT before, after FROM audit_log WHERE entity = 'departments' AND entity_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1`,
      [String(cas)],
    );
    expect(audit!.after.header_lines).toEqual(CAS_LINES);
    expect(audit!.before).toEqual({ header_lines: null, header_address: null });

    const other = await put(head, acctg, { lines: ['Accounting'] });
    expect(other.status).toBe(403);
    expect((await t.http.get(`/api/departments/${acctg}/header`).set(as(head))).status).toBe(403);
    expect((await put(hr, acctg, { lines: ['Republic of the Philippines', 'Northern State University', 'Accounting — Treasury Wing'] })).status).toBe(200);
  });

  it('refuses five lines, a line too long, an unknown office', async () => {
    const five = await put(head, cas, { lines: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.status).toBe(422);
    expect(five.body.errors.lines[0]).toBe('Give at most 4 name lines.');
    const long = await put(head, cas, { lines: ['x'.repeat(151)] });
    expect(long.status).toBe(422);
    expect(Object.values(long.body.errors as Record<string, string[]>).flat()).toContain('A name line must not be longer than 150 characters.');
    expect((await put(hr, 999999, { lines: ['x'] })).status).toBe(404);
    expect((await t.http.get(`/api/departments/${cas}/header`).set(as(head))).body.header.lines).toEqual(CAS_LINES);
  });

  it("a unit without its own lines prints its parent's; the head sets the unit's own", async () => {
    const unit = (await t.http.get(`/api/departments/${casUnit}/header`).set(as(head))).body.header;
    expect(unit.lines).toEqual([]);
    expect(unit.prints.from.id).toBe(cas);
    expect(unit.prints.lines).toEqual(CAS_LINES);
    const own = await put(head, casUnit, { lines: ['Republic of the Philippines', 'Northern State University', 'Department of Languages'] });
    expect(own.status).toBe(200);
    expect(own.body.header.prints.from.id).toBe(casUnit);
    const cleared = await put(head, casUnit, { lines: [] });
    expect(cleared.body.header.prints.from.id).toBe(cas);
  });

  it("the logo goes through the one upload check; the head uploads her office's, not another's", async () => {
    const upload = (token: string, id: number, bytes: Buffer) =>
      t.http.post('/api/departments/Head/add-office-logo').set(as(token)).field('department_id', String(id)).attach('logo', bytes, { filename: 'logo.png' });
    const bad = await upload(head, cas, Buffer.from('%PDF-1.4 not a picture'));
    expect(bad.body.errors.logo).toEqual(['The file type you uploaded is not allowed.']);
    expect((await upload(head, acctg, tinyPng())).status).toBe(403);
    const ok = await upload(head, cas, tinyPng());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await t.http.get(`/api/departments/${cas}/header`).set(as(head))).body.header.prints.logo_path).toBeTruthy();
  });
});

describe('the header on the printed forms', () => {
  it("staff@'s leave form prints CAS's header with its logo; a form of another office prints its own or the university's", async () => {
    const pdf = await leavePdf(staff, await fileLeave(staff, '2026-12-02'));
    const text = await pdfText(pdf);
    expect(text).toContain('College of Arts and Sciences — Kalinaw Hall');
    expect(text).toContain('Rizal Avenue, Tarlac City 2300');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // Look at it: the header's first page as an image beside the test's temporary files.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'header-'));
    fs.writeFileSync(path.join(dir, 'leave.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'leave.pdf'), path.join(dir, 'leave')]);
    expect(fs.statSync(path.join(dir, 'leave.png')).size).toBeGreaterThan(1000);
    if (process.env.KEEP_HEADER_PNG) fs.copyFileSync(path.join(dir, 'leave.png'), process.env.KEEP_HEADER_PNG);

    // accounting@ is of the accounting office, whose header HR set above: hers, none of CAS's lines.
    await query(`UPDATE departments SET head_personnel_id = $1 WHERE id = $2`, [await personnelIdOf(t, 'head@hris.test'), acctg]);
    const accounting = await signIn(t, 'accounting@hris.test');
    const other = await pdfText(await leavePdf(accounting, await fileLeave(accounting, '2026-12-03')));
    expect(other).toContain('Treasury Wing');
    expect(other).not.toContain('Kalinaw Hall');
    // An office without a header prints the university's letterhead as before.
    await put(hr, acctg, { lines: [] });
    const plain = await pdfText(await leavePdf(accounting, await fileLeave(accounting, '2026-12-04')));
    expect(plain).not.toContain('Treasury Wing');
    expect(plain).toContain('Republic of the Philippines');
  });
});
