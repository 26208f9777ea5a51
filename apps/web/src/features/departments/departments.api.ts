import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CAMPUS_IDS, MESSAGES, PAGE_SIZES } from '@hris/contracts';
import { api, type ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { showErrorToast } from '../../lib/toasts';
import { pickerKeys } from '../../components/remote-search-picker';

type TPersonRef = { id: number; fullname: string };

export type TDepartment = {
  id: number;
  fullname: string;
  acronym: string;
  campus_id: number;
  parent_id: number | null;
  is_active: boolean;
  status: 'Active' | 'Inactive';
  head_title: string | null;
  logo_path: string | null;
  campus: { id: number; name: string; acronym: string };
  parent: { id: number; fullname: string; acronym: string } | null;
  head: TPersonRef | null;
  oic: TPersonRef | null;
};

export type TDepartmentDetail = TDepartment & {
  units: { id: number; fullname: string; acronym: string; is_active: boolean }[];
  name_history: { fullname: string; acronym: string; renamedOn: string }[];
};

export type TDepartmentBody = { fullname: string; acronym: string; campus_id: number; parent_id: number | null; is_active: boolean };
export type TDepartmentQuery = { term?: string; page: number; per_page: number; campus_id?: number; is_active?: boolean };

export const departmentKeys = {
  all: ['departments'] as const,
  list: (query: TDepartmentQuery) => [...departmentKeys.all, 'list', query] as const,
  everyOne: () => [...departmentKeys.all, 'every-one'] as const,
  detail: (id: number) => [...departmentKeys.all, 'detail', id] as const,
  headTitle: (id: number) => [...departmentKeys.all, 'head-title', id] as const,
};

export function useDepartmentList(query: TDepartmentQuery) {
  return useQuery({
    queryKey: departmentKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'departments', TDepartment>>('/api/departments', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

/** Every department in one answer (about fifty): campuses and the department a head leads are read from it. */
export function useEveryDepartment() {
  return useQuery({
    queryKey: departmentKeys.everyOne(),
    queryFn: ({ signal }) => api.get<TListAnswer<'departments', TDepartment>>('/api/departments', { signal, lookup: true, query: { per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.departments,
    staleTime: 5 * 60_000,
  });
}

export type TCampusOption = { value: string; label: string };

/**
 * Campuses 1–5 (SPEC.md §9) with the names the departments carry; there is no campus list
 * route, so a campus without departments is shown by its number.
 */
export function useCampusOptions(): TCampusOption[] {
  const every = useEveryDepartment();
  const names = new Map((every.data ?? []).map((d) => [d.campus.id, `${d.campus.name} (${d.campus.acronym})`]));
  return CAMPUS_IDS.map((id) => ({ value: String(id), label: names.get(id) ?? `Campus ${id}` }));
}

export function useDepartment(id: number | null) {
  return useQuery({
    queryKey: departmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<{ department: TDepartmentDetail }>(`/api/departments/${id}`, { signal }),
    select: (answer) => answer.department,
    enabled: id !== null,
  });
}

function useRefreshDepartments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: departmentKeys.all }), queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'departments'] })]);
}

type TDepartmentAnswer = { message: string; department: TDepartment };

export function useSaveDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TDepartmentBody }) =>
      id
        ? api.put<TDepartmentAnswer>(`/api/departments/${id}`, body, { handleError: isShownByForm })
        : api.post<TDepartmentAnswer>('/api/departments', body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export type TRenameBody = { id: number; fullname: string; acronym?: string; effective_date?: string };

/** A rename keeps the old name in the history (POST /api/departments/new-name). */
export function useRenameDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (body: TRenameBody) => api.post<TDepartmentAnswer>('/api/departments/new-name', body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useSplitDepartment(id: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (units: { fullname: string; acronym: string }[]) =>
      api.post<{ message: string }>(`/api/departments/${id}/split-unit`, { units }, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useDeleteDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/departments/${id}`, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export type THeadsBody = { head_personnel_id?: number | null; oic_personnel_id?: number | null };

export function useSetHeads(id: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (body: THeadsBody) => api.put<TDepartmentAnswer>(`/api/departments/${id}/heads`, body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useHeadTitle(departmentId: number) {
  return useQuery({
    queryKey: departmentKeys.headTitle(departmentId),
    queryFn: ({ signal }) => api.get<{ head_title: string | null }>('/api/departments/Head/getHeadTitle', { signal, query: { department_id: departmentId } }),
    select: (answer) => answer.head_title,
  });
}

export function useSaveHeadTitle(departmentId: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (headTitle: string) =>
      api.post<{ message: string; head_title: string }>('/api/departments/Head/addHeadTitle', { department_id: departmentId, head_title: headTitle }, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** The office logo; after the client's own check, a failure other than the server's 422 is SPEC.md §8's upload failure. */
export function useUploadOfficeLogo(departmentId: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('department_id', String(departmentId));
      form.append('logo', file);
      return api.post<{ message?: string; logo_path: string }>('/api/departments/Head/add-office-logo', form, {
        handleError: (error: ApiError) => {
          if (error.status === 422 || error.status === 401 || error.status === 403) return false;
          showErrorToast(MESSAGES.uploadFailed);
          return true;
        },
      });
    },
    onSuccess: refresh,
  });
}
