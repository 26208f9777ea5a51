import type { FastifyInstance } from 'fastify';
import { approvalsApi } from '@hris/contracts';
import * as approvals from './approvals.service';
import { serve } from '../../lib/serve';
import * as chains from './chains.service';

export default function approvalsRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['approvals'];
  const manage = { access: ['SETTINGS', 'GENERALSETTINGS'] as const };
  const signedIn = { access: 'signed-in' as const };

  serve(app, approvalsApi.chains, { ...manage, tags }, (req) => chains.listChains(deps, req.query.request_type));
  serve(app, approvalsApi.requestTypes, { ...manage, tags }, () => chains.requestTypes());
  serve(app, approvalsApi.addChain, { ...manage, tags }, (req) => chains.createChain(deps, req.actor!, req.body));
  serve(app, approvalsApi.editChain, { ...manage, tags }, (req) => chains.updateChain(deps, req.actor!, req.params.id, req.body));
  serve(app, approvalsApi.removeChain, { ...manage, tags }, (req) => chains.deleteChain(deps, req.actor!, req.params.id));
  serve(app, approvalsApi.testChain, { ...manage, tags }, (req) => chains.testChain(deps, req.actor!, req.params.id, req.body?.requester_user_id));

  serve(app, approvalsApi.waiting, { ...signedIn, tags }, (req) => approvals.waitingForMe(deps, req.actor!));
  serve(app, approvalsApi.mine, { ...signedIn, tags }, (req) => approvals.myRequests(deps, req.actor!));
  serve(app, approvalsApi.one, { ...signedIn, tags }, (req) => approvals.getRequest(deps, req.actor!, req.params.id));
  serve(app, approvalsApi.summary, { ...signedIn, tags }, (req) => approvals.requestSummary(deps, req.actor!, req.params.id));
  serve(app, approvalsApi.act, { ...signedIn, tags }, (req) => approvals.act(deps, req.actor!, req.params.id, req.body));
  serve(app, approvalsApi.cancel, { ...signedIn, tags }, (req) => approvals.cancel(deps, req.actor!, req.params.id));
}
