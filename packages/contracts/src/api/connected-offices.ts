import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZConnectedOfficesAnswer, ZOfficeConnectionBody, ZOfficeConnectionList, ZOfficeConnectionSaved } from '../connected-offices';
import { ZMessage } from '../responses';

/** The connected office (SPEC.md §2 My Account → connectedoffice): my offices, my requests to join another, the heads' list. */
export const connectedOfficesApi = {
  mine: route({
    method: 'GET',
    path: '/api/connected-offices',
    summary: 'The offices I belong to or act for (each with why) and my requests to be connected',
    response: ZConnectedOfficesAnswer,
  }),
  request: route({
    method: 'POST',
    path: '/api/connected-offices',
    summary: "Ask to be connected to another office (decided by that office's head)",
    body: ZOfficeConnectionBody,
    response: ZOfficeConnectionSaved,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/connected-offices/:id/cancel',
    summary: 'Cancel my request while it is pending',
    params: ZIdParams,
    response: ZMessage,
  }),
  end: route({
    method: 'POST',
    path: '/api/connected-offices/:id/end',
    summary: "End an approved connection (the employee or the office's head)",
    params: ZIdParams,
    response: ZOfficeConnectionSaved,
  }),
  people: route({
    method: 'GET',
    path: '/api/connected-offices/people',
    summary: 'The people connected to the offices I head or stand in for',
    response: ZOfficeConnectionList,
  }),
};
