import '../../lib/users-words';
import { ZPlantillaPersonnelQuery, ZPlantillaReportQuery, type TPlantillaPersonnelQuery, type TPlantillaReportQuery } from '@hris/contracts';

// The filters of the plantilla of personnel live in the address (?campus_id=1&status=vacant&page=2), so a link
// reproduces the view: the report's counts link to the people behind them this way. Each value is read through
// the contract's own field, and one the contract refuses (an old or hand-typed link) is left out, not sent.

/** The filters of /plantilla/personnels, in the order the address lists them. */
export const PERSONNEL_FILTER_KEYS = [
  'campus_id',
  'department_id',
  'level_id',
  'coverage_id',
  'status',
  'appointment_status_id',
  'sex',
  'salary_grade',
  'term',
] as const satisfies readonly (keyof TPlantillaPersonnelQuery)[];
export type TPersonnelFilterKey = (typeof PERSONNEL_FILTER_KEYS)[number];
export type TPersonnelFilters = Partial<Pick<TPlantillaPersonnelQuery, TPersonnelFilterKey>>;

/** The report's counts: each is of the filled items, by one of these filters of the list. */
export type TReportDimension = 'appointment_status_id' | 'level_id' | 'sex' | 'salary_grade';

export const PERSONNELS_PATH = '/plantilla/personnels';
export const REPORT_PATH = '/plantilla/report';
export const REPORT_LIST_PATH = '/plantilla/report/list-of-appointment-status-personnel';

/** A count's key for "not stated": it has no filter, so its count is shown without a link. */
export const NOT_STATED_KEY = 'none';

function pick<K extends string>(
  shape: Record<K, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>,
  keys: readonly K[],
  search: URLSearchParams,
) {
  const found: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') found[key] = parsed.data;
  }
  return found;
}

/** The list's filters an address carries. */
export function filtersFromSearch(search: URLSearchParams): TPersonnelFilters {
  return pick(ZPlantillaPersonnelQuery.shape, PERSONNEL_FILTER_KEYS, search) as TPersonnelFilters;
}

/** The page an address asks for (1 unless it names a valid one). */
export function pageFromSearch(search: URLSearchParams): number {
  const parsed = ZPlantillaPersonnelQuery.shape.page.safeParse(search.get('page') ?? undefined);
  return parsed.success ? parsed.data : 1;
}

/** The address of a view of the list: its filters in their order, and the page when it is not the first. */
export function searchOf(filters: TPersonnelFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of PERSONNEL_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') search.set(key, String(value));
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/**
 * The filters after one is set (or cleared with null). A new campus drops the office unless `keepOffice` says
 * the office is on that campus; the page starts again from 1 (the caller writes `searchOf(next)`).
 */
export function withFilter<K extends TPersonnelFilterKey>(
  filters: TPersonnelFilters,
  key: K,
  value: TPersonnelFilters[K] | null,
  keepOffice?: (departmentId: number, campusId: number) => boolean,
): TPersonnelFilters {
  const next: TPersonnelFilters = { ...filters };
  if (value === null || value === undefined || value === '') delete next[key];
  else next[key] = value;
  if (key === 'campus_id' && next.campus_id !== undefined && next.department_id !== undefined) {
    if (!keepOffice?.(next.department_id, next.campus_id)) delete next.department_id;
  }
  return next;
}

/** Whether the list shows less than the whole plantilla. */
export function isFiltered(filters: TPersonnelFilters): boolean {
  return PERSONNEL_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The report's campus and office, from its address. */
export function reportScopeFromSearch(search: URLSearchParams): TPlantillaReportQuery {
  return pick(ZPlantillaReportQuery.shape, ['campus_id', 'department_id'] as const, search) as TPlantillaReportQuery;
}

/** The report's address with its campus and office. */
export function reportPath(scope: TPlantillaReportQuery): string {
  const search = searchOf({ campus_id: scope.campus_id, department_id: scope.department_id }).toString();
  return search ? `${REPORT_PATH}?${search}` : REPORT_PATH;
}

/** The page listing the people behind a count, carrying the report's campus and office. */
export function countListPath(scope: TPlantillaReportQuery, filters: TPersonnelFilters): string {
  const search = searchOf({ ...filters, campus_id: filters.campus_id ?? scope.campus_id, department_id: filters.department_id ?? scope.department_id });
  const text = search.toString();
  return text ? `${REPORT_LIST_PATH}?${text}` : REPORT_LIST_PATH;
}

/**
 * The list behind one count of the report (the filled items of an appointment status, a level, a sex or a salary
 * grade), or null for the count of those with the value not stated ('none'), or a key the list cannot filter by.
 */
export function dimensionListPath(scope: TPlantillaReportQuery, dimension: TReportDimension, key: string): string | null {
  if (key === NOT_STATED_KEY) return null;
  const filters = filtersFromSearch(new URLSearchParams({ [dimension]: key }));
  if (filters[dimension] === undefined) return null;
  return countListPath(scope, { ...filters, status: 'filled' });
}

const SEX_LABELS = { male: 'Male', female: 'Female' } as const;

/** Names of what the filters point at (from the report), for the heading of a count's list. */
export type TCountNames = {
  appointmentStatus?: string;
  level?: string;
  office?: string;
  campus?: string;
};

/**
 * The heading of the people behind a count: what was counted, then which items ("Permanent — Filled items",
 * "SG 11 — Filled items", "College of Arts and Sciences — Vacant items"), and where, when an office or campus
 * narrowed a count of something else.
 */
export function countHeading(filters: TPersonnelFilters, names: TCountNames): { title: string; where: string | null } {
  const subject = [
    filters.appointment_status_id !== undefined ? (names.appointmentStatus ?? 'One appointment status') : null,
    filters.level_id !== undefined ? (names.level ?? 'One level') : null,
    filters.sex ? SEX_LABELS[filters.sex] : null,
    filters.salary_grade !== undefined ? `SG ${filters.salary_grade}` : null,
  ].filter((part): part is string => part !== null);
  const office = filters.department_id !== undefined ? (names.office ?? 'One office') : null;
  const campus = filters.campus_id !== undefined ? (names.campus ?? `Campus ${filters.campus_id}`) : null;
  const items = filters.status === 'filled' ? 'Filled items' : filters.status === 'vacant' ? 'Vacant items' : 'All items';
  const where = [office, campus].filter((part): part is string => part !== null);
  if (subject.length > 0) return { title: `${subject.join(', ')} — ${items}`, where: where.length > 0 ? where.join(', ') : null };
  if (where.length > 0) return { title: `${where[0]} — ${items}`, where: where.length > 1 ? where.slice(1).join(', ') : null };
  return { title: `University — ${items}`, where: null };
}
