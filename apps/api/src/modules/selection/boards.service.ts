import { z } from 'zod';
import type { TBoard, ZBoardBody, ZBoardMemberBody, ZCriterionBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import * as selection from './selection.repo';
import { weightsComplete } from '../../domain/selection';
import * as repo from './boards.repo';

// The selection boards: the recruitment office (RSP) keeps them, their members and the criteria with
// their weights; members read the boards they sit on.

export const MANAGE_BOARDS = ['RSP'] as const;
export const BOARD_VIEWS = ['COMMITTEE', 'RSPMEMBER'] as const;

type TBoardBody = z.infer<typeof ZBoardBody>;
type TCriterionBody = z.infer<typeof ZCriterionBody>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const weightsTotal = (criteria: { weight: number }[]) => round2(criteria.reduce((sum, c) => sum + c.weight, 0));

/** A board as the pages show it, with its weights' total and whether members may rate yet. */
export function boardDto(b: repo.Board): TBoard {
  return { ...b, weights_total: weightsTotal(b.criteria), ready: weightsComplete(b.criteria) };
}

async function mustFindBoard(deps: Deps, id: number) {
  const board = await repo.findBoard(deps.db, id);
  if (!board) throw AppError.notFound('The selection board was not found.');
  return board;
}

export async function listBoards(deps: Deps, actor: Actor) {
  const boards = await repo.listBoards(deps.db, hasAnyView(actor, MANAGE_BOARDS) ? null : actor.userId);
  return { boards: boards.map(boardDto) };
}

async function checkCampus(deps: Deps, campusId: number | null | undefined) {
  if (campusId == null) return null;
  if (!(await selection.campusExists(deps.db, campusId))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
  return campusId;
}

export async function createBoard(deps: Deps, actor: Actor, body: TBoardBody) {
  const campusId = await checkCampus(deps, body.campus_id);
  const id = await repo.insertBoard(deps.db, { kind: body.kind, name: body.name, campusId });
  const board = await mustFindBoard(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'selection_board', entityId: id, after: body, ip: actor.ip });
  return { message: 'The selection board has been saved. Add its members and criteria.', board: boardDto(board) };
}

export async function updateBoard(deps: Deps, actor: Actor, id: number, body: TBoardBody) {
  const before = await mustFindBoard(deps, id);
  const campusId = await checkCampus(deps, body.campus_id);
  await repo.updateBoard(deps.db, id, { kind: body.kind, name: body.name, campusId });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'selection_board',
    entityId: id,
    before: { kind: before.kind, name: before.name, campus_id: before.campus?.id ?? null },
    after: body,
    ip: actor.ip,
  });
  return { message: 'The selection board has been updated.', board: boardDto(await mustFindBoard(deps, id)) };
}

export async function addMember(deps: Deps, actor: Actor, boardId: number, body: z.infer<typeof ZBoardMemberBody>) {
  await mustFindBoard(deps, boardId);
  const user = await repo.candidateMember(deps.db, body.user_id);
  if (!user || !user.is_active) throw AppError.validation('user_id', 'The selected member is invalid.');
  if (!user.may_sit) throw AppError.validation('user_id', `${user.name} has no role with the COMMITTEE or RSPMEMBER view; give them one first (Users).`);
  await repo.upsertMember(deps.db, boardId, body.user_id, body.role);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'add_member', entity: 'selection_board', entityId: boardId, after: body, ip: actor.ip });
  return { message: `${user.name} sits on the board as ${body.role}.`, board: boardDto(await mustFindBoard(deps, boardId)) };
}

export async function removeMember(deps: Deps, actor: Actor, boardId: number, userId: number) {
  await mustFindBoard(deps, boardId);
  if (!(await repo.deleteMember(deps.db, boardId, userId))) throw AppError.notFound('This person does not sit on the board.');
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'remove_member',
    entity: 'selection_board',
    entityId: boardId,
    before: { user_id: userId },
    ip: actor.ip,
  });
  return { message: 'The member has been removed from the board. Their ratings already given stay.', board: boardDto(await mustFindBoard(deps, boardId)) };
}

/** Weights may be built up step by step, but never past 100 in all. */
function checkWeights(criteria: { id: number; weight: number }[], changedId: number | null, weight: number) {
  const total = round2(criteria.filter((c) => c.id !== changedId).reduce((sum, c) => sum + c.weight, 0) + weight);
  if (total > 100.005) throw AppError.validation('weight', `The weights would total ${total}; a board's weights total 100.`);
}

export async function addCriterion(deps: Deps, actor: Actor, boardId: number, body: TCriterionBody) {
  const board = await mustFindBoard(deps, boardId);
  checkWeights(board.criteria, null, body.weight);
  const id = await repo.insertCriterion(deps.db, boardId, body);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'board_criterion',
    entityId: id,
    after: { board_id: boardId, ...body },
    ip: actor.ip,
  });
  return { message: 'The criterion has been added.', board: boardDto(await mustFindBoard(deps, boardId)) };
}

async function mustFindCriterion(deps: Deps, id: number) {
  const criterion = await repo.findCriterion(deps.db, id);
  if (!criterion) throw AppError.notFound('The criterion was not found.');
  return criterion;
}

export async function updateCriterion(deps: Deps, actor: Actor, id: number, body: TCriterionBody) {
  const before = await mustFindCriterion(deps, id);
  // Scores already given were out of the old highest score.
  if (before.ratings > 0 && body.max_score !== before.max_score)
    throw AppError.validation('max_score', 'Members have already rated on this criterion; its highest score cannot change.');
  checkWeights((await mustFindBoard(deps, before.board_id)).criteria, id, body.weight);
  await repo.updateCriterion(deps.db, id, body);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'board_criterion', entityId: id, before, after: body, ip: actor.ip });
  return { message: 'The criterion has been updated.', board: boardDto(await mustFindBoard(deps, before.board_id)) };
}

export async function deleteCriterion(deps: Deps, actor: Actor, id: number) {
  const before = await mustFindCriterion(deps, id);
  if (before.ratings > 0) throw AppError.validation('id', 'Members have already rated on this criterion; it cannot be removed.');
  await repo.deleteCriterion(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'board_criterion', entityId: id, before, ip: actor.ip });
  return { message: 'The criterion has been removed.', board: boardDto(await mustFindBoard(deps, before.board_id)) };
}
