import { withTransaction, type Queryable } from '@hris/db';
import type { RequestTable } from './approvals.repo';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { SqlParams } from '../../lib/sql';
import type { Deps } from '../../lib/deps';
import { startRequest, type StartInput } from './approvals.service';
import * as repo from './approvals.repo';

// Requests that keep a row of their own (time-log appeals, overtime, travel…) share three things:
// whose rows a caller may list (their own, their department's as head or OIC, everyone's as the
// office in charge), reading one row under the same rule, and the approval status mirrored onto
// the row when the chain decides. One mechanism, so the three request kinds cannot drift apart.

/** Whose requests a list shows: the caller's own, the departments they head, or everyone's. */
export type RequestScope = 'mine' | 'department' | 'all';

/**
 * The SQL condition selecting the rows a caller may list in a scope, on a personnel alias (`p`).
 * `officeViews` are the views of the office that sees everyone's (EDATSADMIN for attendance).
 * A scope the caller has no right to is refused (403), not answered empty.
 */
export function scopeCondition(actor: Actor, scope: RequestScope, officeViews: readonly string[], params: SqlParams, alias = 'p'): string {
  if (scope === 'mine') {
    if (!actor.personnelId) return 'false';
    return `${alias}.id = ${params.add(actor.personnelId)}`;
  }
  if (scope === 'department') {
    if (!actor.personnelId) throw AppError.forbidden('Only a department head or officer-in-charge sees the department’s requests.');
    const me = params.add(actor.personnelId);
    return `EXISTS (SELECT 1 FROM departments d WHERE d.id = ${alias}.department_id
              AND (${me} IN (d.head_personnel_id, d.oic_personnel_id) OR ${me} = ANY(hris_department_approvers(d.id, ${alias}.id))))`;
  }
  if (!hasAnyView(actor, officeViews)) throw AppError.forbidden('Only the attendance office sees everyone’s requests.');
  return 'true';
}

/**
 * The scope of a list narrowed to one person when the query names one (`personnel_id`: HR's page of one employee's
 * eDATS, SPEC.md §2 /edats/personnel/{personnelId}). Reading someone else's rows that way is a read of their personal
 * data, audited as the Data Privacy Act asks (`entity`: which rows, `what`: in words); the scope is still checked first,
 * so the filter opens nothing the caller's scope does not.
 */
export async function scopeOfPerson(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  q: { scope: RequestScope; personnel_id?: number },
  officeViews: readonly string[],
  params: SqlParams,
  read: { entity: string; what: string },
  alias = 'p',
): Promise<string> {
  const scopeSql = scopeCondition(actor, q.scope, officeViews, params, alias);
  if (q.personnel_id === undefined) return scopeSql;
  await auditPersonalRead(deps, actor, { entity: read.entity, personnelId: q.personnel_id, what: read.what });
  return `${scopeSql} AND ${alias}.id = ${params.add(q.personnel_id)}`;
}

/**
 * Whether the caller may read one person's request: theirs, as that person's head or OIC, or as the
 * office in charge. Callers answer 404 when not (no probing).
 */
export async function maySeeRequestOf(db: Queryable, actor: Actor, personnelId: number, officeViews: readonly string[]): Promise<boolean> {
  if (actor.personnelId === personnelId || hasAnyView(actor, officeViews)) return true;
  if (!actor.personnelId) return false;
  return repo.headsPersonOf(db, actor.personnelId, personnelId);
}

/** Mirrors the chain's decision onto the request's own row; answers the row's id (null when none). */
export async function mirrorStatus(db: Queryable, table: RequestTable, approvalRequestId: number, status: string): Promise<number | null> {
  return repo.setRowStatus(db, table, approvalRequestId, status);
}

/**
 * Files a request that keeps a row of its own, as one unit of work: `insertRow` inserts the row on the
 * transaction and answers its id, the approval request starts through its chain (`input` of that id) and the
 * two are linked. When the chain cannot start (no chain, nobody to act) nothing stays: a request never sent
 * must not linger as "pending". Answers the row's id and the request.
 */
export async function fileRequestWithRow(
  deps: Deps,
  table: RequestTable,
  insertRow: (tx: Queryable) => Promise<number>,
  input: (rowId: number) => Omit<StartInput, 'subjectId'>,
) {
  return withTransaction(deps.db, async (tx) => {
    const rowId = await insertRow(tx);
    const request = await startRequest(deps, { ...input(rowId), subjectId: rowId }, tx);
    await repo.linkRowToRequest(tx, table, rowId, request.id);
    return { rowId, request };
  });
}
