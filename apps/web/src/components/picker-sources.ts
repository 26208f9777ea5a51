import {
  departmentsApi,
  LIMITS,
  PAGE_SIZES,
  personnelApi,
  referenceListOf,
  rolesApi,
  userAdminApi,
  lookupsApi,
  type RouteAnswer,
  type TPersonnelPick,
} from '@hris/contracts';
import { callApi } from '../lib/api';
import type { PickerOption, PickerQuery, PickerSource } from './remote-search-picker';

// Where each picker searches: a list route of the route table, so a record's fields are typed from its answer.

/** SPEC.md §3: a personnel record as pickers show it (the answer of /api/personnels/fullname). */
export type { TPersonnelPick };

/** A source, its record type read from what `search` answers. */
const pickerSource = <T>(source: PickerSource<T>): PickerSource<T> => source;
/** Picker searches are lookups: a failure leaves the list empty without a toast (SPEC.md §8). */
const lookup = (query: PickerQuery, signal: AbortSignal) => ({ query, signal, lookup: true });

/** SPEC.md §3: an idno not yet issued is shown as "auto generated". */
export function idnoLabel(idno: string | null | undefined): string {
  return idno ?? 'auto generated';
}

export const personnelSource = pickerSource({
  key: 'personnel',
  search: (query, signal) => callApi(personnelApi.search, lookup(query, signal)).then((a) => a.personnel),
  perPage: PAGE_SIZES.personnel,
  toOption: (p) => ({
    id: p.id,
    label: p.fullname,
    avatar: p.avatar,
    description: [idnoLabel(p.idno), p.department ? `${p.department.fullname} (${p.department.campus_acronym})` : null].filter(Boolean).join(' · '),
  }),
});

export const positionSource = pickerSource({
  key: 'positions',
  search: (query, signal) => callApi(referenceListOf('/api/positions').list, lookup(query, signal)).then((a) => a.positions),
  perPage: PAGE_SIZES.positionSearch,
  toOption: (p) => ({ id: p.id, label: p.name, description: [p.salary_grade ? `SG ${p.salary_grade}` : null, p.kind].filter(Boolean).join(' · ') }),
});

/** A department as the departments list answers it. */
export type TDepartmentPick = RouteAnswer<typeof departmentsApi.list>['departments'][number];

export const departmentOption = (d: { id: number; fullname: string; acronym: string; campus?: { acronym: string } | null }): PickerOption => ({
  id: d.id,
  label: d.fullname,
  description: [d.acronym, d.campus?.acronym].filter(Boolean).join(' · '),
});

export const departmentSource = pickerSource({
  key: 'departments',
  search: (query, signal) => callApi(departmentsApi.list, lookup(query, signal)).then((a) => a.departments),
  perPage: PAGE_SIZES.search,
  toOption: departmentOption,
});

/** Only the departments still active: where something may be sent (a document forwarded to an office). */
export const activeDepartmentSource = pickerSource({
  ...departmentSource,
  key: 'departments-active',
  search: (query, signal) => callApi(departmentsApi.list, { query: { ...query, is_active: true }, signal, lookup: true }).then((a) => a.departments),
});

export const schoolSource = pickerSource({
  key: 'schools',
  search: (query, signal) => callApi(referenceListOf('/api/schools').list, lookup(query, signal)).then((a) => a.schools),
  perPage: PAGE_SIZES.search,
  toOption: (s) => ({ id: s.id, label: s.name }),
});

/** Work companies (SPEC.md §7: /api/workcompany answers `work_companies`). */
export const companySource = pickerSource({
  key: 'companies',
  search: (query, signal) => callApi(referenceListOf('/api/workcompany').list, lookup(query, signal)).then((a) => a.work_companies),
  perPage: PAGE_SIZES.search,
  toOption: (c) => ({ id: c.id, label: c.name }),
});

/** SPEC.md §5: the degree picker searches from the 2nd character. */
export const degreeSource = pickerSource({
  key: 'degrees',
  search: (query, signal) => callApi(referenceListOf('/api/degree').list, lookup(query, signal)).then((a) => a.degrees),
  perPage: PAGE_SIZES.search,
  minLength: LIMITS.degreeSearchMinLength,
  toOption: (d) => ({ id: d.id, label: d.name, description: d.level }),
});

/** Roles are few: the whole list is loaded once. */
export const roleSource = pickerSource({
  key: 'roles',
  search: (query, signal) => callApi(rolesApi.list, lookup(query, signal)).then((a) => a.roles),
  perPage: PAGE_SIZES.fullList,
  loadAll: true,
  toOption: (r) => ({ id: r.id, label: r.name }),
});

export const userSource = pickerSource({
  key: 'users',
  search: (query, signal) => callApi(userAdminApi.list, lookup(query, signal)).then((a) => a.users),
  perPage: PAGE_SIZES.search,
  toOption: (u) => ({ id: u.id, label: u.name, description: u.email }),
});

export const mfoSource = pickerSource({
  key: 'mfos',
  search: (query, signal) => callApi(referenceListOf('/api/spmis/umfos').list, lookup(query, signal)).then((a) => a.univ_mfos),
  perPage: PAGE_SIZES.mfos,
  toOption: (m) => ({ id: m.id, label: m.fullname }),
});

export const appointmentStatusSource = pickerSource({
  key: 'appointment-statuses',
  search: (query, signal) => callApi(referenceListOf('/api/astatus').list, lookup(query, signal)).then((a) => a.appointment_status),
  perPage: PAGE_SIZES.appointmentStatusPicker,
  toOption: (s) => ({ id: s.id, label: s.name }),
});

export const reclassStatusSource = pickerSource({
  key: 'reclass-statuses',
  search: (query, signal) => callApi(lookupsApi.reclassStatuses, lookup(query, signal)).then((a) => a.appointment_status),
  perPage: PAGE_SIZES.reclassStatuses,
  loadAll: true,
  toOption: (s) => ({ id: s.id, label: s.name }),
});
