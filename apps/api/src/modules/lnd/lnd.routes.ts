import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAttendedBody,
  ZAttendedDecision,
  ZAttendedList,
  ZAttendedQuery,
  ZAttendedSaved,
  ZCompetencyList,
  ZDevelopmentPlanList,
  ZDevelopmentPlanOne,
  ZDevelopmentPlanSaved,
  ZLndIdParams,
  ZPlanBody,
  ZPlanListQuery,
} from '@hris/contracts';
import * as attended from './attended.service';
import * as plans from './plans.service';
import * as repo from './lnd.repo';

/** Every employee keeps a plan and records the trainings attended (SPEC.md §6: LD). */
const LD = { access: ['LD'] as const };
const VERIFY = { access: attended.VERIFY_TRAINING };

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function lndRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['learning and development'];

  app.get(
    '/api/lnd/competencies',
    { config: LD, schema: { tags, summary: 'The competency library plans name', response: { 200: ZCompetencyList } } },
    async () => ({ competencies: await repo.competencies(deps.db) }),
  );
  app.get(
    '/api/lnd/development-plans',
    {
      config: LD,
      schema: {
        tags,
        summary: "Development plans: mine, my office's (heads), or all (the committees)",
        querystring: ZPlanListQuery,
        response: { 200: ZDevelopmentPlanList },
      },
    },
    (req) => plans.listPlans(deps, req.actor!, req.query),
  );
  app.post(
    '/api/lnd/development-plans',
    { config: LD, schema: { tags, summary: 'Make a development plan (a draft)', body: ZPlanBody, response: { 200: ZDevelopmentPlanSaved } } },
    (req) => plans.createPlan(deps, req.actor!, req.body),
  );
  app.get(
    '/api/lnd/development-plans/:id',
    {
      config: LD,
      schema: { tags, summary: 'One plan, to its owner, their head and the committees', params: ZLndIdParams, response: { 200: ZDevelopmentPlanOne } },
    },
    (req) => plans.getPlan(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/lnd/development-plans/:id',
    {
      config: LD,
      schema: { tags, summary: 'Change a draft or returned plan', params: ZLndIdParams, body: ZPlanBody, response: { 200: ZDevelopmentPlanSaved } },
    },
    (req) => plans.updatePlan(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/lnd/development-plans/:id/submit',
    {
      config: LD,
      schema: {
        tags,
        summary: 'Send the plan for review (head, department committee, L&D committee)',
        params: ZLndIdParams,
        response: { 200: ZDevelopmentPlanSaved },
      },
    },
    (req) => plans.submitPlan(deps, req.actor!, req.params.id),
  );

  app.get(
    '/api/lnd/attended',
    {
      config: LD,
      schema: { tags, summary: 'Trainings attended: mine, or all (HR verification)', querystring: ZAttendedQuery, response: { 200: ZAttendedList } },
    },
    (req) => attended.listAttended(deps, req.actor!, req.query),
  );
  app.post(
    '/api/lnd/attended',
    { config: LD, schema: { tags, summary: 'Record a training attended, with its certificate (PDF)', body: ZAttendedBody, response: { 200: ZAttendedSaved } } },
    (req) => attended.recordAttended(deps, req.actor!, req.body),
  );
  app.post(
    '/api/lnd/attended/:id/decision',
    {
      config: VERIFY,
      schema: {
        tags,
        summary: 'Verify a training into the PDS, or return it',
        params: ZLndIdParams,
        body: ZAttendedDecision,
        response: { 200: ZAttendedSaved },
      },
    },
    (req) => attended.decideAttended(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
