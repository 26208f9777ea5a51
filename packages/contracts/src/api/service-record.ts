import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';
import { ZServiceRecord, ZServiceRecordGenerated, ZServiceRecordLine, ZServiceRecordLineParams, ZServiceRecordLineSaved } from '../records';

/** The service record HR keeps of one person (SPEC.md §2 Personnels → Service record). */
export const serviceRecordApi = {
  record: route({
    method: 'GET',
    path: '/api/personnels/:id/service-record',
    summary: 'The service record (its owner, or HR)',
    params: ZIdParams,
    response: ZServiceRecord,
  }),
  addLine: route({
    method: 'POST',
    path: '/api/personnels/:id/service-record',
    summary: 'Add a line',
    params: ZIdParams,
    body: ZServiceRecordLine,
    response: ZServiceRecordLineSaved,
  }),
  generate: route({
    method: 'POST',
    path: '/api/personnels/:id/service-record/generate',
    summary: 'Start an empty record from the government service in the verified PDS',
    params: ZIdParams,
    response: ZServiceRecordGenerated,
  }),
  editLine: route({
    method: 'PUT',
    path: '/api/personnels/:id/service-record/:lineId',
    summary: 'Edit a line',
    params: ZServiceRecordLineParams,
    body: ZServiceRecordLine,
    response: ZServiceRecordLineSaved,
  }),
  removeLine: route({
    method: 'DELETE',
    path: '/api/personnels/:id/service-record/:lineId',
    summary: 'Delete a line',
    params: ZServiceRecordLineParams,
    response: ZMessage,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/personnels/:id/service-record/pdf',
    summary: 'The service record as a PDF (CSC layout)',
    params: ZIdParams,
    response: 'file',
  }),
};
