import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { TAuditEntry, TAuditQuery, TAuditTrail } from '@hris/contracts';

export type { TAuditEntry };

export type { TAuditQuery };

export const auditKeys = {
  all: ['audit-trail'] as const,
  list: (query: TAuditQuery) => [...auditKeys.all, query] as const,
};

export function useAuditTrail(query: TAuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => api.get<TAuditTrail>('/api/audit-trail', { signal, query }),
    placeholderData: (previous) => previous,
  });
}
