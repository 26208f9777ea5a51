import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams,
  ZInterviewSlotBody,
  ZInviteBody,
  ZScheduleResponseBody,
  ZInterviewSlotSaved,
  ZInterviewSlots,
  ZInvitationAnswer,
  ZInvited,
  ZMessage,
} from '@hris/contracts';
import * as interviews from './interviews.service';

export default function interviewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['interviews'];
  const manage = { access: interviews.MANAGE_INTERVIEWS };
  // Public: anyone holding a link may try tokens, so answers are throttled per address.
  const publicLink = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/api/job-posts/:id/interview-slots',
    {
      config: manage,
      schema: { tags, summary: 'The interview times of a post and who was invited, with their answers', params: ZIdParams, response: { 200: ZInterviewSlots } },
    },
    (req) => interviews.listSlots(deps, req.params.id),
  );
  app.post(
    '/api/job-posts/:id/interview-slots',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add an interview time (published posts, in the future)',
        params: ZIdParams,
        body: ZInterviewSlotBody,
        response: { 200: ZInterviewSlotSaved },
      },
    },
    (req) => interviews.addSlot(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/interview-slots/:id',
    { config: manage, schema: { tags, summary: 'Remove an interview time nobody is invited to', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => interviews.removeSlot(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/job-posts/:id/invitations',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Invite qualified applicants to a time; each is e-mailed a link to answer',
        params: ZIdParams,
        body: ZInviteBody,
        response: { 200: ZInvited },
      },
    },
    (req) => interviews.invite(deps, req.actor!, req.params.id, req.body),
  );

  app.get(
    '/api/schedule-response',
    {
      config: publicLink,
      schema: {
        tags,
        summary: 'The invitation a signed link is for (no sign-in)',
        querystring: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: ZInvitationAnswer },
      },
    },
    (req) => interviews.readInvitation(deps, req.query.token),
  );
  app.post(
    '/api/schedule-response',
    {
      config: publicLink,
      schema: {
        tags,
        summary: 'Accept, decline or ask for another time through the signed link (no sign-in)',
        body: ZScheduleResponseBody,
        response: { 200: ZMessage },
      },
    },
    (req) => interviews.answerInvitation(deps, req.body, req.ip),
  );
  return Promise.resolve();
}
