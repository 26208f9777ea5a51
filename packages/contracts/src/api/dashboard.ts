import { route } from '../api-route';
import { ZDashboard } from '../dashboard';

/** The home page (SPEC.md §4). */
export const dashboardApi = {
  mine: route({
    method: 'GET',
    path: '/api/dashboard',
    summary: 'What waits for me (approvals, PDS to check, applications to screen) with counts, my latest requests and applications, and the open posts',
    response: ZDashboard,
  }),
};
