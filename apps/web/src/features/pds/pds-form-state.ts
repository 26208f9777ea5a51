import { PDS_SECTIONS, type TPdsSection } from '@hris/contracts';
import type { FieldErrors } from '../../lib/field-errors';
import { useContractForm, type ContractForm } from '../../lib/use-contract-form';
import { blanksToNull } from './pds-format';

type Values = Record<string, unknown>;
/** The schema of one section of CS Form 212 (PDS_SECTIONS): the one the API checks the section with. */
type SectionSchema = (typeof PDS_SECTIONS)[TPdsSection]['schema'];

/** The value at a dotted path (`residential_address.city`, `children.2.full_name`). */
export function getPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

/**
 * A PDS section's form, checked by the section's own schema; its messages are keyed by the same dotted paths the
 * server's 422 uses, so one lookup shows both. `warnOnLeave: false` for a read-only view or a closed modal.
 */
export function usePdsForm(section: TPdsSection, initialValues: Values, { warnOnLeave = true } = {}) {
  return useContractForm<SectionSchema, Values>(PDS_SECTIONS[section].schema, { initialValues, warnOnLeave });
}

/** What the PDS inputs use of a form (the applicant's profile puts them on forms of its own schemas too). */
export type PdsForm = Pick<ContractForm<SectionSchema, Values>, 'values' | 'errors' | 'setFieldValue' | 'insertListItem' | 'removeListItem'>;

/**
 * The body to send (blanks as null), or null with each refused field's message shown. `extra` adds checks the
 * schema cannot make on a form (a required number left empty).
 */
export function checkedSection<T extends Values>(
  form: { validate: () => T | null; setErrors: ContractForm<SectionSchema, Values>['setErrors'] },
  extra: FieldErrors = {},
): T | null {
  const body = form.validate();
  if (Object.keys(extra).length > 0) {
    form.setErrors((current) => ({ ...current, ...extra }));
    return null;
  }
  return body === null ? null : blanksToNull(body);
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
