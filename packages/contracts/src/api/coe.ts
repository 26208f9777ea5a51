import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZCoeAnswer, ZCoeList, ZCoeQuery, ZCoeRequestBody, ZCoeSaved } from '../records';

/** Certificates of employment: an employee requests one, the chain approves it, HR issues it (SPEC.md §2 /coe). */
export const coeApi = {
  request: route({
    method: 'POST',
    path: '/api/coe',
    summary: 'Request a certificate of employment (goes through the approval chain)',
    body: ZCoeRequestBody,
    response: ZCoeSaved,
  }),
  list: route({
    method: 'GET',
    path: '/api/coe',
    summary: 'My requests; the HR office (COE) sees everyone’s (status, term, mine, paging)',
    query: ZCoeQuery,
    response: ZCoeList,
  }),
  one: route({
    method: 'GET',
    path: '/api/coe/:id',
    summary: 'One request (its employee, or HR)',
    params: ZIdParams,
    response: ZCoeAnswer,
  }),
  issue: route({
    method: 'POST',
    path: '/api/coe/:id/issue',
    summary: 'Issue the signed certificate of an approved request',
    params: ZIdParams,
    response: ZCoeSaved,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/coe/:id/pdf',
    summary: 'The issued certificate (its employee, or HR)',
    params: ZIdParams,
    response: 'file',
  }),
};
