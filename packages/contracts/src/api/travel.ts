import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZRequestListQuery, ZRequestScope, ZTravelAnswer, ZTravelBody, ZTravelList, ZTravelSaved } from '../attendance-requests';

/** The list's filters without paging, every scope allowed to the office (default all): what the Excel export takes. */
export const ZTravelExportQuery = ZRequestListQuery.omit({ page: true, per_page: true }).extend({ scope: ZRequestScope.default('all') });

/** Official business travel (SPEC.md §2 eDATS → Official business). */
export const travelApi = {
  list: route({
    method: 'GET',
    path: '/api/official-business',
    summary: 'Travels in a scope (mine, department, all) with status, month, department, term and paging',
    query: ZRequestListQuery,
    response: ZTravelList,
  }),
  export: route({
    method: 'GET',
    path: '/api/official-business/export',
    summary: 'The list as an Excel file: the same scope (default all) and filters, every matching row',
    query: ZTravelExportQuery,
    response: 'file',
  }),
  file: route({
    method: 'POST',
    path: '/api/official-business',
    summary: 'File a travel (goes to the department head, then HR)',
    body: ZTravelBody,
    response: ZTravelSaved,
  }),
  one: route({
    method: 'GET',
    path: '/api/official-business/:id',
    summary: 'One travel (its traveller, their head, or the attendance office)',
    params: ZIdParams,
    response: ZTravelAnswer,
  }),
  order: route({
    method: 'GET',
    path: '/api/official-business/:id/pdf',
    summary: 'The travel order of an approved travel',
    params: ZIdParams,
    response: 'file',
  }),
};
