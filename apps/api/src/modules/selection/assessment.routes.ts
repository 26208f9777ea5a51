import type { FastifyInstance } from 'fastify';
import { selectionApi as api } from '@hris/contracts';
import * as assessment from './assessment.service';
import * as ranking from './ranking.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['assessment'];
  const board = { access: assessment.ASSESSMENT_VIEWS, tags };
  const rankingReaders = { access: assessment.RANKING_VIEWS, tags };

  serve(app, api.assessmentPosts, board, (req) => assessment.listPosts(deps, req.actor!, req.query));
  serve(app, api.sheet, board, (req) => assessment.postForRating(deps, req.actor!, req.params.id));
  serve(app, api.rate, board, (req) => assessment.rate(deps, req.actor!, req.params.id, req.body));
  serve(app, api.ranking, rankingReaders, (req) => ranking.ranking(deps, req.actor!, req.params.id));
  serve(app, api.rankingPdf, rankingReaders, async (req, reply) => {
    const { pdf, fileName } = await ranking.rankingPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
