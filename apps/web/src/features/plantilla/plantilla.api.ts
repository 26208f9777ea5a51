import { useWholeList } from '../../lib/whole-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  plantillaApi,
  type TPersonnelItemBody,
  type TPlantillaItem,
  type TPlantillaItemBody,
  type TPlantillaItemQuery,
  type TPlantillaReportQuery,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { personnelKeys } from '../personnel/personnel.api';
import type { TPersonnelFilters } from './plantilla-filters';

// The one client of the plantilla: its items (authorized positions, vacant or filled), the two
// reference lists an item carries (level, coverage), the plantilla of personnel (PSIPOP) and its
// report (issue 20). The RSP forms pick vacant items through it.

export type TPlantillaListQuery = Partial<Pick<TPlantillaItemQuery, 'status' | 'department_id' | 'position_id' | 'term'>> & { page: number; per_page: number };

export const plantillaKeys = {
  all: ['plantilla'] as const,
  items: (query: TPlantillaListQuery) => [...plantillaKeys.all, 'items', query] as const,
  vacant: (filter: TVacantFilter) => [...plantillaKeys.all, 'vacant', filter] as const,
  list: (field: string) => [...plantillaKeys.all, 'list', field] as const,
  personnels: (query: TPersonnelListQuery) => [...plantillaKeys.all, 'personnels', query] as const,
  report: (query: TPlantillaReportQuery) => [...plantillaKeys.all, 'report', query] as const,
};

/** A page of the plantilla of personnel: the filters of the address, and the page. */
export type TPersonnelListQuery = TPersonnelFilters & { page: number; per_page: number };

/** Lines of the PSIPOP a page shows. */
export const PERSONNELS_PAGE_SIZE = 25;

export function usePlantillaPersonnels(query: TPersonnelListQuery) {
  return useQuery({
    queryKey: plantillaKeys.personnels(query),
    queryFn: ({ signal }) => callApi(plantillaApi.personnel, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The same lines as a workbook, and as the printed PSIPOP (every line the filters match, not one page): each made as a
 * job (thousands of lines), whose bar and file the page shows.
 */
export const PLANTILLA_FILE_JOB = 'plantilla-personnel' as const;
export const askPersonnelWorkbook = (filters: TPersonnelFilters) => () => callApi(plantillaApi.personnelExport, { body: filters });
export const askPersonnelPdf = (filters: TPersonnelFilters) => () => callApi(plantillaApi.personnelPdf, { body: filters });

export function usePlantillaReport(query: TPlantillaReportQuery) {
  return useQuery({
    queryKey: plantillaKeys.report(query),
    queryFn: ({ signal }) => callApi(plantillaApi.report, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** A new item and, when an employee is named, their appointment to it (/plantilla/new/personnel-item). */
export function useSavePersonnelItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPersonnelItemBody) => callApi(plantillaApi.addPersonnelItem, { body, handleError: isShownByForm }),
    // An appointment changes the person's record too (position, office, step).
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: plantillaKeys.all }), queryClient.invalidateQueries({ queryKey: personnelKeys.all })]),
  });
}

export function usePlantillaItems(query: TPlantillaListQuery) {
  return useQuery({
    queryKey: plantillaKeys.items(query),
    queryFn: ({ signal }) => callApi(plantillaApi.items, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Which vacant items a form offers: of one office, of one position, or both. */
export type TVacantFilter = { department_id?: number; position_id?: number };

/**
 * Every vacant item matching the filter, in one answer. Items are filled by appointments made
 * elsewhere, so the list is read again each time a form opens.
 */
export function useVacantItems(filter: TVacantFilter, enabled = true) {
  return useQuery({
    queryKey: plantillaKeys.vacant(filter),
    queryFn: ({ signal }) => callApi(plantillaApi.items, { signal, lookup: true, query: { ...filter, status: 'vacant', per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.plantilla_items,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** "SU-ADA4-2026-01 — Administrative Aide IV (SG 4)": how a form lists an item to choose. */
export function itemLabel(item: TPlantillaItem): string {
  return `${item.item_no} — ${item.position.name} (SG ${item.salary_grade})`;
}

/** The short reference lists of an item (a handful of entries each), loaded whole, as Select options. */
const asOptions = (entries: { id: number; name: string }[]) => entries.map((entry) => ({ value: String(entry.id), label: entry.name }));
export const usePlantillaLevels = () => useWholeList('/api/plantilla/levels', (answer) => asOptions(answer.levels));
export const usePlantillaCoverages = () => useWholeList('/api/plantilla/coverages', (answer) => asOptions(answer.coverages));
/** What an appointment is issued with (the reference lists of Settings). */
export const useAppointmentStatusOptions = () => useWholeList('/api/astatus', (answer) => asOptions(answer.appointment_status));
export const useAppointmentNatureOptions = () => useWholeList('/api/appointment-natures', (answer) => asOptions(answer.appointment_nature));

export function useSavePlantillaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPlantillaItemBody }) =>
      id
        ? callApi(plantillaApi.editItem, { params: { id }, body, handleError: isShownByForm })
        : callApi(plantillaApi.addItem, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantillaKeys.all }),
  });
}
