import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProperty } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, personnelIdOf } from './support/records';

// The demo's property register (issue 23; seed/demo-property.ts, left out of the tests' template): staff@ holds a PAR
// (acknowledged) and an ICS waiting for the acknowledgment, head@ a PAR, two items in stock; the series go on from there.

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  await seedDemoProperty(t.db, t.clock.now());
  await seedDemoProperty(t.db, t.clock.now()); // once: a second start adds nothing
  [staff, admin] = await Promise.all([signIn(t, 'staff@hris.test'), signIn(t, 'admin@hris.test')]);
});
afterAll(async () => t.close());

describe('the demo register', () => {
  it('gives staff@ a PAR and an ICS to acknowledge, through the same API the pages read', async () => {
    const mine = await t.http.get('/api/property/mine').set(as(staff));
    expect(mine.body.summary).toEqual([
      { form: 'PAR', count: 1, total_cost: 7_250_000 },
      { form: 'ICS', count: 2, total_cost: 2_300_000 },
    ]);
    const fresh = await t.http.get('/api/property/mine/documents').query({ status: 'new' }).set(as(staff));
    expect(fresh.body.documents.map((d: { number: string }) => d.number)).toEqual(['ICS-2026-0001']);
    const pdf = await binary(t.http.get(`/api/property/documents/${fresh.body.documents[0].id as number}/pdf`).set(as(staff)));
    expect(pdf.status).toBe(200);
  });

  it('leaves two items in stock, and the series go on after the demo’s', async () => {
    const stock = await t.http.get('/api/property/items').query({ status: 'in_stock' }).set(as(admin));
    expect(stock.body.meta.total).toBe(2);
    const desktop = (stock.body.items as { id: number; classification: string }[]).find((i) => i.classification === 'ppe')!;
    const issued = await t.http
      .post('/api/property/issues')
      .set(as(admin))
      .send({ personnel_id: await personnelIdOf(t, 'staff@hris.test'), item_ids: [desktop.id] });
    expect(issued.body.issue.number).toBe('PAR-2026-0003');
    const added = await t.http
      .post('/api/property/items')
      .set(as(admin))
      .send({ description: 'Projector', unit_cost: 3_000_000, date_acquired: '2026-07-30', unit: 'unit' });
    expect(added.body.item.property_number).toBe('2026-07-0007');
  });
});
