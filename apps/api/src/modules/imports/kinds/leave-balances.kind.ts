import { readDate, readQuantity } from '../../../domain/import-values';
import { refreshAfterBulkChange } from '../../leave';
import type { ImportKind, PlannedRow } from './kind';
import * as people from './people.repo';
import { personOfRow } from './person-row';
import * as repo from './leave-balances.repo';

// Opening leave balances (issue 41): the vacation and sick leave a person carried over from the old system as of a
// cut-off date, one row a person, matched by the employee number. The same record leave's "opening balance" sets one at
// a time (leave_opening_balances) under the same rules: the as-of date not in the future, nobody their own. The leave
// card starts the month after the as-of date; the cards are redone after the commit as leave does for one.

type Plan = repo.Opening & { before: repo.Opening | null };

/** The most days a leave card holds (numeric(8,3)), as leave's opening balance allows. */
const MAX_DAYS = 9999.999;

const fields = [
  {
    key: 'employee_no',
    label: 'Employee number',
    mandatory: true,
    hint: 'the number of the person on file',
    aliases: ['idno', 'id no', 'employee id', 'emp no', 'employee no.'],
  },
  {
    key: 'as_of',
    label: 'As of',
    mandatory: true,
    hint: 'the cut-off date of the balances (not in the future), e.g. 2025-12-31; the leave card continues from the next month',
    aliases: ['as of date', 'cut-off date', 'cutoff date', 'cut off', 'balance as of', 'date'],
  },
  {
    key: 'vl',
    label: 'Vacation leave',
    mandatory: true,
    hint: 'days, up to three decimals, e.g. 12.375',
    aliases: ['vl', 'vl balance', 'vacation leave balance', 'vacation', 'vacation leave credits'],
  },
  {
    key: 'sl',
    label: 'Sick leave',
    mandatory: true,
    hint: 'days, up to three decimals, e.g. 10.500',
    aliases: ['sl', 'sl balance', 'sick leave balance', 'sick', 'sick leave credits'],
  },
];

const days = (n: number) => n.toFixed(3);

export const leaveBalancesKind: ImportKind<Plan> = {
  kind: 'leave-balances',
  description: 'One row a person: the vacation and sick leave carried over from the old leave cards, as of a cut-off date.',
  undoRule:
    'An import of leave balances can be undone until a balance is used: leave charged to vacation or sick leave was filed for one of the people after the import, or their opening balance was set again since.',
  fields,

  async plan(deps, actor, rows) {
    const [byIdno, openings] = await Promise.all([people.peopleByEmployeeNumber(deps.db), repo.openingBalances(deps.db)]);
    const today = deps.clock.today();
    const seen = new Map<number, number>();
    return rows.map((r): PlannedRow<Plan> => {
      const problems: string[] = [];
      const idno = r.cell('employee_no');
      const person = personOfRow(byIdno, actor, idno, problems, seen, r.row);
      let asOf: string | null = null;
      if (!r.cell('as_of')) problems.push('The as-of date is missing.');
      else {
        const read = readDate(r.cell('as_of'), 'as-of date');
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value > today) problems.push(`The as-of date ${read.value} must not be in the future.`);
        else asOf = read.value;
      }
      const credit = (key: 'vl' | 'sl', label: string) => {
        if (!r.cell(key)) {
          problems.push(`The ${label} is missing.`);
          return null;
        }
        const read = readQuantity(r.cell(key), label, MAX_DAYS);
        if (read.problem !== null) problems.push(read.problem);
        return read.value;
      };
      const vl = credit('vl', 'vacation leave');
      const sl = credit('sl', 'sick leave');
      const subject = person?.name ?? (idno || '(no employee number)');
      if (problems.length || !person || asOf === null || vl === null || sl === null)
        return { row: r.row, action: 'skip', subject, changes: [], problems, plan: null };
      const before = openings.get(person.id) ?? null;
      const plan: Plan = { personnel_id: person.id, as_of: asOf, vl, sl, created_by_user_id: actor.userId, before };
      if (!before)
        return { row: r.row, action: 'create', subject, changes: [`As of ${asOf}: vacation leave ${days(vl)}, sick leave ${days(sl)}`], problems, plan };
      const changes: string[] = [];
      if (before.as_of !== asOf) changes.push(`As of: ${before.as_of} → ${asOf}`);
      if (days(before.vl) !== days(vl)) changes.push(`Vacation leave: ${days(before.vl)} → ${days(vl)}`);
      if (days(before.sl) !== days(sl)) changes.push(`Sick leave: ${days(before.sl)} → ${days(sl)}`);
      return { row: r.row, action: changes.length ? 'update' : 'skip', subject, changes, problems, plan };
    });
  },

  async commit(tx, deps, actor, plans, record) {
    await repo.saveOpeningBalances(tx, plans, actor.userId);
    for (const p of plans) {
      if (p.before) record.updated('leave_opening_balances', p.personnel_id, p.before);
      else record.created('leave_opening_balances', p.personnel_id);
    }
    return () =>
      refreshAfterBulkChange(
        deps,
        plans.map((p) => p.personnel_id),
      );
  },

  async refuseUndo(db, records, importedAt) {
    const used = await repo.firstUse(
      db,
      records.filter((r) => r.entity === 'leave_opening_balances').map((r) => r.entityId),
      importedAt,
    );
    if (!used) return null;
    return used.how === 'leave'
      ? `leave charged to vacation or sick leave was filed for ${used.name} since.`
      : `the opening balance of ${used.name} was set again since.`;
  },

  // The cards are redone from the balances put back: the trigger on leave_opening_balances marked them stale, and the
  // next read of a card or of the balances (or the hourly job) brings them up to date.
  undo: (tx, records) => repo.undoOpenings(tx, records),
};
