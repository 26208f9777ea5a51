import { route } from '../api-route';
import { ZHealth, ZMaintenance, ZMaintenanceBody } from '../admin';
import { ZMailRetryAnswer, ZUndeliveredMailList, ZUndeliveredMailQuery } from '../mail';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';

/** Health, maintenance mode and the undelivered mail (Settings → System). */
export const systemApi = {
  health: route({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    response: ZHealth,
  }),
  maintenanceStatus: route({
    method: 'GET',
    path: '/api/users/maintainance',
    summary: '200, or 503 during maintenance',
    response: ZMaintenance,
  }),
  maintenance: route({
    method: 'GET',
    path: '/api/system/maintenance',
    summary: 'Maintenance mode state',
    response: ZMaintenance,
  }),
  setMaintenance: route({
    method: 'PUT',
    path: '/api/system/maintenance',
    summary: 'Switch maintenance mode',
    body: ZMaintenanceBody,
    response: ZMaintenance,
  }),
  // Settings → System → Undelivered mail (issue 38).
  undeliveredMail: route({
    method: 'GET',
    path: '/api/system/undelivered-mail',
    summary: 'Mail the server refused or has not taken yet (no bodies)',
    query: ZUndeliveredMailQuery,
    response: ZUndeliveredMailList,
  }),
  retryMail: route({
    method: 'POST',
    path: '/api/system/undelivered-mail/:id/retry',
    summary: 'Try one undelivered message again now',
    params: ZIdParams,
    response: ZMailRetryAnswer,
  }),
  dropMail: route({
    method: 'DELETE',
    path: '/api/system/undelivered-mail/:id',
    summary: 'Discard one undelivered message',
    params: ZIdParams,
    response: ZMessage,
  }),
};
