import { APPLICANT_PROFILE_SECTIONS, type TApplicantProfileBody, type TApplicantProfileSection } from '@hris/contracts';
import type { FieldErrors } from '../../lib/field-errors';
import type { TApplicantProfile, TProfileEntry } from './jobs.api';

/**
 * The profile is saved whole (PUT /api/applicants/me/profile): the body of the profile as it is,
 * with one part or the personal details replaced.
 */
export function profileBody(profile: TApplicantProfile, change: Partial<TApplicantProfileBody> = {}): TApplicantProfileBody {
  const sections = Object.fromEntries(APPLICANT_PROFILE_SECTIONS.map((section) => [section, profile.sections[section] ?? []])) as Record<
    TApplicantProfileSection,
    TProfileEntry[]
  >;
  const { complete: _complete, sections: _sections, ...personal } = profile;
  return { ...personal, sections, ...change };
}

/** The same entries with one added (index null) or replaced. */
export function withEntry(entries: readonly TProfileEntry[], index: number | null, entry: TProfileEntry): TProfileEntry[] {
  return index === null ? [...entries, entry] : entries.map((current, i) => (i === index ? entry : current));
}

/**
 * The server keys an entry's refusal `sections.<part>.<index>.<field>`: the messages of one
 * entry by its own field names (for its form), anything else as the form's message.
 */
export function entryErrors(errors: FieldErrors, section: TApplicantProfileSection, index: number): FieldErrors {
  const prefix = `sections.${section}.${index}.`;
  const mine: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) mine[key.slice(prefix.length)] = message;
    else mine.form ??= message;
  }
  return mine;
}

/** What the profile still lacks before HR can screen an application (the API's rule: sex, birth date, a school). */
export function missingForApplying(profile: TApplicantProfile): string[] {
  const missing: string[] = [];
  if (!profile.sex) missing.push('your sex');
  if (!profile.birth_date) missing.push('your date of birth');
  if ((profile.sections.educbackground?.length ?? 0) === 0) missing.push('at least one school in your educational background');
  return missing;
}
