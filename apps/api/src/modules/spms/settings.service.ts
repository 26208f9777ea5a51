import { withTransaction } from '@hris/db';
import type { TRatingScaleBody, TSpmsPeriodBody, TSuccessIndicatorBody } from '@hris/contracts';
import { scaleProblems } from '../../domain/spms';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import * as repo from './spms.repo';

// The SPMIS Admin (SPMSADMIN; SPEC.md §2 /spmis/admin/settings): rating periods with their windows, success indicators
// under the university's MFOs (the MFOs themselves are the reference list /api/spmis/umfos), and the rating scale.

/**
 * The period whose IPCRs are open today: the latest that has started and whose rating has not closed. Lenient on
 * purpose (decided for issue 24): targets may be set any time before rating closes, not only within the target window,
 * so an employee who joins mid-semester can still commit to targets.
 */
export function openPeriod(periods: repo.PeriodRow[], today: string) {
  return periods.find((p) => p.starts_on <= today && today <= p.rating_until) ?? null;
}

export async function options(deps: Deps) {
  const [periods, mfos, indicators, scale] = await Promise.all([
    repo.periods(deps.db),
    repo.mfos(deps.db),
    repo.indicators(deps.db, true),
    repo.scale(deps.db),
  ]);
  return { periods, mfos, indicators, scale, open_period_id: openPeriod(periods, deps.clock.today())?.id ?? null };
}

export async function settings(deps: Deps) {
  const [periods, mfos, indicators, scale] = await Promise.all([
    repo.periods(deps.db),
    repo.mfos(deps.db),
    repo.indicators(deps.db, false),
    repo.scale(deps.db),
  ]);
  return { periods, mfos, indicators, scale, open_period_id: openPeriod(periods, deps.clock.today())?.id ?? null };
}

const duplicate = (b: TSpmsPeriodBody) => AppError.validation('semester', `Semester ${b.semester} of ${b.year} already exists.`);

/** The dates must fall in the period's year (a semester of 2026 is rated by early 2027 at the latest, so up to the next year). */
function checkYear(b: TSpmsPeriodBody) {
  if (!b.starts_on.startsWith(String(b.year))) throw AppError.validation('starts_on', `The period must start in ${b.year}.`);
}

export async function createPeriod(deps: Deps, actor: Actor, b: TSpmsPeriodBody) {
  checkYear(b);
  try {
    const id = await repo.insertPeriod(deps.db, b);
    await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'spms_period', entityId: id, after: b, ip: actor.ip });
    return { message: `The period ${(await repo.periodById(deps.db, id))!.name} has been added.`, period: (await repo.periodById(deps.db, id))! };
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION) throw duplicate(b);
    throw e;
  }
}

export async function updatePeriod(deps: Deps, actor: Actor, id: number, b: TSpmsPeriodBody) {
  const before = await repo.periodById(deps.db, id);
  if (!before) throw AppError.notFound('The period was not found.');
  checkYear(b);
  try {
    await repo.updatePeriod(deps.db, id, b);
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION) throw duplicate(b);
    throw e;
  }
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'spms_period', entityId: id, before, after: b, ip: actor.ip });
  const period = (await repo.periodById(deps.db, id))!;
  return { message: `The period ${period.name} has been saved.`, period };
}

export async function saveScale(deps: Deps, actor: Actor, b: TRatingScaleBody) {
  const rows = b.rows.map((r) => ({ ...r, description: r.description ?? null }));
  for (const [i, r] of rows.entries()) {
    if (Number(r.min_average) > Number(r.max_average))
      throw AppError.validation(`rows.${i}.max_average`, `The highest average of ${r.adjective} must not be below its lowest.`);
  }
  const problem = scaleProblems(rows);
  if (problem) throw AppError.validation('rows', problem);
  const before = await repo.scale(deps.db);
  await withTransaction(deps.db, (tx) => repo.replaceScale(tx, rows));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'spms_rating_scale', before, after: rows, ip: actor.ip });
  return { message: 'The rating scale has been saved.', scale: await repo.scale(deps.db) };
}

async function checkMfo(deps: Deps, mfoId: number) {
  if ((await repo.missingMfos(deps.db, [mfoId])).length) throw AppError.validation('mfo_id', 'Choose an MFO from the list.');
}

export async function createIndicator(deps: Deps, actor: Actor, b: TSuccessIndicatorBody) {
  await checkMfo(deps, b.mfo_id);
  const id = await repo.insertIndicator(deps.db, b);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'spms_success_indicator', entityId: id, after: b, ip: actor.ip });
  return { message: 'The success indicator has been added.', indicator: (await repo.indicatorById(deps.db, id))! };
}

export async function updateIndicator(deps: Deps, actor: Actor, id: number, b: TSuccessIndicatorBody) {
  const before = await repo.indicatorById(deps.db, id);
  if (!before) throw AppError.notFound('The success indicator was not found.');
  await checkMfo(deps, b.mfo_id);
  await repo.updateIndicator(deps.db, id, b);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'spms_success_indicator', entityId: id, before, after: b, ip: actor.ip });
  return { message: 'The success indicator has been saved.', indicator: (await repo.indicatorById(deps.db, id))! };
}
