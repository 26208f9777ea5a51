import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, VIEW_GROUPS_BY_MODULE } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { pickerKeys } from '../../components/remote-search-picker';
import { accountKeys } from '../account/account.api';

export type TRole = { id: number; name: string; views: string[]; users_count: number };
export type TRoleBody = { name: string; views: string[] };
export type TViewModule = { module: string; views: string[] };
type TRoleListQuery = { term?: string; page: number; per_page: number };

export const roleKeys = {
  all: ['roles'] as const,
  list: (query: TRoleListQuery) => [...roleKeys.all, 'list', query] as const,
  views: () => [...roleKeys.all, 'views'] as const,
};

export function useRoleList(query: TRoleListQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'roles', TRole>>('/api/roles', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

/** Every role, for filters (roles are few). */
export function useAllRoles() {
  return useRoleList({ page: 1, per_page: PAGE_SIZES.fullList });
}

const CONTRACT_MODULES: TViewModule[] = Object.entries(VIEW_GROUPS_BY_MODULE).map(([module, views]) => ({ module, views: [...views] }));

/** The views a role may open, by module (GET /api/roles/views); the shared list until it answers. */
export function useViewModules(): TViewModule[] {
  const query = useQuery({
    queryKey: roleKeys.views(),
    queryFn: ({ signal }) => api.get<{ groups: TViewModule[] }>('/api/roles/views', { signal, lookup: true }),
    staleTime: Infinity,
  });
  return query.data?.groups ?? CONTRACT_MODULES;
}

/** After a role changes: its lists, the role pickers, and the signed-in user's own views. */
function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'roles'] }),
      queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
    ]);
}

export function useSaveRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TRoleBody }) =>
      id
        ? api.put<{ message: string; role: TRole }>(`/api/roles/${id}`, body, { handleError: isShownByForm })
        : api.post<{ message: string; role: TRole }>('/api/roles', body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/roles/${id}`, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
