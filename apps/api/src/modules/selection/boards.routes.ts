import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoardBody, ZBoardMemberBody, ZCriterionBody, ZId, ZIdParams, ZBoardSaved, ZBoards } from '@hris/contracts';
import * as boards from './boards.service';

export default function boardsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['selection boards'];
  const manage = { access: boards.MANAGE_BOARDS };

  app.get(
    '/api/selection-boards',
    {
      config: { access: [...boards.MANAGE_BOARDS, ...boards.BOARD_VIEWS] },
      schema: { tags, summary: 'The boards with members and criteria (RSP: all; members: their own)', response: { 200: ZBoards } },
    },
    (req) => boards.listBoards(deps, req.actor!),
  );
  app.post(
    '/api/selection-boards',
    { config: manage, schema: { tags, summary: 'A new board (NAPB or APB, optionally for one campus)', body: ZBoardBody, response: { 200: ZBoardSaved } } },
    (req) => boards.createBoard(deps, req.actor!, req.body),
  );
  app.put(
    '/api/selection-boards/:id',
    {
      config: manage,
      schema: { tags, summary: 'Rename a board or change its kind or campus', params: ZIdParams, body: ZBoardBody, response: { 200: ZBoardSaved } },
    },
    (req) => boards.updateBoard(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/selection-boards/:id/members',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Seat a member (chair, member or secretariat); again to change the role',
        params: ZIdParams,
        body: ZBoardMemberBody,
        response: { 200: ZBoardSaved },
      },
    },
    (req) => boards.addMember(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/selection-boards/:id/members/:userId',
    { config: manage, schema: { tags, summary: 'Remove a member from a board', params: z.object({ id: ZId, userId: ZId }), response: { 200: ZBoardSaved } } },
    (req) => boards.removeMember(deps, req.actor!, req.params.id, req.params.userId),
  );
  app.post(
    '/api/selection-boards/:id/criteria',
    {
      config: manage,
      schema: { tags, summary: 'Add a criterion (weights never past 100 in all)', params: ZIdParams, body: ZCriterionBody, response: { 200: ZBoardSaved } },
    },
    (req) => boards.addCriterion(deps, req.actor!, req.params.id, req.body),
  );
  app.put(
    '/api/board-criteria/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a criterion (its highest score is fixed once rated)',
        params: ZIdParams,
        body: ZCriterionBody,
        response: { 200: ZBoardSaved },
      },
    },
    (req) => boards.updateCriterion(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/board-criteria/:id',
    { config: manage, schema: { tags, summary: 'Remove a criterion nobody has rated on', params: ZIdParams, response: { 200: ZBoardSaved } } },
    (req) => boards.deleteCriterion(deps, req.actor!, req.params.id),
  );
  return Promise.resolve();
}
