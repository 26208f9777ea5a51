import { describe, expect, it } from 'vitest';
import * as contracts from '../src';
import { z } from '../src/zod';

// Issue 42 item 8: a negative unit cost was told "The unit cost field is required.": a number schema's own message
// (`z.number({ error: '… required' })`) answered for its range checks too. Every number with a range in the contracts
// must say what is wrong with an out-of-range value, never that it is missing and never in zod's words.

type Found = { where: string; schema: z.ZodType; min?: { value: number; inclusive: boolean }; max?: { value: number; inclusive: boolean }; int: boolean };

const ZOD_WORDING = /Invalid input|expected \w+|Too (small|big)/;

/** Every number schema with a bound reachable from `schema`, named by the path that reaches it. */
function numbersIn(schema: unknown, where: string, seen: Set<unknown>, out: Found[]): void {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
  const next = (child: unknown, suffix = '') => numbersIn(child, where + suffix, seen, out);
  switch (def.type) {
    case 'number': {
      const found: Found = { where, schema, int: false };
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'greater_than') found.min = { value: Number(c.value), inclusive: Boolean(c.inclusive) };
        if (c.check === 'less_than') found.max = { value: Number(c.value), inclusive: Boolean(c.inclusive) };
        if (c.check === 'number_format' && String(c.format).includes('int')) found.int = true;
      }
      if (found.min || found.max) out.push(found);
      return;
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) next(child, `.${key}`);
      return;
    case 'array':
      return next(def.element, '[]');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      next(def.in);
      return next(def.out);
    case 'union':
      for (const option of def.options as unknown[]) next(option);
      return;
    case 'intersection':
      next(def.left);
      return next(def.right);
    case 'record':
      return next(def.valueType, '[*]');
    case 'tuple':
      for (const item of def.items as unknown[]) next(item);
      return;
    default:
      return;
  }
}

const found: Found[] = [];
const seen = new Set<unknown>();
for (const [name, value] of Object.entries(contracts)) numbersIn(value, name, seen, found);
// The builders that make a schema per field label are reached through the schemas built from them.

/** Values just outside each bound: whole numbers for a whole-number field, so only the range is wrong. */
function outside(f: Found): number[] {
  const values: number[] = [];
  const step = f.int ? 1 : 0.5;
  if (f.min) values.push(f.min.inclusive ? f.min.value - step : f.min.value);
  if (f.max) values.push(f.max.inclusive ? f.max.value + step : f.max.value);
  return values.filter((v) => Number.isSafeInteger(v) || !f.int);
}

/** A fraction inside the range of a whole-number field: only its being whole is wrong. */
function fractionInside(f: Found): number[] {
  if (!f.int) return [];
  const low = f.min ? f.min.value + 1 : (f.max?.value ?? 0) - 2;
  const high = f.max ? f.max.value - 1 : low + 2;
  return high - low >= 1 ? [low + 0.5] : [];
}

describe('numbers with a range', () => {
  it('finds the number fields of the contracts', () => {
    // A walk that found nothing would pass everything below.
    expect(found.length).toBeGreaterThan(100);
    expect(found.some((f) => f.where.endsWith('.unit_cost'))).toBe(true);
  });

  it('refuses a value out of range, or a fraction where a whole number is meant, by saying what is wrong, never "required"', () => {
    const wrong: string[] = [];
    for (const f of found) {
      for (const value of [...outside(f), ...fractionInside(f)]) {
        const checked = f.schema.safeParse(value);
        if (checked.success) {
          wrong.push(`${f.where}: ${value} accepted`);
          continue;
        }
        for (const issue of checked.error.issues)
          if (/required/i.test(issue.message) || ZOD_WORDING.test(issue.message)) wrong.push(`${f.where}: ${value} → "${issue.message}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('words a range as users read it', () => {
    const field = z.object({ salary_grade: z.coerce.number().int().min(1).max(33), unit_cost: z.number().positive(), hours: z.number().min(0) });
    const messages = (value: unknown) => field.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ salary_grade: 34, unit_cost: -5, hours: -1 })).toEqual([
      'The salary grade must be between 1 and 33.',
      'The unit cost must be more than zero.',
      'The hours must not be negative.',
    ]);
  });
});
