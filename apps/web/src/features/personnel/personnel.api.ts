import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDemographics, TDemographicsQuery, TEmploymentKind, TPersonnelBody, TPersonnelUpdate } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { pickerKeys } from '../../components/remote-search-picker';

type TNamed = { id: number; name: string };

/** A row of GET /api/personnels and the record of GET /api/personnels/:id. */
export type TPersonnel = {
  id: number;
  idno: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  fullname: string;
  campus_id: number;
  department_id: number | null;
  position_id: number | null;
  appointment_status_id: number | null;
  personnel_status_id: number | null;
  employment_kind: TEmploymentKind;
  part_time: boolean;
  date_original_appointment: string | null;
  date_last_promotion: string | null;
  is_active: boolean;
  campus: TNamed & { acronym: string };
  department: { id: number; fullname: string; acronym: string } | null;
  position: (TNamed & { salary_grade: number | null }) | null;
  appointment_status: TNamed | null;
  personnel_status: TNamed | null;
  user: { id: number; email: string; is_active: boolean } | null;
};

/** GET /api/personnels/:id also gives the account's photo. */
export type TPersonnelRecord = TPersonnel & { avatar: string | null };

/** The list's filters, as the list and the Excel export take them. */
export type TPersonnelFilters = { term?: string; campus_id?: number; department_id?: number; status?: 'active' | 'inactive'; kind?: TEmploymentKind };
export type TPersonnelQuery = TPersonnelFilters & { page: number; per_page: number };

/** What the new-personnel form offers (GET /api/personnels/create). */
export type TPersonnelFormOptions = {
  campuses: (TNamed & { acronym: string })[];
  positions: (TNamed & { kind: string; salary_grade: number | null })[];
  appointment_status: TNamed[];
  personnel_status: TNamed[];
  employment_kinds: TEmploymentKind[];
  idno_pattern: string;
};

export const PERSONNEL_EXPORT_PATH = '/api/personnels/export';

export const personnelKeys = {
  all: ['personnels'] as const,
  list: (query: TPersonnelQuery) => [...personnelKeys.all, 'list', query] as const,
  record: (id: number) => [...personnelKeys.all, 'record', id] as const,
  formOptions: () => [...personnelKeys.all, 'form-options'] as const,
  demographics: (query: TDemographicsQuery) => [...personnelKeys.all, 'demographics', query] as const,
};

export function usePersonnelList(query: TPersonnelQuery) {
  return useQuery({
    queryKey: personnelKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'personnels', TPersonnel>>('/api/personnels', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function usePersonnelRecord(id: number) {
  return useQuery({
    queryKey: personnelKeys.record(id),
    queryFn: ({ signal }) => api.get<{ personnel: TPersonnelRecord }>(`/api/personnels/${id}`, { signal }),
    select: (answer) => answer.personnel,
  });
}

/** The form's choices; only HR may ask (a read-only form shows the record's own values instead). */
export function usePersonnelFormOptions(enabled = true) {
  return useQuery({
    queryKey: personnelKeys.formOptions(),
    queryFn: ({ signal }) => api.get<TPersonnelFormOptions>('/api/personnels/create', { signal, lookup: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

type TSaved = { message: string; personnel: TPersonnel };

/**
 * Creates a record (POST) or saves changes to one (PUT); the lists and pickers then reload.
 * `onSaved` gets the saved record (the new page opens it).
 */
export function useSavePersonnel(onSaved?: (personnel: TPersonnel) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPersonnelBody | TPersonnelUpdate }) =>
      id ? api.put<TSaved>(`/api/personnels/${id}`, body, { handleError: isShownByForm }) : api.post<TSaved>('/api/personnels', body, { handleError: isShownByForm }),
    onSuccess: (answer) => {
      onSaved?.(answer.personnel);
      return Promise.all([queryClient.invalidateQueries({ queryKey: personnelKeys.all }), queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'personnel'] })]);
    },
  });
}

export function useDemographics(query: TDemographicsQuery) {
  return useQuery({
    queryKey: personnelKeys.demographics(query),
    queryFn: ({ signal }) => api.get<TDemographics>('/api/demographics', { signal, query }),
    placeholderData: (previous) => previous,
  });
}
