import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZListQuery, ZRatingBody, ZAssessmentPostList, ZAssessmentSheet, ZRanking, ZRatingsSaved } from '@hris/contracts';
import * as assessment from './assessment.service';
import * as ranking from './ranking.service';
import { sendPdf } from '../../lib/download';

export default function assessmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['assessment'];
  const board = { access: assessment.ASSESSMENT_VIEWS };

  app.get(
    '/api/assessment/job-posts',
    {
      config: board,
      schema: {
        tags,
        summary: "The posts of my boards with the board's progress (RSP: every post)",
        querystring: ZListQuery,
        response: { 200: ZAssessmentPostList },
      },
    },
    (req) => assessment.listPosts(deps, req.actor!, req.query),
  );
  app.get(
    '/api/assessment/job-posts/:id',
    {
      config: board,
      schema: { tags, summary: 'A post to rate: criteria, the shortlist and my scores', params: ZIdParams, response: { 200: ZAssessmentSheet } },
    },
    (req) => assessment.postForRating(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/assessment/applications/:id/ratings',
    {
      config: board,
      schema: {
        tags,
        summary: "My scores of one applicant (members of the post's board)",
        params: ZIdParams,
        body: ZRatingBody,
        response: { 200: ZRatingsSaved },
      },
    },
    (req) => assessment.rate(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/assessment/job-posts/:id/ranking',
    {
      config: { access: assessment.RANKING_VIEWS },
      schema: {
        tags,
        summary: "The comparative assessment result (each member's scores for the secretariat and RSP)",
        params: ZIdParams,
        response: { 200: ZRanking },
      },
    },
    (req) => ranking.ranking(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/assessment/job-posts/:id/ranking.pdf',
    { config: { access: assessment.RANKING_VIEWS }, schema: { tags, summary: 'The comparative assessment result as a PDF', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await ranking.rankingPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  return Promise.resolve();
}
