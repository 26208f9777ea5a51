import { LIMITS, PAGE_SIZES, type TNamedLookupItem, type TPersonnelPick } from '@hris/contracts';
import type { PickerOption, PickerSource } from './remote-search-picker';

/** SPEC.md §3: a personnel record as pickers show it (the answer of /api/personnels/fullname). */
export type { TPersonnelPick };

/** SPEC.md §3: an idno not yet issued is shown as "auto generated". */
export function idnoLabel(idno: string | null | undefined): string {
  return idno ?? 'auto generated';
}

export const personnelSource: PickerSource<TPersonnelPick> = {
  key: 'personnel',
  path: '/api/personnels/fullname',
  field: 'personnel',
  perPage: PAGE_SIZES.personnel,
  toOption: (p) => ({
    id: p.id,
    label: p.fullname,
    avatar: p.avatar,
    description: [idnoLabel(p.idno), p.department ? `${p.department.fullname} (${p.department.campus_acronym})` : null].filter(Boolean).join(' · '),
  }),
};

type TNamed = TNamedLookupItem;

export const positionSource: PickerSource<TNamed & { salary_grade: number | null; kind: string }> = {
  key: 'positions',
  path: '/api/positions',
  field: 'positions',
  perPage: PAGE_SIZES.positionSearch,
  toOption: (p) => ({ id: p.id, label: p.name, description: [p.salary_grade ? `SG ${p.salary_grade}` : null, p.kind].filter(Boolean).join(' · ') }),
};

export type TDepartmentPick = { id: number; fullname: string; acronym: string; campus: { acronym: string } | null; is_active: boolean };

export const departmentOption = (d: Pick<TDepartmentPick, 'id' | 'fullname' | 'acronym'> & { campus?: { acronym: string } | null }): PickerOption => ({
  id: d.id,
  label: d.fullname,
  description: [d.acronym, d.campus?.acronym].filter(Boolean).join(' · '),
});

export const departmentSource: PickerSource<TDepartmentPick> = {
  key: 'departments',
  path: '/api/departments',
  field: 'departments',
  perPage: PAGE_SIZES.search,
  toOption: departmentOption,
};

/** Only the departments still active: where something may be sent (a document forwarded to an office). */
export const activeDepartmentSource: PickerSource<TDepartmentPick> = {
  ...departmentSource,
  key: 'departments-active',
  params: { is_active: true },
};

export const schoolSource: PickerSource<TNamed> = {
  key: 'schools',
  path: '/api/schools',
  field: 'schools',
  perPage: PAGE_SIZES.search,
  toOption: (s) => ({ id: s.id, label: s.name }),
};

/** Work companies (SPEC.md §7: /api/workcompany answers `work_companies`). */
export const companySource: PickerSource<TNamed> = {
  key: 'companies',
  path: '/api/workcompany',
  field: 'work_companies',
  perPage: PAGE_SIZES.search,
  toOption: (c) => ({ id: c.id, label: c.name }),
};

/** SPEC.md §5: the degree picker searches from the 2nd character. */
export const degreeSource: PickerSource<TNamed & { level: string | null }> = {
  key: 'degrees',
  path: '/api/degree',
  field: 'degrees',
  perPage: PAGE_SIZES.search,
  minLength: LIMITS.degreeSearchMinLength,
  toOption: (d) => ({ id: d.id, label: d.name, description: d.level }),
};

/** Roles are few: the whole list is loaded once. */
export const roleSource: PickerSource<TNamed & { users_count?: number }> = {
  key: 'roles',
  path: '/api/roles',
  field: 'roles',
  perPage: PAGE_SIZES.fullList,
  loadAll: true,
  toOption: (r) => ({ id: r.id, label: r.name }),
};

export const userSource: PickerSource<TNamed & { email: string }> = {
  key: 'users',
  path: '/api/users',
  field: 'users',
  perPage: PAGE_SIZES.search,
  toOption: (u) => ({ id: u.id, label: u.name, description: u.email }),
};

export const mfoSource: PickerSource<{ id: number; fullname: string }> = {
  key: 'mfos',
  path: '/api/spmis/umfos',
  field: 'univ_mfos',
  perPage: PAGE_SIZES.mfos,
  toOption: (m) => ({ id: m.id, label: m.fullname }),
};

export const appointmentStatusSource: PickerSource<TNamed> = {
  key: 'appointment-statuses',
  path: '/api/astatus',
  field: 'appointment_status',
  perPage: PAGE_SIZES.appointmentStatusPicker,
  toOption: (s) => ({ id: s.id, label: s.name }),
};

export const reclassStatusSource: PickerSource<TNamed> = {
  key: 'reclass-statuses',
  path: '/api/astatus/for-reclass',
  field: 'appointment_status',
  perPage: PAGE_SIZES.reclassStatuses,
  loadAll: true,
  toOption: (s) => ({ id: s.id, label: s.name }),
};
