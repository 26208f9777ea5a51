import { useCallback, useState } from 'react';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { blanksToNull } from './pds-format';

type Values = Record<string, unknown>;

/** What a section's zod schema offers a form (the web client does not depend on zod itself). */
type SectionSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** The value at a dotted path (`residential_address.city`, `children.2.full_name`). */
export function getPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

/** A copy of `values` with the value at a dotted path replaced; arrays stay arrays. */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return values;
  const container: unknown = values ?? {};
  const child = rest.length === 0 ? value : setPath((container as Record<string, unknown>)[key], rest.join('.'), value);
  if (Array.isArray(container)) {
    const items: unknown[] = container;
    const copy = [...items];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(container as Record<string, unknown>), [key]: child } as T;
}

/**
 * A PDS form's values and the messages under its inputs, keyed by the same dotted paths the
 * server's 422 uses, so one lookup shows both the client check and the server's refusal.
 * `markSaved(values)` after a successful save; `warnOnLeave: false` for a read-only view or a closed modal.
 */
export function usePdsForm(initial: Values, { warnOnLeave = true } = {}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Another part, a sidebar link or closing the tab asks before unsaved edits are thrown away.
  const { dirty, markSaved } = useUnsavedChanges(values, warnOnLeave);
  const set = useCallback((path: string, value: unknown) => setValues((current) => setPath(current, path, value)), []);
  const get = (path: string) => getPath(values, path);
  return { values, setValues, set, get, errors, setErrors, dirty, markSaved };
}

export type PdsForm = ReturnType<typeof usePdsForm>;

/**
 * Checks a form with its section's schema: the body to send (blanks as null), or the messages
 * to show. `extra` adds checks the schema cannot make on a form (a required number left empty).
 */
export function checkSection(schema: SectionSchema, values: Values, extra: FieldErrors = {}): { body: Values } | { errors: FieldErrors } {
  const checked = schema.safeParse(values);
  const errors = { ...(checked.success ? {} : errorsFromIssues(checked.error.issues)), ...extra };
  if (!checked.success || Object.keys(extra).length > 0) return { errors };
  return { body: blanksToNull(checked.data as Values) };
}

/** Required numbers left empty: coercion would read them as 0, so they are caught here. */
export function missingNumbers(values: Values, required: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(required)) {
    const value = values[field];
    if (value === null || value === undefined || value === '') errors[field] = message;
  }
  return errors;
}
