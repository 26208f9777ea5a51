import { z } from '../zod';
import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZId } from '../text';
import { ZDtrAnswer } from '../attendance';

/** The month a daily time record is of. */
export const ZDtrMonthQuery = z.object({
  month: z.string({ error: 'The month field is required.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be YYYY-MM, e.g. 2026-11.'),
});
const ZDepartmentParams = z.object({ departmentId: ZId });

/** Daily time records and CS Form No. 48 (SPEC.md §2 eDATS → DTR). Who may read whose is decided by the API. */
export const dtrApi = {
  month: route({
    method: 'GET',
    path: '/api/dtr/:id',
    summary: "A person's daily time record of a month (own, department head, or HR)",
    params: ZIdParams,
    query: ZDtrMonthQuery,
    response: ZDtrAnswer,
  }),
  form48: route({
    method: 'GET',
    path: '/api/dtr/:id/form48.pdf',
    summary: 'CS Form No. 48 of a person and month (two copies on one page)',
    params: ZIdParams,
    query: ZDtrMonthQuery,
    response: 'file',
  }),
  departmentForm48: route({
    method: 'GET',
    path: '/api/dtr/department/:departmentId/form48.pdf',
    summary: "CS Form No. 48 of a department's active personnel, a page each (HR or the department head)",
    params: ZDepartmentParams,
    query: ZDtrMonthQuery,
    response: 'file',
  }),
};
