import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesApi, PAGE_SIZES, VIEW_GROUPS_BY_MODULE, type TRole, type TListQuery, type TRoleBody, type TViewModule } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { pickerKeys } from '../../components/remote-search-picker';
import { accountKeys } from '../account/account.api';

export type { TRole, TViewModule };
export type { TRoleBody };
type TRoleListQuery = TListQuery;

export const roleKeys = {
  all: ['roles'] as const,
  list: (query: TRoleListQuery) => [...roleKeys.all, 'list', query] as const,
  views: () => [...roleKeys.all, 'views'] as const,
};

export function useRoleList(query: TRoleListQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => callApi(rolesApi.list, { signal, query }),
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
    queryFn: ({ signal }) => callApi(rolesApi.views, { signal, lookup: true }),
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
      id ? callApi(rolesApi.update, { params: { id }, body, handleError: isShownByForm }) : callApi(rolesApi.create, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (id: number) => callApi(rolesApi.remove, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
