import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { TListAnswer } from '../../lib/list-state';

export type TAuditEntry = {
  /** A bigint column: the API sends it as a string. */
  id: number | string;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
};

export type TAuditQuery = {
  term?: string;
  entity?: string;
  action?: string;
  actor_user_id?: number;
  /** Rows about this person: what was read or changed of their records… */
  personnel_id?: number;
  /** …or of their account (an applicant). */
  user_id?: number;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
};

export const auditKeys = {
  all: ['audit-trail'] as const,
  list: (query: TAuditQuery) => [...auditKeys.all, query] as const,
};

export function useAuditTrail(query: TAuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'audit_trail', TAuditEntry> & { entities: string[] }>('/api/audit-trail', { signal, query }),
    placeholderData: (previous) => previous,
  });
}
