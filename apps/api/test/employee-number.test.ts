import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IDNO_PATTERN, employeeNumber, employeeNumberMatcher } from '../src/domain/employee-number';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as } from './support/records';

describe('employee numbers from the HR office’s pattern', () => {
  it('fills year, campus and a padded sequence', () => {
    expect(employeeNumber(DEFAULT_IDNO_PATTERN, { year: 2026, campusAcronym: 'MC', sequence: 42 })).toBe('2026-0042');
    expect(employeeNumber('{CAMPUS}-{YY}{SEQ:4}', { year: 2026, campusAcronym: 'NC', sequence: 7 })).toBe('NC-260007');
    expect(employeeNumber('E{SEQ}', { year: 2026, campusAcronym: 'MC', sequence: 123456 })).toBe('E123456');
  });

  it('matches the numbers of the same shape, the sequence as its group, literal characters escaped', () => {
    const matcher = new RegExp(employeeNumberMatcher(DEFAULT_IDNO_PATTERN, { year: 2026, campusAcronym: 'MC' })!);
    expect('2026-0004'.match(matcher)?.[1]).toBe('0004');
    expect('2026-00001'.match(matcher)?.[1]).toBe('00001');
    expect(matcher.test('2025-0004')).toBe(false);
    expect(matcher.test('2026-004')).toBe(false);
    expect(matcher.test('X2026-0004')).toBe(false);
    const dotted = new RegExp(employeeNumberMatcher('{CAMPUS}.{YY}.{SEQ:3}', { year: 2026, campusAcronym: 'N+C' })!);
    expect('N+C.26.012'.match(dotted)?.[1]).toBe('012');
    expect(dotted.test('NNC-26-012')).toBe(false);
    expect(employeeNumberMatcher('{YYYY}-FIXED', { year: 2026, campusAcronym: 'MC' })).toBeNull();
  });
});

// The demo's people are 2026-0001…0004; new records got 2026-00001 from a sequence of their own (issue 17).
describe('a new record’s employee number', () => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T09:00' });
    hr = await signIn(t, 'hr@hris.test');
  });
  afterAll(async () => t.close());

  const create = async (body: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/personnels')
      .set(as(hr))
      .send({ first_name: 'Teresita', last_name: 'Aquino', campus_id: 1, ...body });
    expect(res.status).toBe(200);
    return res.body.personnel.idno as string;
  };

  it('continues the numbers already given, and the form shows the next one as its example', async () => {
    const highest = ((await t.db.$client.query(`SELECT max(idno) AS idno FROM personnel WHERE idno ~ '^2026-[0-9]{4}$'`)).rows[0] as { idno: string }).idno;
    const next = `2026-${String(Number(highest.slice(5)) + 1).padStart(4, '0')}`;
    expect((await t.http.get('/api/personnels/create').set(as(hr))).body.idno_example).toBe(next);
    expect(await create()).toBe(next);
    expect(await create()).toBe(`2026-${String(Number(highest.slice(5)) + 2).padStart(4, '0')}`);
  });

  it('goes on after a number typed by hand, and starts again at 0001 in a new year', async () => {
    await create({ idno: '2026-0100' });
    expect(await create()).toBe('2026-0101');
    t.clock.set!('2027-01-04T09:00');
    hr = await signIn(t, 'hr@hris.test'); // the session of December has lapsed
    expect(await create()).toBe('2027-0001');
  });
});
