import type { FastifyInstance } from 'fastify';
import { selectionApi as api } from '@hris/contracts';
import * as boards from './boards.service';
import { serve } from '../../lib/serve';

export default function boardsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['selection boards'];
  const manage = { access: boards.MANAGE_BOARDS, tags };

  serve(app, api.boards, { access: [...boards.MANAGE_BOARDS, ...boards.BOARD_VIEWS], tags }, (req) => boards.listBoards(deps, req.actor!));
  serve(app, api.createBoard, manage, (req) => boards.createBoard(deps, req.actor!, req.body));
  serve(app, api.updateBoard, manage, (req) => boards.updateBoard(deps, req.actor!, req.params.id, req.body));
  serve(app, api.addMember, manage, (req) => boards.addMember(deps, req.actor!, req.params.id, req.body));
  serve(app, api.removeMember, manage, (req) => boards.removeMember(deps, req.actor!, req.params.id, req.params.userId));
  serve(app, api.addCriterion, manage, (req) => boards.addCriterion(deps, req.actor!, req.params.id, req.body));
  serve(app, api.updateCriterion, manage, (req) => boards.updateCriterion(deps, req.actor!, req.params.id, req.body));
  serve(app, api.removeCriterion, manage, (req) => boards.deleteCriterion(deps, req.actor!, req.params.id));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
