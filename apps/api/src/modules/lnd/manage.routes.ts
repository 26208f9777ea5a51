import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommitteeMemberBody,
  ZCommitteeMemberList,
  ZCommitteeMemberSaved,
  ZCompetencyBody,
  ZCompetencySaved,
  ZId,
  ZInterventionTypeBody,
  ZInterventionTypeList,
  ZInterventionTypeSaved,
  ZLdBudgetBody,
  ZLdBudgetList,
  ZLdBudgetQuery,
  ZLdBudgetSaved,
  ZLdFundList,
  ZLdYearBody,
  ZLdYearList,
  ZLdYearParams,
  ZLdYearSaved,
  ZLndIdParams,
  ZMessage,
  ZPositionProfile,
  ZPositionProfileBody,
  ZPositionProfileSaved,
  ZRecommendationBody,
  ZRecommendationList,
  ZRecommendationQuery,
  ZRecommendationSaved,
} from '@hris/contracts';
import * as manageRepo from './manage.repo';
import * as manage from './manage.service';
import * as recommendations from './recommendations.service';

// /lnd/manage (LDADMIN): the lists plans are made from, the committees, the years and their budgets; and the
// recommendations (/lnd/recommendations) heads and the committee make.

const LD = { access: ['LD'] as const };
const MANAGE = { access: manage.MANAGE };
const BUDGET = { access: manage.SET_BUDGET };
const ZPositionParams = z.object({ id: ZId });

export default function lndManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['learning and development'];

  // ── The competency library ──
  app.post(
    '/api/lnd/competencies',
    { config: MANAGE, schema: { tags, summary: 'Add a competency to the library', body: ZCompetencyBody, response: { 200: ZCompetencySaved } } },
    (req) => manage.addCompetency(deps, req.actor!, req.body),
  );
  app.put(
    '/api/lnd/competencies/:id',
    { config: MANAGE, schema: { tags, summary: 'Change a competency', params: ZLndIdParams, body: ZCompetencyBody, response: { 200: ZCompetencySaved } } },
    (req) => manage.changeCompetency(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/lnd/competencies/:id',
    { config: MANAGE, schema: { tags, summary: 'Remove a competency nothing names', params: ZLndIdParams, response: { 200: ZMessage } } },
    (req) => manage.removeCompetency(deps, req.actor!, req.params.id),
  );

  // ── Positions' competency profiles ──
  app.get(
    '/api/lnd/my-profile',
    {
      config: LD,
      schema: { tags, summary: "My position's competency profile (the levels my plan's gaps are measured against)", response: { 200: ZPositionProfile } },
    },
    (req) => manage.myProfile(deps, req.actor!),
  );
  app.get(
    '/api/lnd/positions/:id/competencies',
    { config: MANAGE, schema: { tags, summary: "A position's competency profile", params: ZPositionParams, response: { 200: ZPositionProfile } } },
    (req) => manage.positionProfile(deps, req.params.id),
  );
  app.put(
    '/api/lnd/positions/:id/competencies',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Set a position's competency profile",
        params: ZPositionParams,
        body: ZPositionProfileBody,
        response: { 200: ZPositionProfileSaved },
      },
    },
    (req) => manage.saveProfile(deps, req.actor!, req.params.id, req.body),
  );

  // ── Intervention types ──
  app.get(
    '/api/lnd/intervention-types',
    { config: LD, schema: { tags, summary: 'The intervention types (retired ones included, marked)', response: { 200: ZInterventionTypeList } } },
    () => manage.interventionTypes(deps),
  );
  app.put(
    '/api/lnd/intervention-types',
    {
      config: MANAGE,
      schema: { tags, summary: 'Add, rename or retire an intervention type', body: ZInterventionTypeBody, response: { 200: ZInterventionTypeSaved } },
    },
    (req) => manage.saveInterventionType(deps, req.actor!, req.body),
  );

  // ── Committees ──
  app.get(
    '/api/lnd/committee-members',
    {
      config: { access: ['LDADMIN', 'LDCOMSEC', 'LDDPCSEC'] as const },
      schema: { tags, summary: 'Who sits on each L&D committee', response: { 200: ZCommitteeMemberList } },
    },
    () => manage.committeeMembers(deps),
  );
  app.put(
    '/api/lnd/committee-members',
    {
      config: MANAGE,
      schema: { tags, summary: 'Seat an employee on a committee (or change their role)', body: ZCommitteeMemberBody, response: { 200: ZCommitteeMemberSaved } },
    },
    (req) => manage.saveMember(deps, req.actor!, req.body),
  );
  app.delete(
    '/api/lnd/committee-members/:id',
    { config: MANAGE, schema: { tags, summary: 'Unseat a committee member', params: ZLndIdParams, response: { 200: ZMessage } } },
    (req) => manage.removeMember(deps, req.actor!, req.params.id),
  );

  // ── The L&D year and its budget ──
  app.get(
    '/api/lnd/years',
    {
      config: { access: ['LD'] as const },
      schema: { tags, summary: 'The L&D years, the current one marked, with their budgets', response: { 200: ZLdYearList } },
    },
    () => manage.years(deps),
  );
  app.post('/api/lnd/years', { config: MANAGE, schema: { tags, summary: 'Open an L&D year', body: ZLdYearBody, response: { 200: ZLdYearSaved } } }, (req) =>
    manage.openYear(deps, req.actor!, req.body.year),
  );
  app.post(
    '/api/lnd/years/:year/current',
    { config: MANAGE, schema: { tags, summary: 'Make a year the current L&D year', params: ZLdYearParams, response: { 200: ZLdYearSaved } } },
    (req) => manage.makeCurrent(deps, req.actor!, req.params.year),
  );
  app.get(
    '/api/lnd/fund-sources',
    { config: BUDGET, schema: { tags, summary: 'The funds a budget line may name', response: { 200: ZLdFundList } } },
    async () => ({ fund_sources: await manageRepo.funds(deps.db) }),
  );
  app.get(
    '/api/lnd/budgets',
    { config: BUDGET, schema: { tags, summary: "The year's L&D budget per office and fund", querystring: ZLdBudgetQuery, response: { 200: ZLdBudgetList } } },
    (req) => manage.budgets(deps, req.query.year),
  );
  app.put(
    '/api/lnd/budgets',
    {
      config: BUDGET,
      schema: { tags, summary: 'Set the L&D budget of an office and fund for a year', body: ZLdBudgetBody, response: { 200: ZLdBudgetSaved } },
    },
    (req) => manage.saveBudget(deps, req.actor!, req.body),
  );
  app.delete(
    '/api/lnd/budgets/:id',
    { config: BUDGET, schema: { tags, summary: 'Remove a budget line', params: ZLndIdParams, response: { 200: ZMessage } } },
    (req) => manage.removeBudget(deps, req.actor!, req.params.id),
  );

  // ── Recommendations ──
  app.get(
    '/api/lnd/recommendations',
    {
      config: LD,
      schema: {
        tags,
        summary: 'Recommendations for me, or those I made (the committee: all)',
        querystring: ZRecommendationQuery,
        response: { 200: ZRecommendationList },
      },
    },
    (req) => recommendations.listRecommendations(deps, req.actor!, req.query),
  );
  app.post(
    '/api/lnd/recommendations',
    {
      config: { access: ['LDHEAD', 'LDCOMSEC', 'LDADMIN'] as const },
      schema: { tags, summary: 'Recommend an employee for an intervention', body: ZRecommendationBody, response: { 200: ZRecommendationSaved } },
    },
    (req) => recommendations.recommend(deps, req.actor!, req.body),
  );
  app.post(
    '/api/lnd/recommendations/:id/dismiss',
    { config: LD, schema: { tags, summary: 'Set a recommendation aside', params: ZLndIdParams, response: { 200: ZRecommendationSaved } } },
    (req) => recommendations.setAside(deps, req.actor!, req.params.id, true),
  );
  app.post(
    '/api/lnd/recommendations/:id/reopen',
    { config: LD, schema: { tags, summary: 'Take a set-aside recommendation back up', params: ZLndIdParams, response: { 200: ZRecommendationSaved } } },
    (req) => recommendations.setAside(deps, req.actor!, req.params.id, false),
  );
  return Promise.resolve();
}
