import {
  PROPERTY_CONDITION_LABELS,
  type TCount,
  type TCountBody,
  type TCountCloseInput,
  type TCountLinesQuery,
  type TCountLineUpdate,
  type TCountQuery,
} from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import { notifyMany } from '../notifications';
import * as repo from './count.repo';
import { renderCountDifferences, renderCountSheet } from './count.pdf';

// The physical count of property (issue 23; COA's RPCPPE and RPCSP). The supply and property office opens a count of
// what one office's people (or one employee) hold as of a day: its lines are the books (holder, condition) at that
// moment. The counters mark each line found (with the condition seen) or not found; closing writes the conditions seen
// back to the register. One open count per office or employee. Every write is one transaction with its audit; a read
// of the holders' lines is a read of other people's accountabilities, audited.

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const subjectName = (count: TCount) => (count.office ? count.office.fullname : (count.personnel?.fullname ?? ''));

async function readCount(deps: Deps, id: number): Promise<TCount> {
  const count = await repo.findCount(deps.db, id);
  if (!count) throw AppError.notFound('The count was not found.');
  return count;
}

async function auditHoldersRead(deps: Deps, actor: Actor, count: TCount, what: string) {
  const holders = await repo.holdersOf(deps.db, count.id);
  if (holders.length) await auditPersonalRead(deps, actor, { personnelIds: holders, entity: 'property_count', entityId: count.id, what });
}

/** Opens a count of an office's or an employee's property as of a day, with a line per item held, and tells the holders. */
export async function createCount(deps: Deps, actor: Actor, body: TCountBody) {
  if (body.as_of > deps.clock.today()) throw AppError.validation('as_of', 'The count date must not be in the future.');
  const office = body.scope === 'office';
  const field = office ? 'department_id' : 'personnel_id';
  const subjectId = (office ? body.department_id : body.personnel_id)!;
  const subject = office ? await repo.departmentOf(deps.db, subjectId) : await repo.personOf(deps.db, subjectId);
  if (!subject) throw AppError.validation(field, office ? 'The office was not found.' : 'The employee was not found.');
  const name = subject.fullname;

  const id = await withTransaction(deps.db, async (tx) => {
    await repo.lockSubject(tx, body.scope, subjectId);
    const open = await repo.openCountOf(tx, body.scope, subjectId);
    if (open) throw AppError.validation(field, `${name} already has an open count (as of ${longDate(open.as_of)}): close it first.`);
    const made = await repo.insertCount(tx, {
      scope: body.scope,
      departmentId: office ? subjectId : null,
      personnelId: office ? null : subjectId,
      asOf: body.as_of,
      remarks: body.remarks,
      userId: actor.userId,
    });
    // Nothing held: the count and its (no) lines roll back with the refusal.
    if (made.lines === 0) throw AppError.validation(field, `${name} holds no property to count.`);
    const holders = made.holders ?? [];
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'property_count',
      entityId: made.id,
      after: { scope: body.scope, department_id: office ? subjectId : null, personnel_id: office ? null : subjectId, as_of: body.as_of, lines: made.lines },
      ip: actor.ip,
    });
    // One notice per holder, all in one statement (an office can have hundreds), pushed once committed.
    const title = office ? `Physical count of your office's property on ${longDate(body.as_of)}` : `Physical count of your property on ${longDate(body.as_of)}`;
    const users = await repo.usersOf(tx, holders);
    await notifyMany(
      deps,
      users.map((userId) => ({
        userId,
        input: {
          title,
          description: 'The supply and property office will count the property issued to you. Keep it at hand; see what you hold under My property.',
          link: '/my/mrs/summary',
        },
      })),
      tx,
    );
    return made.id;
  });
  const count = (await repo.findCount(deps.db, id))!;
  return { message: `The count of ${name} has been opened: ${count.counts.total} item${count.counts.total === 1 ? '' : 's'} to count.`, count };
}

export async function listCounts(deps: Deps, q: TCountQuery) {
  const { counts, total } = await repo.listCounts(deps.db, q);
  return { counts, meta: { page: q.page, per_page: q.per_page, total } };
}

/** A count with a page of its lines (filtered by state, searched). */
export async function getCount(deps: Deps, actor: Actor, id: number, q: TCountLinesQuery) {
  const count = await readCount(deps, id);
  const { lines, total } = await repo.countLines(deps.db, id, q);
  await auditHoldersRead(deps, actor, count, 'physical count of property');
  return { count, lines, meta: { page: q.page, per_page: q.per_page, total } };
}

/** Records one line: found (in which condition) or not found. */
export async function recordLine(deps: Deps, actor: Actor, countId: number, itemId: number, body: TCountLineUpdate) {
  const at = deps.clock.now();
  const before = await withTransaction(deps.db, async (tx) => {
    const count = await repo.lockCount(tx, countId, 'share');
    if (!count) throw AppError.notFound('The count was not found.');
    if (count.status !== 'open') throw AppError.validation('found', 'The count is closed: its lines are no longer changed.');
    const line = await repo.findLine(tx, countId, itemId);
    if (!line) throw AppError.notFound('The item is not in this count.');
    await repo.updateLine(tx, { countId, itemId, found: body.found, condition: body.condition ?? null, remarks: body.remarks, userId: actor.userId, at });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'update',
      entity: 'property_count_line',
      entityId: `${countId}:${itemId}`,
      before: { found: line.found, condition: line.condition, remarks: line.remarks },
      after: { found: body.found, condition: body.found ? body.condition : null, remarks: body.remarks },
      ip: actor.ip,
    });
    return line;
  });
  const line = (await repo.findLine(deps.db, countId, itemId))!;
  const counts = await repo.totalsOf(deps.db, countId);
  const what = body.found ? `found (${PROPERTY_CONDITION_LABELS[body.condition!].toLowerCase()})` : 'not found';
  return { message: `${before.item.property_number} recorded as ${what}.`, line, counts };
}

/** Closes a count: every line counted (or the uncounted recorded as not found), the conditions seen written to the register. */
export async function closeCount(deps: Deps, actor: Actor, id: number, body: TCountCloseInput) {
  const at = deps.clock.now();
  const result = await withTransaction(deps.db, async (tx) => {
    const count = await repo.lockCount(tx, id, 'update');
    if (!count) throw AppError.notFound('The count was not found.');
    if (count.status !== 'open') throw AppError.validation('count', 'The count is already closed.');
    const totals = await repo.totalsOf(tx, id);
    if (totals.uncounted > 0 && !body.uncounted_as_not_found)
      throw AppError.validation(
        'uncounted_as_not_found',
        `${totals.uncounted} item${totals.uncounted === 1 ? ' is' : 's are'} not counted yet: count ${totals.uncounted === 1 ? 'it' : 'them'}, or close with the uncounted recorded as not found.`,
      );
    const markedNotFound = totals.uncounted > 0 ? await repo.markUncountedNotFound(tx, id, actor.userId, at) : 0;
    const changed = await repo.writeConditionsBack(tx, id);
    await repo.closeCount(tx, id, at);
    for (const c of changed)
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'update',
        entity: 'property_item',
        entityId: c.item_id,
        before: { condition: c.before },
        after: { condition: c.after, property_count_id: id },
        ip: actor.ip,
      });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'close',
      entity: 'property_count',
      entityId: id,
      before: { status: 'open' },
      after: { status: 'closed', closed_at: at, uncounted_marked_not_found: markedNotFound, conditions_changed: changed.length },
      ip: actor.ip,
    });
    return { markedNotFound, changed: changed.length };
  });
  const count = (await repo.findCount(deps.db, id))!;
  const parts = [
    result.changed ? `${result.changed} condition${result.changed === 1 ? '' : 's'} updated in the register` : null,
    result.markedNotFound ? `${result.markedNotFound} uncounted item${result.markedNotFound === 1 ? '' : 's'} recorded as not found` : null,
  ].filter(Boolean);
  return { message: `The count of ${subjectName(count)} has been closed${parts.length ? `: ${parts.join('; ')}` : ''}.`, count };
}

/** What differs from the books: not found (with their cost), found in another condition, and the totals per form. */
export async function differences(deps: Deps, actor: Actor, id: number) {
  const count = await readCount(deps, id);
  const [lines, forms] = await Promise.all([repo.differingLines(deps.db, id), repo.formTotals(deps.db, id)]);
  await auditHoldersRead(deps, actor, count, 'differences of a physical count of property');
  const notFound = lines.filter((l) => l.found === false);
  return {
    count,
    not_found: notFound,
    not_found_value: notFound.reduce((sum, l) => sum + l.item.unit_cost, 0),
    condition_changed: lines.filter((l) => l.found === true),
    per_form: forms.map((f) => ({ ...f, label: f.form === 'PAR' ? 'Property, plant and equipment' : 'Semi-expendable property' })),
  };
}

const fileStem = (count: TCount) =>
  `count-${count.id}-${(count.office?.acronym ?? count.personnel?.fullname ?? '').replace(/[^A-Za-z0-9]+/g, '-')}-${count.as_of}`;

/** The count sheet on the COA layout: the RPCPPE and the RPCSP in one PDF. */
export async function countSheetPdf(deps: Deps, actor: Actor, id: number) {
  const count = await readCount(deps, id);
  const [lines, university] = await Promise.all([repo.sheetLines(deps.db, id), readSetting(deps.db, 'university_name')]);
  await auditHoldersRead(deps, actor, count, 'count sheet of a physical count of property');
  return { fileName: `${fileStem(count)}.pdf`, bytes: await renderCountSheet({ university: String(university), count, lines }) };
}

/** The report of differences, printed. */
export async function differencesPdf(deps: Deps, actor: Actor, id: number) {
  const d = await differences(deps, actor, id);
  const university = String(await readSetting(deps.db, 'university_name'));
  return { fileName: `${fileStem(d.count)}-differences.pdf`, bytes: await renderCountDifferences({ university, differences: d }) };
}
