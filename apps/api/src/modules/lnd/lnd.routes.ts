import type { FastifyInstance } from 'fastify';
import { lndApi } from '@hris/contracts';
import * as attended from './attended.service';
import * as plans from './plans.service';
import * as repo from './lnd.repo';
import { serve } from '../../lib/serve';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function lndRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['learning and development'];
  /** Every employee keeps a plan and records the trainings attended (SPEC.md §6: LD). */
  const LD = { access: ['LD'] as const, tags };
  const VERIFY = { access: attended.VERIFY_TRAINING, tags };

  serve(app, lndApi.competencies, LD, async () => ({ competencies: await repo.competencies(deps.db) }));
  serve(app, lndApi.plans, LD, (req) => plans.listPlans(deps, req.actor!, req.query));
  serve(app, lndApi.makePlan, LD, (req) => plans.createPlan(deps, req.actor!, req.body));
  serve(app, lndApi.plan, LD, (req) => plans.getPlan(deps, req.actor!, req.params.id));
  serve(app, lndApi.changePlan, LD, (req) => plans.updatePlan(deps, req.actor!, req.params.id, req.body));
  serve(app, lndApi.submitPlan, LD, (req) => plans.submitPlan(deps, req.actor!, req.params.id));

  serve(app, lndApi.attended, LD, (req) => attended.listAttended(deps, req.actor!, req.query));
  serve(app, lndApi.recordAttended, LD, (req) => attended.recordAttended(deps, req.actor!, req.body));
  serve(app, lndApi.decideAttended, VERIFY, (req) => attended.decideAttended(deps, req.actor!, req.params.id, req.body));
  return Promise.resolve();
}
