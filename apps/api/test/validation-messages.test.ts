import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabelOf, ZPdsPersonal } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';

// Issue 17: no message ever shows zod's own wording ("Invalid input: expected string, received undefined",
// "expected number, received NaN"); each names its field in users' words, from the one error map in
// packages/contracts/src/messages.ts, whether the route's schema, a service's check or the web's form refused it.

let t: TestApp;
let staff: string;
let staffId: number;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const ZOD_WORDING = /Invalid input|expected \w+, received|received (undefined|NaN)|Too (small|big)|Invalid (string|option)/;

const personal = {
  birth_date: '1990-05-14',
  birth_place: 'Legazpi City, Albay',
  sex: 'male',
  citizenship: 'filipino',
  height_m: 1.68,
  weight_kg: 64,
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff@hris.test');
  staffId = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id;
});
afterAll(async () => t.close());

const allMessages = (errors: Record<string, string[]> | undefined) => Object.values(errors ?? {}).flat();

describe("validation messages in users' words", () => {
  it('refuses a height of 16.8 with the range in metres, and a height that is no number as "must be a number"', async () => {
    const tall = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, height_m: 16.8 });
    expect([tall.status, tall.body.errors?.height_m]).toEqual([422, ['The height must be between 0.5 and 2.5 metres.']]);
    const light = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, weight_kg: -5 });
    expect([light.status, light.body.errors?.weight_kg]).toEqual([422, ['The weight must be between 2 and 350 kilograms.']]);
    const nan = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, height_m: 'tall' });
    expect([nan.status, nan.body.errors?.height_m]).toEqual([422, ['The height must be a number.']]);
    // Nothing was stored by the refused saves.
    const pds = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(pds.body.pds.personal).toBeNull();
  });

  it("answers a route's body with a missing field and a NaN number in plain words, never zod's", async () => {
    const missing = await t.http.post('/api/official-business').set(as(staff)).send({});
    expect(missing.status).toBe(422);
    const messages = allMessages(missing.body.errors);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(ZOD_WORDING);
    expect(missing.body.message).not.toMatch(ZOD_WORDING);

    const training = await t.http
      .post(`/api/personnels/${staffId}/training`)
      .set(as(staff))
      .send({ title: 'Records management', date_from: '2025-03-03', date_to: '2025-03-05', hours: 'many', ld_type: 'technical', conducted_by: 'NAP' });
    expect(training.status).toBe(422);
    for (const message of allMessages(training.body.errors)) expect(message).not.toMatch(ZOD_WORDING);
    expect(training.body.errors?.hours).toEqual(['The number of hours must be a number.']);
  });

  it('words every kind of refusal with the field named from its key', () => {
    const schema = z.object({
      date_of_birth: z.string(),
      department_id: z.number(),
      tin_no: z.string().max(3),
      hours: z.number().int(),
      kind: z.enum(['fixed', 'flexible']),
      start_date: z.iso.date(),
      tags: z.array(z.string()).min(1),
    });
    const result = schema.safeParse({ department_id: Number.NaN, tin_no: 'abcd', hours: 1.5, kind: 'other', start_date: '2026-02-30', tags: [] });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      date_of_birth: 'The date of birth field is required.',
      department_id: 'The department must be a number.',
      tin_no: 'The TIN number may not be longer than 3 characters.',
      hours: 'The hours must be a whole number.',
      kind: 'The kind must be one of: fixed, flexible.',
      start_date: 'Enter a complete start date (month, day and year).',
      tags: 'Add at least 1 entry to the tags.',
    });
    expect(fieldLabelOf('height_m')).toBe('height');
    // A schema's own message still wins over the map.
    expect(ZPdsPersonal.safeParse({ ...personal, sex: 'x' }).error?.issues[0]?.message).toBe('The sex must be male or female.');
  });
});
