import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZWorkScheduleList } from '@hris/contracts';
import { responseSerializerCompiler } from '../src/lib/response-serializer';

// The answers are written by fast-json-stringify from the contracts' JSON Schema. What it writes is what the
// page reads, so these check the written JSON itself, for the shapes a plain JSON Schema serializer gets wrong.
const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the response serializer', () => {
  it('writes a discriminated union’s own branch: a flexible schedule stays flexible', () => {
    const flexible = {
      id: 1,
      name: 'Flexible time',
      kind: 'flexible' as const,
      is_default: false,
      assigned: 0,
      definition: {
        kind: 'flexible' as const,
        weekdays: ['1' as const],
        arrival_from: '07:00',
        arrival_to: '09:30',
        hours: 8,
        lunch: { start: '12:00', end: '13:00' },
      },
    };
    const fixed = { ...flexible, id: 2, kind: 'fixed' as const, definition: { kind: 'fixed' as const, days: { '1': [{ start: '08:00', end: '12:00' }] } } };
    const written = JSON.parse(serializerFor(ZWorkScheduleList)({ work_schedules: [flexible, fixed] })) as unknown;
    expect(written).toEqual({ work_schedules: [flexible, fixed] });
  });

  it('leaves out what the contract does not name and keeps nulls', () => {
    const schema = z.object({ id: z.number().int(), note: z.string().nullable() });
    expect(serializerFor(schema)({ id: 3, note: null, password_hash: 'x' })).toBe('{"id":3,"note":null}');
  });

  it('refuses, under the tests, an answer whose written form breaks its contract', () => {
    const schema = z.object({ id: z.number().int(), status: z.enum(['pending', 'approved']) });
    expect(() => serializerFor(schema)({ id: 1, status: 'lost' })).toThrow(/does not match its contract/);
  });
});
