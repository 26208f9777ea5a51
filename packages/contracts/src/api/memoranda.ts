import { route } from '../api-route';
import { ZIdParams } from '../auth';
import {
  ZIssuedMemorandumList,
  ZMemorandumAnswer,
  ZMemorandumAudienceOptions,
  ZMemorandumBody,
  ZMemorandumList,
  ZMemorandumQuery,
  ZMemorandumReport,
  ZMemorandumReportQuery,
  ZMemorandumSaved,
} from '../memoranda';
import { ZMessage } from '../responses';

/** Memorandum circulars (SPEC.md §2 /memorandum_circular): read and acknowledged by their addressees, issued by MEMORANDA. */
export const memorandaApi = {
  mine: route({
    method: 'GET',
    path: '/api/memoranda',
    summary: 'The memoranda addressed to me, newest first, searched, paged',
    query: ZMemorandumQuery,
    response: ZMemorandumList,
  }),
  issued: route({
    method: 'GET',
    path: '/api/memoranda/issued',
    summary: 'Every memorandum with how many it reached, read and acknowledged it',
    query: ZMemorandumQuery,
    response: ZIssuedMemorandumList,
  }),
  audienceOptions: route({
    method: 'GET',
    path: '/api/memoranda/audience-options',
    summary: 'The campuses, offices and roles a memorandum may be addressed to',
    response: ZMemorandumAudienceOptions,
  }),
  issue: route({
    method: 'POST',
    path: '/api/memoranda',
    summary: 'Issue a memorandum (its PDF uploaded first through POST /api/upload)',
    body: ZMemorandumBody,
    response: ZMemorandumSaved,
  }),
  one: route({
    method: 'GET',
    path: '/api/memoranda/:id',
    summary: 'One memorandum (my first opening is recorded)',
    params: ZIdParams,
    response: ZMemorandumAnswer,
  }),
  file: route({
    method: 'GET',
    path: '/api/memoranda/:id/file',
    summary: "The memorandum's PDF",
    params: ZIdParams,
    response: 'file',
  }),
  acknowledge: route({
    method: 'POST',
    path: '/api/memoranda/:id/acknowledge',
    summary: 'I have read this memorandum (kept once)',
    params: ZIdParams,
    response: ZMemorandumSaved,
  }),
  edit: route({
    method: 'PUT',
    path: '/api/memoranda/:id',
    summary: 'Edit a memorandum nobody has read yet (the PDF stays unless a new one is given)',
    params: ZIdParams,
    body: ZMemorandumBody,
    response: ZMemorandumSaved,
  }),
  withdraw: route({
    method: 'DELETE',
    path: '/api/memoranda/:id',
    summary: 'Withdraw a memorandum nobody has read yet',
    params: ZIdParams,
    response: ZMessage,
  }),
  readers: route({
    method: 'GET',
    path: '/api/memoranda/:id/readers',
    summary: 'Who has and has not read and acknowledged it, per office; the people filtered',
    params: ZIdParams,
    query: ZMemorandumReportQuery,
    response: ZMemorandumReport,
  }),
  exportReaders: route({
    method: 'GET',
    path: '/api/memoranda/:id/readers/export',
    summary: 'The readers, as filtered, as an Excel file',
    params: ZIdParams,
    query: ZMemorandumReportQuery,
    response: 'file',
  }),
};
