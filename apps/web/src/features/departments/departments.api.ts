import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAMPUS_IDS,
  departmentsApi,
  PAGE_SIZES,
  type TDepartmentBody,
  type TDepartmentHeads,
  type TDepartmentQuery,
  type TDepartmentRename,
  type TDepartmentSplit,
} from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';
import { pickerKeys } from '../../components/remote-search-picker';

export type { TDepartment, TDepartmentBody, TDepartmentDetail, TDepartmentQuery } from '@hris/contracts';

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
    queryFn: ({ signal }) => callApi(departmentsApi.list, { signal, query }),
    placeholderData: (previous) => previous,
  });
}

/** Every department in one answer (about fifty): campuses and the department a head leads are read from it. */
export function useEveryDepartment() {
  return useQuery({
    queryKey: departmentKeys.everyOne(),
    queryFn: ({ signal }) => callApi(departmentsApi.list, { signal, lookup: true, query: { per_page: PAGE_SIZES.fullList } }),
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
    queryFn: ({ signal }) => callApi(departmentsApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.department,
    enabled: id !== null,
  });
}

function useRefreshDepartments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'departments'] }),
    ]);
}

export function useSaveDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TDepartmentBody }) =>
      id
        ? callApi(departmentsApi.edit, { params: { id }, body, handleError: isShownByForm })
        : callApi(departmentsApi.add, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export type TRenameBody = TDepartmentRename;

/** A rename keeps the old name in the history (POST /api/departments/new-name). */
export function useRenameDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (body: TRenameBody) => callApi(departmentsApi.rename, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useSplitDepartment(id: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (units: TDepartmentSplit['units']) => callApi(departmentsApi.split, { params: { id }, body: { units }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useDeleteDepartment() {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (id: number) => callApi(departmentsApi.remove, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export type THeadsBody = TDepartmentHeads;

export function useSetHeads(id: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (body: THeadsBody) => callApi(departmentsApi.setHeads, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useHeadTitle(departmentId: number) {
  return useQuery({
    queryKey: departmentKeys.headTitle(departmentId),
    queryFn: ({ signal }) => callApi(departmentsApi.headTitle, { signal, query: { department_id: departmentId } }),
    select: (answer) => answer.head_title,
  });
}

export function useSaveHeadTitle(departmentId: number) {
  const refresh = useRefreshDepartments();
  return useMutation({
    mutationFn: (headTitle: string) =>
      callApi(departmentsApi.setHeadTitle, { body: { department_id: departmentId, head_title: headTitle }, handleError: isShownByForm }),
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
      return callApi(departmentsApi.uploadLogo, {
        body: form,
        handleError: (error: ApiError) => {
          if (error.status === 422 || error.status === 401 || error.status === 403) return false;
          showErrorToast(uploadFailureMessage(error));
          return true;
        },
      });
    },
    onSuccess: refresh,
  });
}
