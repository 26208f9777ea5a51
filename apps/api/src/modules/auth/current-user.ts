import { isApplicantOnly, type TCurrentUser, type TDepartmentDuty } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { queryOne } from '../../lib/query';
import { signedFileUrl } from '../../lib/signed-files';

// The signed-in user as sign-in answers it and /api/users/me shows it (SPEC.md §3). It lives with sign-in,
// the lower module: users (the profile pages) reads it from here, so auth never imports users.

export type CurrentUserRow = {
  id: number;
  name: string;
  email: string;
  avatar_key: string | null;
  mobile_no: string | null;
  personnel_id: number | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  name_extension: string | null;
  personnel_active: boolean | null;
  campus_id: number | null;
  campus_name: string | null;
  campus_acronym: string | null;
  department_id: number | null;
  department_fullname: string | null;
  department_acronym: string | null;
  position_id: number | null;
  position_name: string | null;
  roles: { id: number; name: string }[] | null;
  views: string[] | null;
  is_head: boolean;
  is_oic: boolean;
  is_dtr_clerk: boolean;
};

/** Everything /api/users/me shows, in one round trip. */
export async function findCurrentUser(db: Queryable, userId: number): Promise<CurrentUserRow | null> {
  return queryOne<CurrentUserRow>(
    db,
    `SELECT u.id, u.name, u.email, u.avatar_key, u.mobile_no, u.personnel_id,
            p.first_name, p.middle_name, p.last_name, p.name_extension, p.is_active AS personnel_active,
            c.id AS campus_id, c.name AS campus_name, c.acronym AS campus_acronym,
            d.id AS department_id, d.fullname AS department_fullname, d.acronym AS department_acronym,
            pos.id AS position_id, pos.name AS position_name,
            (SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
            (SELECT array_agg(DISTINCT rv.view) FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id) AS views,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.head_personnel_id = u.personnel_id) AS is_head,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.oic_personnel_id = u.personnel_id) AS is_oic,
            EXISTS (SELECT 1 FROM departments k WHERE k.is_active AND k.dtr_clerk_personnel_id = u.personnel_id) AS is_dtr_clerk
       FROM users u
       LEFT JOIN personnel p ON p.id = u.personnel_id
       LEFT JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN positions pos ON pos.id = p.position_id
      WHERE u.id = $1`,
    [userId],
  );
}

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
