import type { FastifyInstance } from 'fastify';
import { selectionApi as api } from '@hris/contracts';
import * as interviews from './interviews.service';
import { serve } from '../../lib/serve';

export default function interviewsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['interviews'];
  const manage = { access: interviews.MANAGE_INTERVIEWS, tags };
  // Public: anyone holding a link may try tokens, so answers are throttled per address.
  const publicLink = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' }, tags };

  serve(app, api.slots, manage, (req) => interviews.listSlots(deps, req.params.id));
  serve(app, api.addSlot, manage, (req) => interviews.addSlot(deps, req.actor!, req.params.id, req.body));
  serve(app, api.removeSlot, manage, (req) => interviews.removeSlot(deps, req.actor!, req.params.id));
  serve(app, api.invite, manage, (req) => interviews.invite(deps, req.actor!, req.params.id, req.body));

  serve(app, api.invitation, publicLink, (req) => interviews.readInvitation(deps, req.query.token));
  serve(app, api.answerInvitation, publicLink, (req) => interviews.answerInvitation(deps, req.body, req.ip));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
