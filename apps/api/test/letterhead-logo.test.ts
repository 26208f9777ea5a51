import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { picture } from './support/files';
import { as, binary, personnelIdOf } from './support/records';

// The university's logo (System settings → University profile) on every letterhead the offices print under its name
// (lib/pdf letterhead): once set, the service record, the monthly attendance report, the COVID report and the routing
// slip carry it as CS Form 6 does (the certificates, travel orders, NOSA/NOSI, COC and ranking printouts pass it the
// same way). An office's own header keeps its own logo (department-header.test).

let t: TestApp;
let admin: string;
let hr: string;
let staff: string;
let nurse: string;
let staffId: number;
let slipOf: number;
let office: number;

const hasImage = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString('latin1'));

beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, staff, nurse] = await Promise.all([
    signIn(t, 'admin@hris.test'),
    signIn(t, 'hr@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'nurse@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  office = (await t.db.$client.query(`SELECT department_id FROM personnel WHERE id = $1`, [staffId])).rows[0].department_id;
  const filed = await t.http
    .post('/api/dts/documents')
    .set(as(staff))
    .send({
      title: 'Request for certified true copies',
      document_type_id: (await t.db.$client.query(`SELECT id FROM dts_document_types WHERE name = 'Letter'`)).rows[0].id,
      office_id: office,
    });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  slipOf = filed.body.document.id;
});
afterAll(async () => t.close());

const printouts = () => [
  { name: 'service record', get: () => t.http.get(`/api/personnels/${staffId}/service-record/pdf`).set(as(hr)) },
  {
    name: 'monthly attendance report',
    get: () => t.http.get('/api/attendance/reports/monthly.pdf').query({ month: '2026-10', department_id: office }).set(as(hr)),
  },
  { name: 'COVID vaccination report', get: () => t.http.get('/api/covid/report.pdf').set(as(nurse)) },
  { name: 'routing slip', get: () => t.http.get(`/api/dts/documents/${slipOf}/slip`).set(as(staff)) },
];

describe("the university's logo on its letterheads", () => {
  it('is printed on each once the university profile has one, and on none before', async () => {
    for (const p of printouts()) {
      const res = await binary(p.get());
      expect([p.name, res.status, res.headers['content-type']]).toEqual([p.name, 200, 'application/pdf']);
      expect([p.name, hasImage(res.body as Buffer)]).toEqual([p.name, false]);
    }
    const logo = await t.http
      .post('/api/setup/profile/logo')
      .set(as(admin))
      .attach('logo', await picture('png', 64, 64), 'logo.png');
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    for (const p of printouts()) {
      const res = await binary(p.get());
      expect([p.name, res.status]).toEqual([p.name, 200]);
      expect([p.name, hasImage(res.body as Buffer)]).toEqual([p.name, true]);
    }
  });
});
