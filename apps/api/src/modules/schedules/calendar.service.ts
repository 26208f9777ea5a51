import type {
  THolidayAnswer,
  THolidayBody,
  THolidayList,
  THolidaySaved,
  TMessage,
  TWorkSuspensionAnswer,
  TWorkSuspensionBody,
  TWorkSuspensionList,
  TWorkSuspensionSaved,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { campusExists } from '../attendance';
import * as repo from './calendar.repo';

// Holidays and work suspensions set by the eDATS admin; everyone may read them (the DTR remarks name them).

async function mustFindHoliday(deps: Deps, id: number) {
  const row = await repo.findHoliday(deps.db, id);
  if (!row) throw AppError.notFound('The holiday was not found.');
  return row;
}

async function checkHoliday(deps: Deps, v: repo.HolidayValues, selfId?: number) {
  if (v.campus_id !== null && !(await campusExists(deps.db, v.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
  if (await repo.holidayOn(deps.db, v.date, v.campus_id, selfId)) {
    throw AppError.validation(
      'date',
      v.campus_id === null ? 'A national holiday is already set on this date.' : 'A holiday is already set on this date for this campus.',
    );
  }
}

const holidayValues = (body: THolidayBody): repo.HolidayValues => ({ date: body.date, name: body.name, campus_id: body.campus_id ?? null, part: body.part });

export async function listHolidays(deps: Deps, year?: number): Promise<THolidayList> {
  const y = year ?? Number(deps.clock.today().slice(0, 4));
  return { year: y, holidays: await repo.holidaysOfYear(deps.db, y) };
}

export async function getHoliday(deps: Deps, id: number): Promise<THolidayAnswer> {
  return { holiday: await mustFindHoliday(deps, id) };
}

export async function createHoliday(deps: Deps, actor: Actor, body: THolidayBody): Promise<THolidaySaved> {
  const values = holidayValues(body);
  await checkHoliday(deps, values);
  const id = await repo.insertHoliday(deps.db, values);
  const after = await mustFindHoliday(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'holidays', entityId: id, after, ip: actor.ip });
  return { message: 'The holiday has been saved.', holiday: after };
}

export async function updateHoliday(deps: Deps, actor: Actor, id: number, body: THolidayBody): Promise<THolidaySaved> {
  const before = await mustFindHoliday(deps, id);
  const values = holidayValues(body);
  await checkHoliday(deps, values, id);
  await repo.updateHoliday(deps.db, id, values);
  const after = await mustFindHoliday(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'holidays', entityId: id, before, after, ip: actor.ip });
  return { message: 'The holiday has been updated.', holiday: after };
}

export async function deleteHoliday(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  const before = await mustFindHoliday(deps, id);
  await repo.deleteHoliday(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'holidays', entityId: id, before, ip: actor.ip });
  return { message: 'The holiday has been deleted.' };
}

async function mustFindSuspension(deps: Deps, id: number) {
  const row = await repo.findSuspension(deps.db, id);
  if (!row) throw AppError.notFound('The work suspension was not found.');
  return row;
}

async function checkSuspension(deps: Deps, body: TWorkSuspensionBody) {
  if (!(await campusExists(deps.db, body.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
}

export async function listSuspensions(deps: Deps, month?: string): Promise<TWorkSuspensionList> {
  const m = month ?? deps.clock.today().slice(0, 7);
  return { month: m, work_suspensions: await repo.suspensionsOfMonth(deps.db, m) };
}

export async function getSuspension(deps: Deps, id: number): Promise<TWorkSuspensionAnswer> {
  return { work_suspension: await mustFindSuspension(deps, id) };
}

export async function createSuspension(deps: Deps, actor: Actor, body: TWorkSuspensionBody): Promise<TWorkSuspensionSaved> {
  await checkSuspension(deps, body);
  const id = await repo.insertSuspension(deps.db, body);
  const after = await mustFindSuspension(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'work_suspensions', entityId: id, after, ip: actor.ip });
  return { message: 'The work suspension has been saved.', work_suspension: after };
}

export async function updateSuspension(deps: Deps, actor: Actor, id: number, body: TWorkSuspensionBody): Promise<TWorkSuspensionSaved> {
  const before = await mustFindSuspension(deps, id);
  await checkSuspension(deps, body);
  await repo.updateSuspension(deps.db, id, body);
  const after = await mustFindSuspension(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'work_suspensions', entityId: id, before, after, ip: actor.ip });
  return { message: 'The work suspension has been updated.', work_suspension: after };
}

export async function deleteSuspension(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  const before = await mustFindSuspension(deps, id);
  await repo.deleteSuspension(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'work_suspensions', entityId: id, before, ip: actor.ip });
  return { message: 'The work suspension has been deleted.' };
}
