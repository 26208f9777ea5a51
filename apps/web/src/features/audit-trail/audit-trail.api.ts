import { useQuery } from '@tanstack/react-query';
import { auditTrailApi, type TAuditEntry, type TAuditQuery } from '@hris/contracts';
import { callApi } from '../../lib/api';

export type { TAuditEntry };

export type { TAuditQuery };

export const auditKeys = {
  all: ['audit-trail'] as const,
  list: (query: TAuditQuery) => [...auditKeys.all, query] as const,
};

export function useAuditTrail(query: TAuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callApi(auditTrailApi.list, { signal, query }),
    placeholderData: (previous) => previous,
  });
}
