import { ZAuditQuery, ZAuditTrail } from '../admin';
import { route } from '../api-route';

/** The audit trail (/settings/audit-trail). */
export const auditTrailApi = {
  list: route({
    method: 'GET',
    path: '/api/audit-trail',
    summary: 'Audit rows with filters (entity, action, actor, the person a row is about: personnel_id or user_id, date range, term)',
    query: ZAuditQuery,
    response: ZAuditTrail,
  }),
};
