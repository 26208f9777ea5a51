import { route } from '../api-route';
import { z } from '../zod';
import {
  REQUEST_TYPE_VALUES,
  ZActBody,
  ZApprovalActed,
  ZApprovalChainList,
  ZApprovalChainSaved,
  ZApprovalRequestAnswer,
  ZApprovalRequestList,
  ZChainBody,
  ZChainTestAnswer,
  ZChainTestBody,
  ZRequestSummaryAnswer,
  ZRequestTypeList,
} from '../approvals';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';

/** Approval chains (Settings → Approval chains) and the requests that follow them. */
export const approvalsApi = {
  chains: route({
    method: 'GET',
    path: '/api/approval-chains',
    summary: 'Approval chains, optionally of one request type',
    query: z.object({ request_type: z.enum(REQUEST_TYPE_VALUES).optional() }),
    response: ZApprovalChainList,
  }),
  requestTypes: route({
    method: 'GET',
    path: '/api/approval-chains/request-types',
    summary: 'The request types that go through approval chains',
    response: ZRequestTypeList,
  }),
  addChain: route({
    method: 'POST',
    path: '/api/approval-chains',
    summary: 'Create a chain',
    body: ZChainBody,
    response: ZApprovalChainSaved,
  }),
  editChain: route({
    method: 'PUT',
    path: '/api/approval-chains/:id',
    summary: 'Replace a chain (requests under way keep their steps)',
    params: ZIdParams,
    body: ZChainBody,
    response: ZApprovalChainSaved,
  }),
  removeChain: route({
    method: 'DELETE',
    path: '/api/approval-chains/:id',
    summary: 'Delete a chain no request uses',
    params: ZIdParams,
    response: ZMessage,
  }),
  testChain: route({
    method: 'POST',
    path: '/api/approval-chains/:id/test',
    summary: 'Send a test request through a chain',
    params: ZIdParams,
    body: ZChainTestBody.optional(),
    response: ZChainTestAnswer,
  }),
  waiting: route({
    method: 'GET',
    path: '/api/approval-requests/waiting',
    summary: 'Requests waiting for me to act',
    response: ZApprovalRequestList,
  }),
  mine: route({
    method: 'GET',
    path: '/api/approval-requests/mine',
    summary: 'Requests I filed',
    response: ZApprovalRequestList,
  }),
  one: route({
    method: 'GET',
    path: '/api/approval-requests/:id',
    summary: 'One request with its steps and actions',
    params: ZIdParams,
    response: ZApprovalRequestAnswer,
  }),
  summary: route({
    method: 'GET',
    path: '/api/approval-requests/:id/summary',
    summary: "The request's details, the person's credits it touches and (leave) the 7.A certification as HR would certify it now",
    params: ZIdParams,
    response: ZRequestSummaryAnswer,
  }),
  act: route({
    method: 'POST',
    path: '/api/approval-requests/:id/act',
    summary: 'Approve, return or disapprove the current step',
    params: ZIdParams,
    body: ZActBody,
    response: ZApprovalActed,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/approval-requests/:id/cancel',
    summary: 'Withdraw my request while nobody has decided it',
    params: ZIdParams,
    response: ZMessage,
  }),
};
