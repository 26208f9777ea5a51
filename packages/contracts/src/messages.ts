import type { z } from 'zod';

// One error map for every schema (issue 17: "never show a schema library's wording"). A schema's own message
// ({ error: … }, .min(1, '…')) still wins; this map words everything else the way the product's own messages
// are worded ("The date of birth field is required."), naming the field from its key. Installed by ./zod.ts,
// from which every schema module takes `z`, so the API's route validation, its services' safeParse and the
// web's forms all speak the same words.

/** Words a key is made of that users spell otherwise. */
const WORDS: Record<string, string> = {
  no: 'number',
  idno: 'employee number',
  tin: 'TIN',
  gsis: 'GSIS',
  sss: 'SSS',
  umid: 'UMID',
  pagibig: 'Pag-IBIG',
  philhealth: 'PhilHealth',
  philsys: 'PhilSys',
  pds: 'PDS',
  dtr: 'DTR',
  coc: 'COC',
  coe: 'COE',
  vl: 'vacation leave',
  sl: 'sick leave',
  am: 'AM',
  pm: 'PM',
  url: 'address',
};

/** Trailing parts of a key that are units or storage details, not words a user reads (`height_m`, `department_id`). */
const DROPPED_SUFFIXES = new Set(['id', 'ids', 'm', 'kg', 'centavos']);

/** A key in users' words: `date_of_birth` → "date of birth", `department_id` → "department", `tin_no` → "TIN number". */
export function fieldLabelOf(key: string): string {
  const parts = key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_\s.-]+/)
    .filter(Boolean);
  while (parts.length > 1 && DROPPED_SUFFIXES.has(parts.at(-1)!)) parts.pop();
  return parts.map((part) => WORDS[part] ?? part).join(' ');
}

/** The field a path names: its last part that is not a list index (`children.2.birth_date` → "birth date"). */
export function fieldLabelOfPath(path: readonly PropertyKey[] | undefined): string {
  const named = (path ?? []).filter((part): part is string => typeof part === 'string' && !/^\d+$/.test(part));
  return named.length ? fieldLabelOf(named.at(-1)!) : 'value';
}

const plural = (count: number | bigint, one: string, many = `${one}s`) => `${String(count)} ${Number(count) === 1 ? one : many}`;

const listOf = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? value.replace(/_/g, ' ') : String(value))).join(', ');

/** 1500 as "1,500": a bound as users read a figure. */
const figure = (n: number | bigint) => Number(n).toLocaleString('en-US', { maximumFractionDigits: 3 });

/** A range too wide to be worth reading out (an id's 2,147,483,647): the message names the one bound crossed. */
const WIDEST_RANGE_READ_OUT = 1_000_000;

/** The bounds a number schema's checks set: the issue of one bound names only that bound, but users are told both. */
function boundsOf(issue: z.core.$ZodRawIssue): { min?: { value: number; inclusive: boolean }; max?: { value: number; inclusive: boolean } } {
  const checks = ((issue as { schema?: z.core.$ZodType }).schema?._zod.def as { checks?: z.core.$ZodCheck[] } | undefined)?.checks ?? [];
  const bounds: ReturnType<typeof boundsOf> = {};
  for (const check of checks) {
    const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean };
    if (def.check === 'greater_than') bounds.min = { value: Number(def.value), inclusive: Boolean(def.inclusive) };
    if (def.check === 'less_than') bounds.max = { value: Number(def.value), inclusive: Boolean(def.inclusive) };
  }
  return bounds;
}

/**
 * A number's range in words ("must be between 1 and 33", "must be more than zero", "must not be negative"), or
 * undefined where the plain "at least"/"more than" of one bound reads better.
 */
function rangeMessage(label: string, issue: z.core.$ZodRawIssue): string | undefined {
  const { min, max } = boundsOf(issue);
  if (min && max && min.inclusive && max.inclusive && max.value - min.value <= WIDEST_RANGE_READ_OUT)
    return `The ${label} must be between ${figure(min.value)} and ${figure(max.value)}.`;
  if (issue.code === 'too_small' && min?.value === 0) return min.inclusive ? `The ${label} must not be negative.` : `The ${label} must be more than zero.`;
  return undefined;
}

/** "The height field is required.", "The weight must be a number.", … for one zod issue. */
export function usersWordsFor(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabelOfPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const input = issue.input;
      if (input === undefined || input === null || input === '') return `The ${label} field is required.`;
      switch (issue.expected) {
        case 'number':
        case 'bigint':
          return `The ${label} must be a number.`;
        case 'int':
          return `The ${label} must be a whole number.`;
        case 'boolean':
          return `The ${label} must be yes or no.`;
        case 'date':
          return `Enter a valid ${label}.`;
        case 'string':
          return `The ${label} must be text.`;
        case 'array':
        case 'set':
          return `The ${label} must be a list.`;
        default:
          return `The ${label} is invalid.`;
      }
    }
    case 'too_small': {
      const { minimum, inclusive, origin } = issue;
      if (origin === 'string')
        return Number(minimum) <= 1 ? `The ${label} field is required.` : `The ${label} must be at least ${plural(minimum, 'character')}.`;
      if (origin === 'array' || origin === 'set') return `Add at least ${plural(minimum, 'entry', 'entries')} to the ${label}.`;
      if (origin === 'date') return `The ${label} is too early.`;
      return (
        rangeMessage(label, issue) ?? (inclusive ? `The ${label} must be at least ${figure(minimum)}.` : `The ${label} must be more than ${figure(minimum)}.`)
      );
    }
    case 'too_big': {
      const { maximum, inclusive, origin } = issue;
      if (origin === 'string') return `The ${label} may not be longer than ${plural(maximum, 'character')}.`;
      if (origin === 'array' || origin === 'set') return `The ${label} may not have more than ${plural(maximum, 'entry', 'entries')}.`;
      if (origin === 'date') return `The ${label} is too late.`;
      return (
        rangeMessage(label, issue) ??
        (inclusive ? `The ${label} may not be more than ${figure(maximum)}.` : `The ${label} must be less than ${figure(maximum)}.`)
      );
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'date':
        case 'datetime':
          return dateMessage(label);
        case 'time':
          return `Enter the ${label} as a time (hours and minutes).`;
        case 'email':
          return `The ${label} must be a valid e-mail address.`;
        case 'url':
          return `The ${label} must be a web address.`;
        default:
          return `The ${label} is not in the expected form.`;
      }
    case 'not_multiple_of':
      return `The ${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? `The ${label} is invalid.` : `The ${label} must be one of: ${listOf(issue.values)}.`;
    case 'unrecognized_keys':
      return `These fields are not accepted here: ${listOf(issue.keys)}.`;
    default:
      return `The ${label} is invalid.`;
  }
}

/** A date field's message, worded for the date picker the form shows (it writes mm/dd/yyyy, not the wire's YYYY-MM-DD). */
export const dateMessage = (label: string): string => `Enter a complete ${label} (month, day and year).`;
