import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  ZId,
  ZIdParams,
  ZMessage,
  ZRequestSummaryAnswer,
  ZRequestTypeList,
} from '@hris/contracts';
import * as approvals from './approvals.service';
import * as chains from './chains.service';

export default function approvalsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['approvals'];
  const manage = { access: ['SETTINGS', 'GENERALSETTINGS'] as const };
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/approval-chains',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Approval chains, optionally of one request type',
        querystring: z.object({ request_type: z.enum(REQUEST_TYPE_VALUES).optional() }),
        response: { 200: ZApprovalChainList },
      },
    },
    (req) => chains.listChains(deps, req.query.request_type),
  );
  app.get(
    '/api/approval-chains/request-types',
    { config: manage, schema: { tags, summary: 'The request types that go through approval chains', response: { 200: ZRequestTypeList } } },
    () => chains.requestTypes(),
  );
  app.post(
    '/api/approval-chains',
    { config: manage, schema: { tags, summary: 'Create a chain', body: ZChainBody, response: { 200: ZApprovalChainSaved } } },
    (req) => chains.createChain(deps, req.actor!, req.body),
  );
  app.put(
    '/api/approval-chains/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Replace a chain (requests under way keep their steps)',
        params: ZIdParams,
        body: ZChainBody,
        response: { 200: ZApprovalChainSaved },
      },
    },
    (req) => chains.updateChain(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/approval-chains/:id',
    { config: manage, schema: { tags, summary: 'Delete a chain no request uses', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => chains.deleteChain(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/approval-chains/:id/test',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Send a test request through a chain',
        params: ZIdParams,
        body: z.object({ requester_user_id: ZId.optional() }).optional(),
        response: { 200: ZChainTestAnswer },
      },
    },
    (req) => chains.testChain(deps, req.actor!, req.params.id, req.body?.requester_user_id),
  );

  app.get(
    '/api/approval-requests/waiting',
    { config: signedIn, schema: { tags, summary: 'Requests waiting for me to act', response: { 200: ZApprovalRequestList } } },
    (req) => approvals.waitingForMe(deps, req.actor!),
  );
  app.get('/api/approval-requests/mine', { config: signedIn, schema: { tags, summary: 'Requests I filed', response: { 200: ZApprovalRequestList } } }, (req) =>
    approvals.myRequests(deps, req.actor!),
  );
  app.get(
    '/api/approval-requests/:id',
    { config: signedIn, schema: { tags, summary: 'One request with its steps and actions', params: ZIdParams, response: { 200: ZApprovalRequestAnswer } } },
    (req) => approvals.getRequest(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/approval-requests/:id/summary',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The request's details, the person's credits it touches and (leave) the 7.A certification as HR would certify it now",
        params: ZIdParams,
        response: { 200: ZRequestSummaryAnswer },
      },
    },
    (req) => approvals.requestSummary(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/approval-requests/:id/act',
    {
      config: signedIn,
      schema: { tags, summary: 'Approve, return or disapprove the current step', params: ZIdParams, body: ZActBody, response: { 200: ZApprovalActed } },
    },
    (req) => approvals.act(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/approval-requests/:id/cancel',
    { config: signedIn, schema: { tags, summary: 'Withdraw my request while nobody has decided it', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => approvals.cancel(deps, req.actor!, req.params.id),
  );
}
