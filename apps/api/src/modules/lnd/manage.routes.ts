import type { FastifyInstance } from 'fastify';
import { lndApi } from '@hris/contracts';
import * as manageRepo from './manage.repo';
import * as manage from './manage.service';
import * as recommendations from './recommendations.service';
import { serve } from '../../lib/serve';

// /lnd/manage (LDADMIN): the lists plans are made from, the committees, the years and their budgets; and the
// recommendations (/lnd/recommendations) heads and the committee make.

export default function lndManageRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['learning and development'];
  const LD = { access: ['LD'] as const, tags };
  const MANAGE = { access: manage.MANAGE, tags };
  const BUDGET = { access: manage.SET_BUDGET, tags };

  // ── The competency library ──
  serve(app, lndApi.addCompetency, MANAGE, (req) => manage.addCompetency(deps, req.actor!, req.body));
  serve(app, lndApi.changeCompetency, MANAGE, (req) => manage.changeCompetency(deps, req.actor!, req.params.id, req.body));
  serve(app, lndApi.removeCompetency, MANAGE, (req) => manage.removeCompetency(deps, req.actor!, req.params.id));

  // ── Positions' competency profiles ──
  serve(app, lndApi.myProfile, LD, (req) => manage.myProfile(deps, req.actor!));
  serve(app, lndApi.positionProfile, MANAGE, (req) => manage.positionProfile(deps, req.params.id));
  serve(app, lndApi.saveProfile, MANAGE, (req) => manage.saveProfile(deps, req.actor!, req.params.id, req.body));

  // ── Intervention types ──
  serve(app, lndApi.interventionTypes, LD, () => manage.interventionTypes(deps));
  serve(app, lndApi.saveInterventionType, MANAGE, (req) => manage.saveInterventionType(deps, req.actor!, req.body));

  // ── Committees ──
  serve(app, lndApi.committeeMembers, { access: ['LDADMIN', 'LDCOMSEC', 'LDDPCSEC'] as const, tags }, () => manage.committeeMembers(deps));
  serve(app, lndApi.seatMember, MANAGE, (req) => manage.saveMember(deps, req.actor!, req.body));
  serve(app, lndApi.unseatMember, MANAGE, (req) => manage.removeMember(deps, req.actor!, req.params.id));

  // ── The L&D year and its budget ──
  serve(app, lndApi.years, LD, () => manage.years(deps));
  serve(app, lndApi.openYear, MANAGE, (req) => manage.openYear(deps, req.actor!, req.body.year));
  serve(app, lndApi.makeYearCurrent, MANAGE, (req) => manage.makeCurrent(deps, req.actor!, req.params.year));
  serve(app, lndApi.fundSources, BUDGET, async () => ({ fund_sources: await manageRepo.funds(deps.db) }));
  serve(app, lndApi.budgets, BUDGET, (req) => manage.budgets(deps, req.query.year));
  serve(app, lndApi.saveBudget, BUDGET, (req) => manage.saveBudget(deps, req.actor!, req.body));
  serve(app, lndApi.removeBudget, BUDGET, (req) => manage.removeBudget(deps, req.actor!, req.params.id));

  // ── Recommendations ──
  serve(app, lndApi.recommendations, LD, (req) => recommendations.listRecommendations(deps, req.actor!, req.query));
  serve(app, lndApi.recommend, { access: ['LDHEAD', 'LDCOMSEC', 'LDADMIN'] as const, tags }, (req) => recommendations.recommend(deps, req.actor!, req.body));
  serve(app, lndApi.setAside, LD, (req) => recommendations.setAside(deps, req.actor!, req.params.id, true));
  serve(app, lndApi.takeUpAgain, LD, (req) => recommendations.setAside(deps, req.actor!, req.params.id, false));
  return Promise.resolve();
}
