import { isApplicantOnly, type TCurrentUser, type TDepartmentDuty } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { signedFileUrl } from '../../lib/signed-files';
import { findCurrentUser, type CurrentUserRow } from './auth.repo';

// The signed-in user as sign-in answers it and /api/users/me shows it (SPEC.md §3). It lives with sign-in,
// the lower module: users (the profile pages) reads it from here, so auth never imports users.

function fullName(r: CurrentUserRow): string {
  const middle = r.middle_name ? ` ${r.middle_name.charAt(0)}.` : '';
  const ext = r.name_extension ? ` ${r.name_extension}` : '';
  return `${r.first_name ?? ''}${middle} ${r.last_name ?? ''}${ext}`.trim();
}

/** The current user as SPEC.md §3 describes it. */
export async function buildCurrentUser(deps: Deps, userId: number): Promise<TCurrentUser> {
  const r = await findCurrentUser(deps.db, userId);
  if (!r) throw AppError.unauthorized();
  const roles = r.roles ?? [];
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    avatar_path: signedFileUrl(deps, r.avatar_key),
    mobile_no: r.mobile_no,
    roles,
    allowed_views: (r.views ?? []).sort(),
    is_applicant: isApplicantOnly(roles.map((x) => x.name)),
    department_duties: [r.is_head && 'head', r.is_oic && 'oic', r.is_dtr_clerk && 'dtr_clerk'].filter((duty): duty is TDepartmentDuty => duty !== false),
    personnel:
      r.personnel_id && r.campus_id
        ? {
            id: r.personnel_id,
            fullname: fullName(r),
            campus_id: r.campus_id,
            is_active: Boolean(r.personnel_active),
            campus: { id: r.campus_id, name: r.campus_name ?? '', acronym: r.campus_acronym ?? '' },
            department: r.department_id ? { id: r.department_id, fullname: r.department_fullname ?? '', acronym: r.department_acronym ?? '' } : null,
            position: r.position_id ? { id: r.position_id, name: r.position_name ?? '' } : null,
          }
        : null,
  };
}
