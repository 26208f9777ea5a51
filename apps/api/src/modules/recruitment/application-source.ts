import { APPLICANT_PROFILE_SECTIONS, type TAddress, type TApplicantProfile, type TApplicationPrefill, type TPds } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pdsForApplying } from '../pds';
import { isComplete, myProfile } from './applicants.service';

// What an application holds about its applicant. An applicant from outside applies with the profile they
// keep (/jobs/profile); an employee applies with their Personal Data Sheet: the copy HR last verified, or
// the sheet as it stands when HR has verified none. Either way the server reads it itself when applying,
// and the application keeps that copy, so later edits do not change what was submitted.

/** The address as one line, the PDS's order (house, street, subdivision, barangay, city, province, zip code). */
function addressLine(address: TAddress | null | undefined): string | null {
  if (!address) return null;
  const parts = [address.house_no, address.street, address.subdivision, address.barangay, address.city, address.province, address.zip_code];
  return (
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(', ') || null
  );
}

/** The profile an application keeps, from a PDS: the names of the personnel record, part I's essentials, and parts III, IV, V and VII. */
export function profileFromPds(pds: TPds): TApplicantProfile {
  const personal = pds.personal;
  const sections = Object.fromEntries(
    APPLICANT_PROFILE_SECTIONS.map((section) => [section, pds[section].map(({ id: _id, files_count: _files, ...data }) => data as Record<string, unknown>)]),
  );
  const profile = {
    first_name: pds.personnel.first_name,
    middle_name: pds.personnel.middle_name || null,
    last_name: pds.personnel.last_name,
    name_extension: pds.personnel.name_extension || null,
    sex: personal?.sex === 'male' || personal?.sex === 'female' ? personal.sex : null,
    birth_date: personal?.birth_date || null,
    mobile_no: personal?.mobile_no?.trim() || null,
    address: addressLine(personal?.residential_address),
    sections,
  };
  return { ...profile, complete: isComplete(profile) };
}

/** What an application by the caller holds, and where it comes from (GET /api/applications/prefill; apply copies it again). */
export async function applicationData(deps: Deps, actor: Actor): Promise<TApplicationPrefill> {
  const fromPds = actor.personnelId === null ? null : await pdsForApplying(deps, actor.personnelId);
  if (fromPds) {
    return {
      source: { kind: 'pds', personnel_id: actor.personnelId, verified_at: fromPds.verifiedAt, unverified_changes: fromPds.unverifiedChanges },
      profile: profileFromPds(fromPds.pds),
    };
  }
  const { profile } = await myProfile(deps, actor);
  return { source: { kind: 'applicant_profile', personnel_id: null, verified_at: null, unverified_changes: false }, profile };
}

/** Why the data is not enough to be screened, in the words of where it is filled in. */
export function incompleteMessage(source: TApplicationPrefill['source'], profile: TApplicantProfile): string {
  if (source.kind === 'applicant_profile') return 'Complete your profile first: sex, birth date and at least one school attended.';
  const missing: string[] = [];
  if (!profile.sex) missing.push('your sex (part I)');
  if (!profile.birth_date) missing.push('your date of birth (part I)');
  if ((profile.sections.educbackground?.length ?? 0) === 0) missing.push('at least one school (part III, educational background)');
  return `Fill in your Personal Data Sheet first: ${missing.join(', ')}.`;
}
