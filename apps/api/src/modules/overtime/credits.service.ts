import type { TCredits } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readNumberSetting } from '../../lib/settings';
import { overtimeCredit, roundHours } from '../../domain/coc';
import { toMinutes } from '../../domain/manila-time';
import { maySeeRequestOf } from '../approvals';
import { renderCocCertificate } from './overtime.pdf';
import { workDayOf } from '../dtr';
import * as repo from './overtime.repo';

// Compensatory overtime credits: what approved, served overtime earns (domain/coc.ts holds the rules:
// only time beyond the regular hours of the person's own schedule, less the meal break), the person's
// balance and ledger, and the Certificate of COC Earned.

const NOT_FOUND = 'The person was not found.';

/**
 * Works out the overtime served from the day's punches and the person's own schedule, and writes the
 * overtime's one credit (rewritten, never doubled, when recomputed). `served_minutes` keeps the time that
 * counts (beyond regular hours, less the meal break: what the certificate lists); the credit's remarks
 * say what was left out. Answers the served minutes and hours credited.
 */
export async function creditOvertime(deps: Deps, row: repo.OvertimeRow) {
  const [punches, day, earnedThisMonth, balance, monthlyCap, balanceCap] = await Promise.all([
    repo.punchMinutesOn(deps.db, row.personnel_id, row.date),
    // The schedule, holiday and suspension exactly as the DTR reads them.
    workDayOf(deps.db, { personnelId: row.personnel_id, campusId: row.campus_id }, row.date),
    repo.earnedInMonth(deps.db, row.personnel_id, row.date, row.id),
    repo.balanceOf(deps.db, row.personnel_id, deps.clock.today(), row.id),
    readNumberSetting(deps.db, 'coc_monthly_cap_hours'),
    readNumberSetting(deps.db, 'coc_balance_cap_hours'),
  ]);
  const earning = overtimeCredit({
    day: { date: row.date, schedule: day.schedule, holiday: day.holiday, suspensionFrom: day.suspensionFrom === null ? null : toMinutes(day.suspensionFrom) },
    window: { start: toMinutes(row.start_time), end: toMinutes(row.end_time) },
    punches,
    earnedThisMonth,
    balance,
    monthlyCap,
    balanceCap,
  });
  const served = earning.served.beyondRegular;
  const remarks = earning.remarks;
  await repo.setServed(deps.db, row.id, served);
  const creditId = await repo.upsertCredit(deps.db, {
    personnelId: row.personnel_id,
    overtimeId: row.id,
    hours: earning.hours,
    date: row.date,
    expiresOn: earning.expiresOn,
    remarks,
  });
  await writeAudit(deps.db, {
    actorUserId: null,
    action: 'credit',
    entity: 'compensatory_credit',
    entityId: creditId,
    after: {
      overtime_request_id: row.id,
      served_minutes: served,
      within_regular_minutes: earning.served.insideRegular,
      meal_break_minutes: earning.served.mealBreak,
      day_off: earning.dayOff,
      rate: earning.rate,
      hours: earning.hours,
      expires_on: earning.expiresOn,
      remarks,
    },
  });
  return { served_minutes: served, hours: earning.hours };
}

/** The balance and ledger of a person, to themselves, their head (or OIC) and the attendance office. */
export async function creditsOfPerson(deps: Deps, actor: Actor, personnelId: number): Promise<TCredits> {
  if (!(await maySeeRequestOf(deps.db, actor, personnelId, ['EDATSADMIN']))) throw AppError.notFound(NOT_FOUND);
  const asOf = deps.clock.today();
  const [balance, entries] = await Promise.all([repo.balanceOf(deps.db, personnelId, asOf), repo.creditsOf(deps.db, personnelId, asOf)]);
  return { personnel_id: personnelId, balance: roundHours(balance), as_of: asOf, entries };
}

export async function myCredits(deps: Deps, actor: Actor): Promise<TCredits> {
  if (!actor.personnelId) return { personnel_id: null, balance: 0, as_of: deps.clock.today(), entries: [] };
  return creditsOfPerson(deps, actor, actor.personnelId);
}

/** The Certificate of COC Earned for one month (the caller's own unless they may see the person's). */
export async function certificate(deps: Deps, actor: Actor, q: { personnel_id?: number; month: string }) {
  const personnelId = q.personnel_id ?? actor.personnelId;
  if (!personnelId) throw AppError.validation('personnel_id', 'The personnel field is required.');
  if (personnelId !== actor.personnelId && !hasAnyView(actor, ['EDATSADMIN']) && !(await maySeeRequestOf(deps.db, actor, personnelId, ['EDATSADMIN'])))
    throw AppError.notFound(NOT_FOUND);
  const person = await repo.personOf(deps.db, personnelId);
  if (!person) throw AppError.notFound(NOT_FOUND);
  const entries = (await repo.creditsOf(deps.db, personnelId, deps.clock.today(), q.month)).filter((e) => e.entry_kind === 'earned').reverse();
  return renderCocCertificate(deps, person, q.month, entries);
}
