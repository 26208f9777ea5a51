import type { z } from 'zod';

/** The ceiling under every text (contracts' TEXT_MAX_LENGTH): not a field's own limit, so not shown. */
const CEILING = 10_000;

type Def = { type: string; checks?: { _zod: { def: { check: string; maximum?: number } } }[] } & Record<string, unknown>;

/** The schema one step inside `schema` (an object's key, a list's item), through wrappers that keep the value's shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as unknown as Def;
    const inner = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
      ? def.innerType
      : def.type === 'pipe'
        ? def.in
        : undefined;
    if (!inner) return current;
    current = inner as z.ZodType;
  }
}

/**
 * A text field's own limit from the form's contract (its smallest `.max`), by the field's name as the form keys it
 * (`title`, `steps.0.label`); null for a field that is no text or has no limit of its own. The form shows it as the
 * user types (issue 42: a 2,000-character title was cut at 300 silently).
 */
export function textLimitOf(schema: z.ZodType, name: string): number | null {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const part of name.split('.')) {
    const def = current._zod.def as unknown as Def;
    if (def.type === 'object') current = (def.shape as Record<string, z.ZodType>)[part];
    else if (def.type === 'array' && /^\d+$/.test(part)) current = def.element as z.ZodType;
    else return null;
    if (!current) return null;
    current = unwrap(current);
  }
  const def = current._zod.def as unknown as Def;
  if (def.type !== 'string') return null;
  const limits = (def.checks ?? [])
    .map((c) => c._zod.def)
    .filter((c) => c.check === 'max_length')
    .map((c) => Number(c.maximum));
  const limit = Math.min(...limits);
  return Number.isFinite(limit) && limit < CEILING ? limit : null;
}
