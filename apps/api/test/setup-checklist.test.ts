import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, randomTotpSecret } from '@hris/db';
import type { TSetupItem } from '@hris/contracts';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './support/test-app';
import { as, binary } from './support/records';
import { pdfText, tinyPng } from './support/files';

// The first administrator's checklist (issue 41) over HTTP, on a fresh install's database: the migrations and the
// reference data only (campuses, the office tree, the default schedule, the holidays, the default approval chains), no
// demo people or accounts. The administrator is made as `create-admin` makes one. As each thing is set up through the
// API its item turns done; the clock is Monday 1 March 2027, 9 am in Manila.

let t: TestApp;
let admin: string;

async function account(email: string, role: string | null): Promise<number> {
  const [user] = (
    await t.db.$client.query<{ id: number }>(`INSERT INTO users (email, name, password_hash, two_factor_secret) VALUES ($1, $2, $3, $4) RETURNING id`, [
      email,
      email.split('@')[0],
      await hashPassword(DEMO_PASSWORD),
      randomTotpSecret(),
    ])
  ).rows;
  if (role) await t.db.$client.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [user!.id, role]);
  return user!.id;
}

async function items(): Promise<Record<string, TSetupItem>> {
  const res = await t.http.get('/api/setup/checklist').set(as(admin));
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as { items: TSetupItem[] }).items.map((i) => [i.key, i]));
}

beforeAll(async () => {
  t = await createTestApp({ now: '2027-03-01T09:00', referenceOnly: true });
  await account('it@university.example', 'Administrator');
  admin = await signIn(t, 'it@university.example');
}, 120_000);
afterAll(() => t?.close());

describe('a fresh install', () => {
  it('has most items not done, each saying what is missing and where it is fixed', async () => {
    const i = await items();
    expect(Object.keys(i)).toEqual([
      'profile',
      'campuses',
      'office_heads',
      'role_holders',
      'approval_chains',
      'work_schedules',
      'holidays',
      'devices',
      'import_personnel',
      'import_plantilla-items',
      'import_service-records',
      'import_leave-balances',
      'import_deductions',
    ]);
    // What a university brings from its spreadsheets (issue 41): nothing yet, each with where it is imported.
    expect(i.import_personnel).toEqual({
      key: 'import_personnel',
      title: 'Personnel masterlist',
      done: false,
      message: "No people yet: import them from the office's spreadsheet.",
      link: '/personnels/imports?kind=personnel',
    });
    expect(i['import_plantilla-items']).toMatchObject({ done: false, link: '/personnels/imports?kind=plantilla-items' });
    expect(i.profile).toMatchObject({ done: false, link: '/settings/university' });
    expect(i.profile!.message).toContain("the university's name");
    expect(i.profile!.message).toContain('its TIN');
    expect(i.office_heads).toMatchObject({ done: false, message: expect.stringContaining('Nobody works in any office yet') });
    expect(i.role_holders).toMatchObject({ done: false, message: expect.stringContaining('HR Office'), link: '/settings/admin/users' });
    expect(i.approval_chains).toMatchObject({
      done: false,
      message: expect.stringContaining('nobody active holds the role'),
      link: '/settings/approval-request',
    });
    expect(i.devices).toMatchObject({ done: false, message: expect.stringContaining('No biometric terminal or face kiosk'), link: '/edats/devices' });
    // What the reference data brings: the five campuses, the default schedule, this year's holidays.
    expect(i.campuses!.done).toBe(true);
    expect(i.work_schedules!.done).toBe(true);
    expect(i.holidays!.done).toBe(true);
  });

  it('is for administrators only', async () => {
    await account('staff@university.example', null);
    const staff = await signIn(t, 'staff@university.example');
    expect((await t.http.get('/api/setup/checklist').set(as(staff))).status).toBe(403);
    expect((await t.http.put('/api/setup/profile').set(as(staff)).send({})).status).toBe(403);
    expect((await t.http.get('/api/setup/checklist')).status).toBe(401);
  });

  it("comes with the administrator's dashboard as progress and the first open item, and with nobody else's", async () => {
    const all = Object.values(await items());
    const dashboard = await t.http.get('/api/dashboard').set(as(admin));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.setup).toEqual({
      done: all.filter((item) => item.done).length,
      total: 13,
      next: all.find((item) => !item.done),
    });
    expect(dashboard.body.setup.next.key).toBe('profile');
    expect(dashboard.body.setup.done).toBe(3); // the campuses, the default schedule and the holidays of the reference data
    const staff = await signIn(t, 'staff@university.example');
    expect((await t.http.get('/api/dashboard').set(as(staff))).body.setup).toBeNull();
  });
});

describe('as the administrator sets things up', () => {
  it("the university's profile: name, address, TIN, RDO and agency code, then the logo", async () => {
    const bad = await t.http
      .put('/api/setup/profile')
      .set(as(admin))
      .send({ university_name: ' ', university_address: '', employer_tin: '12-34', employer_branch: '0000', employer_rdo: '', bank_agency_code: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      university_name: ['The university name is required.'],
      employer_tin: ["The university's TIN is nine digits (000-000-000)."],
    });

    const saved = await t.http.put('/api/setup/profile').set(as(admin)).send({
      university_name: 'Tarlac Northern State University',
      university_address: 'Rizal Avenue, Tarlac City 2300',
      employer_tin: '123-456-789',
      employer_branch: '0000',
      employer_rdo: '017',
      bank_agency_code: 'TNSU-01',
    });
    expect(saved.status).toBe(200);
    let i = await items();
    expect(i.profile).toMatchObject({ done: false, message: expect.stringContaining('its logo') });
    expect(i.profile!.message).not.toContain('TIN');

    // The same settings Payroll → BIR and the payroll files' settings read.
    const bir = await t.http.get('/api/payroll/bir/employer').set(as(admin));
    expect(bir.body.employer).toMatchObject({ employer_tin: '123-456-789', employer_rdo: '017', employer_name: 'Tarlac Northern State University' });

    const logo = await t.http.post('/api/setup/profile/logo').set(as(admin)).attach('logo', tinyPng(), 'logo.png');
    expect(logo.status).toBe(200);
    expect(logo.body.profile.logo_path).toMatch(/^\/api\/files\/logos\//);
    i = await items();
    expect(i.profile).toMatchObject({ done: true });
    const audit = await t.db.$client.query(
      `SELECT action FROM audit_log WHERE entity = 'system_setting' AND entity_id IN ('university_profile', 'university_logo') ORDER BY id`,
    );
    expect(audit.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'logo_changed']);
  });

  it('names the office with people and no head, until it has one who can act', async () => {
    const [engineering] = (
      await t.db.$client.query<{ id: number; campus_id: number }>(`SELECT id, campus_id FROM departments WHERE fullname = 'College of Engineering'`)
    ).rows;
    const person = await t.http
      .post('/api/personnels')
      .set(as(admin))
      .send({ first_name: 'Ana', last_name: 'Reyes', campus_id: engineering!.campus_id, department_id: engineering!.id });
    expect(person.status).toBe(200);
    const personId = person.body.personnel.id as number;
    let i = await items();
    expect(i.office_heads).toMatchObject({ done: false, message: 'Leave cannot be filed in the College of Engineering: it has no head.' });

    // A head without an account cannot act either: the item stays open until the head can sign in.
    expect((await t.http.put(`/api/departments/${engineering!.id}/heads`).set(as(admin)).send({ head_personnel_id: personId })).status).toBe(200);
    expect((await items()).office_heads!.done).toBe(false);
    const user = await t.http.post('/api/users').set(as(admin)).send({ name: 'Ana Reyes', email: 'ana@university.example', personnel_id: personId });
    expect(user.status).toBe(200);
    i = await items();
    expect(i.office_heads).toMatchObject({ done: true });
  });

  it('the approving roles and the chains, once someone holds every role a chain names', async () => {
    const roles = (
      await t.db.$client.query<{ id: number }>(`SELECT DISTINCT role_id AS id FROM approval_chain_steps WHERE actor_kind = 'role' ORDER BY role_id`)
    ).rows.map((r) => r.id);
    const officer = await t.http
      .post('/api/users')
      .set(as(admin))
      .send({ name: 'HR Officer', email: 'hr@university.example', role_ids: roles.slice(0, 1) });
    expect(officer.status).toBe(200);
    let i = await items();
    expect(i.role_holders!.done).toBe(false);
    expect((await t.http.put(`/api/users/${officer.body.user.id}`).set(as(admin)).send({ role_ids: roles })).status).toBe(200);
    i = await items();
    expect(i.role_holders).toMatchObject({ done: true });
    expect(i.approval_chains).toMatchObject({ done: true });
  });

  it('a device registered, then heard from', async () => {
    const campus = (await t.db.$client.query<{ id: number }>(`SELECT id FROM campuses ORDER BY id LIMIT 1`)).rows[0]!.id;
    const device = await t.http
      .post('/api/attendance/devices')
      .set(as(admin))
      .send({ name: 'Main gate', serial_number: 'SETUP0001', campus_id: campus, secret: 'setup-device-key' });
    expect(device.status).toBe(200);
    expect((await items()).devices).toMatchObject({ done: false, message: 'The registered device has been heard from in the last week.' });
    expect((await t.http.get('/iclock/setup-device-key/cdata').query({ SN: 'SETUP0001' })).status).toBe(200);
    expect((await items()).devices).toMatchObject({ done: true });
  });

  it("next year's holidays are due in December", async () => {
    // The reference data brought 2027's and 2028's; on 1 December 2028 the 2029 ones are missing.
    const november = await t.http.get('/api/setup/checklist').set(as(admin));
    expect(november.body.items.find((x: TSetupItem) => x.key === 'holidays').done).toBe(true);
    t.clock.set!('2028-12-01T09:00');
    admin = await signIn(t, 'it@university.example');
    const i = await items();
    expect(i.holidays).toMatchObject({ done: false, message: 'No holidays are entered for 2029: the DTRs would count them as absences.' });
  });
});

describe('the address on the printed forms', () => {
  it('a form leaves the address line out while none is set (no placeholder printed), and prints it once set', async () => {
    const demo = await createTestApp({ now: '2026-11-23T09:00' });
    try {
      const staff = await signIn(demo, 'staff@hris.test');
      const vl = (await demo.db.$client.query<{ id: number }>(`SELECT id FROM leave_types WHERE code = 'VL'`)).rows[0]!;
      const filed = await demo.http
        .post('/api/leave/applications')
        .set(as(staff))
        .send({ leave_type_id: vl.id, date_from: '2026-12-02', date_to: '2026-12-02', details: { location: 'philippines', location_detail: 'Baguio City' } });
      expect(filed.status, JSON.stringify(filed.body)).toBe(200);
      const pdf = async () =>
        pdfText((await binary(demo.http.get(`/api/leave/applications/${filed.body.leave_application.id}/pdf`).set(as(staff)))).body as Buffer);
      const plain = await pdf();
      expect(plain).toContain('APPLICATION FOR LEAVE');
      expect(plain).not.toContain('Office address');
      expect(plain).not.toContain('System settings');

      const hr = await signIn(demo, 'admin@hris.test');
      const profile = (await demo.http.get('/api/setup/profile').set(as(hr))).body.profile as Record<string, unknown>;
      const { logo_path: _l, ...body } = profile;
      expect(
        (
          await demo.http
            .put('/api/setup/profile')
            .set(as(hr))
            .send({ ...body, university_address: 'Rizal Avenue, Tarlac City 2300' })
        ).status,
      ).toBe(200);
      expect(await pdf()).toContain('Rizal Avenue, Tarlac City 2300');
    } finally {
      await demo.close();
    }
  }, 60_000);
});
