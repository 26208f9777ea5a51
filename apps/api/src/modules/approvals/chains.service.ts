import { withTransaction } from '@hris/db';
import { REQUEST_TYPES, type TChainBody, type TRequestType } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/db-errors';
import { ADMIN_VIEW, approvalRolesAmong } from '../roles';
import * as chains from './chains.repo';
import { startRequest } from './approvals.service';

const present = (c: chains.ChainRow) => ({ ...c, request_type_label: REQUEST_TYPES[c.request_type as TRequestType] ?? c.request_type });

export async function listChains(deps: Deps, requestType?: string) {
  return { approval_chains: (await chains.listChains(deps.db, requestType)).map(present) };
}

export function requestTypes() {
  return { request_types: Object.entries(REQUEST_TYPES).map(([value, label]) => ({ value, label })) };
}

/**
 * Who may give a role that acts in a chain is checked when it is given (roles/role-grants.ts: an administrator only).
 * The other way round, naming in a step a role that people already hold, would make them approvers without an
 * administrator: a settings manager who is not one may name only a role that already acts in a chain or that
 * nobody holds yet (an administrator then gives it).
 */
async function refuseMakingApprovers(deps: Deps, actor: Actor, body: TChainBody) {
  if (actor.views.includes(ADMIN_VIEW)) return;
  const named = [...new Set(body.steps.flatMap((s) => (s.actor_kind === 'role' && s.role_id ? [s.role_id] : [])))];
  if (!named.length) return;
  const already = new Set((await approvalRolesAmong(deps.db, named)).map((r) => r.id));
  const held = await chains.rolesHeld(
    deps.db,
    named.filter((id) => !already.has(id)),
  );
  const [role] = held;
  if (role)
    throw AppError.forbidden(
      `Only an administrator can make the ${role.name} role approve requests: ${role.holders} ${role.holders === 1 ? 'person holds' : 'people hold'} it already. Name a role that already approves requests, or ask an administrator.`,
    );
}

async function check(deps: Deps, body: TChainBody, selfId?: number) {
  const taken = await chains.scopeTaken(deps.db, body);
  if (taken && taken !== selfId) throw AppError.validation('request_type', 'A chain for this request type and scope already exists; edit that one.');
  const exists = (table: 'departments' | 'roles' | 'personnel', id: number) => chains.exists(deps.db, table, id);
  if (body.department_id && !(await exists('departments', body.department_id)))
    throw AppError.validation('department_id', 'The selected department is invalid.');
  for (const [i, step] of body.steps.entries()) {
    if (step.actor_kind === 'role' && !(await exists('roles', step.role_id!))) throw AppError.validation(`steps.${i}.role_id`, 'The selected role is invalid.');
    if (step.actor_kind === 'person' && !(await exists('personnel', step.personnel_id!)))
      throw AppError.validation(`steps.${i}.personnel_id`, 'The selected person is invalid.');
  }
}

export async function createChain(deps: Deps, actor: Actor, body: TChainBody) {
  await check(deps, body);
  await refuseMakingApprovers(deps, actor, body);
  const id = await withTransaction(deps.db, (tx) => chains.saveChain(tx, body, deps.clock.now()));
  const after = await chains.findChain(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'approval_chains', entityId: id, after, ip: actor.ip });
  return { message: 'The approval chain has been saved.', approval_chain: present(after!) };
}

/** Editing a chain changes requests started from now on; those under way keep the steps they started with. */
export async function updateChain(deps: Deps, actor: Actor, id: number, body: TChainBody) {
  const before = await chains.findChain(deps.db, id);
  if (!before) throw AppError.notFound('The approval chain was not found.');
  await check(deps, body, id);
  await refuseMakingApprovers(deps, actor, body);
  await withTransaction(deps.db, (tx) => chains.saveChain(tx, body, deps.clock.now(), id));
  const after = await chains.findChain(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'approval_chains', entityId: id, before, after, ip: actor.ip });
  return { message: 'The approval chain has been updated.', approval_chain: present(after!) };
}

export async function deleteChain(deps: Deps, actor: Actor, id: number) {
  const before = await chains.findChain(deps.db, id);
  if (!before) throw AppError.notFound('The approval chain was not found.');
  const underWay = await chains.requestsUnderWay(deps.db, id);
  if (underWay) throw AppError.validation('name', `${underWay} request(s) are still moving through this chain.`);
  try {
    await chains.deleteChain(deps.db, id);
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION)
      throw AppError.validation('name', 'Finished requests went through this chain; edit it instead of deleting it.');
    throw err;
  }
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'approval_chains', entityId: id, before, ip: actor.ip });
  return { message: 'The approval chain has been deleted.' };
}

/** Sends a test request through a chain, as if the given user (default: the caller) had filed it. */
export async function testChain(deps: Deps, actor: Actor, id: number, requesterUserId?: number) {
  const chain = await chains.findChain(deps.db, id);
  if (!chain) throw AppError.notFound('The approval chain was not found.');
  const request = await startRequest(deps, {
    type: chain.request_type as TRequestType,
    requesterUserId: requesterUserId ?? actor.userId,
    title: `Test request through "${chain.name}"`,
    chainId: id,
  });
  return { message: 'A test request is on its way through the chain.', request: { id: request.id, status: request.status } };
}

const requestTypeLabel = (type: string) => REQUEST_TYPES[type as TRequestType] ?? type;

/**
 * The request types nobody can file yet, in the words a requester would meet ("Nobody can act on the step…"): no chain,
 * or a chain whose role or person step no active account can act on. For the setup checklist (modules/setup).
 */
export async function requestTypesNotReady(deps: Pick<Deps, 'db'>): Promise<{ request_type: string; label: string; problem: string }[]> {
  const blocked = await chains.blockedRequestTypes(deps.db, Object.keys(REQUEST_TYPES));
  return blocked.map((b) => ({
    request_type: b.request_type,
    label: requestTypeLabel(b.request_type),
    problem: !b.chain_name
      ? 'it has no approval chain'
      : `nobody can act on the step "${b.step_label}" of "${b.chain_name}" (${
          b.actor_kind === 'role' ? `nobody active holds the role ${b.actor_name}` : `${b.actor_name ?? 'the person named'} has no active account`
        })`,
  }));
}

/** The roles the approval chains name that nobody active holds, with the requests that stop at them. */
export async function approvalRolesNobodyHolds(deps: Pick<Deps, 'db'>): Promise<{ name: string; requests: string[] }[]> {
  return (await chains.rolesNobodyHolds(deps.db)).map((r) => ({ name: r.name, requests: r.request_types.map(requestTypeLabel) }));
}
