import { spmsPeriodLabel, type TOfficePerformanceDetail, type TOfficePerformanceQuery, type TOfficeRollupBody } from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import * as repo from './office.repo';

// Office performance (issue 24; CSC MC No. 6 s. 2012): each office's DPCR or OPCR for a rating period, rolled up from
// its people's approved IPCRs (office.repo.ts rollup, one statement for the whole university). SPMIS Admin computes
// and sees every office; a head (or the officer-in-charge) sees the office they lead and the units under it; anyone
// else asking for an office is told it does not exist. The people's ratings on an office's page are other people's
// personal data: each opening is audited.

export const SPMS_ADMIN = ['SPMSADMIN'] as const;
export const SPMS_READERS = ['SPMS', 'SPMSADMIN'] as const;

const NOT_FOUND = "The office's performance for that period was not found.";
const isAdmin = (actor: Actor) => hasAnyView(actor, SPMS_ADMIN);

/** The offices the caller may see: null for all (SPMIS Admin), else those they head with their units. */
async function visibleOffices(deps: Deps, actor: Actor): Promise<number[] | null> {
  if (isAdmin(actor)) return null;
  if (actor.personnelId === null) return [];
  return repo.officesHeadedBy(deps.db, actor.personnelId);
}

/** `POST /api/spmis/offices/rollup`: every office of the period computed again from the approved IPCRs. */
export async function rollup(deps: Deps, actor: Actor, body: TOfficeRollupBody) {
  const period = await repo.period(deps.db, body.period_id);
  if (!period) throw AppError.validation('period_id', 'The rating period was not found.');
  const offices = await withTransaction(deps.db, (tx) => repo.rollup(tx, period.id, actor.userId, deps.clock.now()));
  const rated = await repo.ratedPeople(deps.db, period.id);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'office_performance',
    entityId: period.id,
    after: { what: 'offices rolled up', offices, rated_people: rated },
    ip: actor.ip,
  });
  const label = spmsPeriodLabel(period);
  const message =
    offices === 0
      ? `No IPCR of ${label} is approved yet: no office could be rated.`
      : `${offices.toLocaleString('en-US')} ${offices === 1 ? 'office is' : 'offices are'} rated for ${label} from ${rated.toLocaleString('en-US')} approved IPCRs.`;
  return { message, offices, rated_people: rated };
}

/** `GET /api/spmis/offices`: the periods, and the chosen one's offices the caller may see. */
export async function list(deps: Deps, actor: Actor, q: TOfficePerformanceQuery) {
  const periods = await repo.periods(deps.db);
  const period = q.period_id ? (periods.find((p) => p.id === q.period_id) ?? null) : (periods[0] ?? null);
  if (q.period_id && !period) throw AppError.notFound('The rating period was not found.');
  const visible = await visibleOffices(deps, actor);
  const offices = period && (visible === null || visible.length) ? await repo.list(deps.db, period.id, visible) : [];
  return { periods, period, offices, can_compute: isAdmin(actor) };
}

/** One office's DPCR/OPCR with its people's ratings (an audited read of their ratings). */
export async function detail(deps: Deps, actor: Actor, periodId: number, departmentId: number): Promise<TOfficePerformanceDetail> {
  const found = await load(deps, actor, periodId, departmentId);
  const people = await repo.people(deps.db, periodId, departmentId);
  await auditPersonalRead(deps, actor, {
    entity: 'office_performance',
    entityId: `${periodId}/${departmentId}`,
    what: `the IPCR ratings on the ${found.office.kind.toUpperCase()} of ${found.office.acronym}, ${spmsPeriodLabel(found.period)}`,
    personnelIds: people.map((p) => p.personnel_id),
  });
  return { ...found, people };
}

/** The office's rollup, to SPMIS Admin or its head; anyone else: 404 (an office they lead but not computed yet: 404 too). */
export async function load(deps: Deps, actor: Actor, periodId: number, departmentId: number) {
  const visible = await visibleOffices(deps, actor);
  if (visible !== null && !visible.includes(departmentId)) throw AppError.notFound(NOT_FOUND);
  const [period, row] = await Promise.all([repo.period(deps.db, periodId), repo.one(deps.db, periodId, departmentId)]);
  if (!period || !row) throw AppError.notFound(NOT_FOUND);
  const { lines, ...office } = row;
  return { period, office, lines };
}
