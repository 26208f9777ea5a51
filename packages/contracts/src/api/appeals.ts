import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZAppealAnswer, ZAppealList, ZAppealSaved, ZRequestListQuery, ZTimeLogAppealBody } from '../attendance-requests';

/** Time-log appeals: a missing or wrong punch (SPEC.md §2 eDATS → Appeals). */
export const appealsApi = {
  list: route({
    method: 'GET',
    path: '/api/time-log-appeals',
    summary: 'Appeals: mine, my department’s (heads) or everyone’s (eDATS admin)',
    query: ZRequestListQuery,
    response: ZAppealList,
  }),
  one: route({
    method: 'GET',
    path: '/api/time-log-appeals/:id',
    summary: 'One appeal, with the day as the DTR shows it now',
    params: ZIdParams,
    response: ZAppealAnswer,
  }),
  file: route({
    method: 'POST',
    path: '/api/time-log-appeals',
    summary: 'File an appeal for a missing or wrong punch (head recommends, HR approves)',
    body: ZTimeLogAppealBody,
    response: ZAppealSaved,
  }),
};
