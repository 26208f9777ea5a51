import { cocBalance, cocExpiry, roundHours } from '../../../domain/coc';
import { readDate, readQuantity } from '../../../domain/import-values';
import { readNumberSetting } from '../../../lib/settings';
import { refreshAfterBulkChange } from '../../leave';
import type { ImportKind, PlannedRow } from './kind';
import * as people from './people.repo';
import { personOfRow } from './person-row';
import * as repo from './coc-balances.repo';

// COC balances (issue 41): the compensatory overtime credits people hold, unused and unexpired, carried over from the
// old system. One row an earning: the person (employee number), the day the hours were earned (or the cut-off date of
// a balance kept as one figure), the hours and when they expire. Under CSC-DBM JC 2 s.2004 (domain/coc.ts) an earning
// lapses at the end of the year after the year it was earned: an expiry later than that, or one already past, is
// refused; and nobody's unexpired balance may pass the COC balance cap (setting coc_balance_cap_hours). They become
// earnings of the COC ledger (compensatory_credits) with no overtime request behind them, which CTO then uses oldest first.

type Plan = repo.Lot & { id: number | null; before: repo.Entry | null };

/** numeric(7,2) of the ledger. */
const MAX_HOURS = 99999.99;

const fields = [
  {
    key: 'employee_no',
    label: 'Employee number',
    mandatory: true,
    hint: 'the number of the person on file',
    aliases: ['idno', 'id no', 'employee id', 'emp no', 'employee no.'],
  },
  {
    key: 'earned_on',
    label: 'Earned on',
    mandatory: true,
    hint: 'the day the hours were earned (a balance kept as one figure: its cut-off date); one row a person and day',
    aliases: ['date earned', 'earned', 'date', 'as of', 'balance as of', 'overtime date'],
  },
  {
    key: 'hours',
    label: 'Hours',
    mandatory: true,
    hint: 'the hours of COC still unused, up to two decimals, e.g. 12.50',
    aliases: ['coc', 'coc hours', 'coc balance', 'balance', 'hours earned', 'unused hours'],
  },
  {
    key: 'expires_on',
    label: 'Expires on',
    mandatory: false,
    hint: 'blank: 31 December of the year after the hours were earned (JC 2 s.2004), the latest it may be',
    aliases: ['expiry', 'expiry date', 'valid until', 'expires'],
  },
];

const hoursText = (n: number) => roundHours(n).toFixed(2);

export const cocBalancesKind: ImportKind<Plan> = {
  kind: 'coc-balances',
  description: 'One row an earning: the compensatory overtime credits a person still holds, the day earned, the hours and their expiry.',
  undoRule:
    'An import of COC balances can be undone until the hours are used: compensatory time-off (CTO) was filed or taken by one of the people after the import, or a later import changed the hours.',
  fields,

  async plan(deps, actor, rows) {
    const [byIdno, cap] = await Promise.all([people.peopleByEmployeeNumber(deps.db), readNumberSetting(deps.db, 'coc_balance_cap_hours')]);
    const today = deps.clock.today();
    const named = [...new Set(rows.map((r) => byIdno.get(r.cell('employee_no').toLowerCase())?.id).filter((id) => id !== undefined))];
    const ledgers = await repo.ledgersOf(deps.db, named);
    const ledgerOf = new Map<number, repo.Entry[]>();
    for (const e of ledgers) ledgerOf.set(e.personnel_id, [...(ledgerOf.get(e.personnel_id) ?? []), e]);
    const carried = new Map(ledgers.filter((e) => e.carried_over).map((e) => [`${e.personnel_id}:${e.entry_date}`, e]));
    const seen = new Map<string, number>();

    const planned = rows.map((r): PlannedRow<Plan> => {
      const problems: string[] = [];
      const idno = r.cell('employee_no');
      const person = personOfRow(byIdno, actor, idno, problems);
      let earned: string | null = null;
      if (!r.cell('earned_on')) problems.push('The date earned is missing.');
      else {
        const read = readDate(r.cell('earned_on'), 'date earned');
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value > today) problems.push(`The date earned ${read.value} must not be in the future.`);
        else earned = read.value;
      }
      let hours: number | null = null;
      if (!r.cell('hours')) problems.push('The hours are missing.');
      else {
        const read = readQuantity(r.cell('hours'), 'hours', MAX_HOURS);
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value === 0) problems.push('The hours must be more than zero.');
        else if (roundHours(read.value) !== read.value) problems.push(`The hours ${read.value} have more than two decimals.`);
        else hours = read.value;
      }
      let expires: string | null = earned ? cocExpiry(earned) : null;
      if (r.cell('expires_on')) {
        const read = readDate(r.cell('expires_on'), 'expiry date');
        if (read.problem !== null) problems.push(read.problem);
        else if (earned && read.value < earned) problems.push(`The expiry date ${read.value} is before the date earned.`);
        else if (earned && read.value > cocExpiry(earned))
          problems.push(`COC earned on ${earned} expires on ${cocExpiry(earned)} at the latest (JC 2 s.2004); the row says ${read.value}.`);
        else expires = read.value;
      }
      if (expires && expires < today) problems.push(`These hours expired on ${expires}: an expired balance is not carried over.`);
      if (person && earned) {
        const key = `${person.id}:${earned}`;
        if (seen.has(key)) problems.push(`${person.name} has COC earned on ${earned} on row ${seen.get(key)} too; add the hours in one row.`);
        else seen.set(key, r.row);
      }
      const subject = person ? `${person.name}, earned ${earned ?? '?'}` : idno || '(no employee number)';
      if (problems.length || !person || !earned || hours === null || !expires)
        return { row: r.row, action: 'skip', subject, changes: [], problems, plan: null };
      const before = carried.get(`${person.id}:${earned}`) ?? null;
      const plan: Plan = { id: before?.id ?? null, personnel_id: person.id, entry_date: earned, hours, expires_on: expires, before };
      if (!before) return { row: r.row, action: 'create', subject, changes: [`${hoursText(hours)} hours, expiring ${expires}`], problems, plan };
      const changes: string[] = [];
      if (hoursText(before.hours) !== hoursText(hours)) changes.push(`Hours: ${hoursText(before.hours)} → ${hoursText(hours)}`);
      if (before.expires_on !== expires) changes.push(`Expires on: ${before.expires_on ?? '—'} → ${expires}`);
      return { row: r.row, action: changes.length ? 'update' : 'skip', subject, changes, problems, plan };
    });

    // The balance cap, per person over the whole file: their ledger with the file's earnings in place of those they replace.
    const rowsOf = new Map<number, PlannedRow<Plan>[]>();
    for (const p of planned) if (p.plan) rowsOf.set(p.plan.personnel_id, [...(rowsOf.get(p.plan.personnel_id) ?? []), p]);
    for (const [personnelId, own] of rowsOf) {
      const replaced = new Set(own.map((p) => p.plan!.id).filter((id) => id !== null));
      const entries = [
        ...(ledgerOf.get(personnelId) ?? []).filter((e) => !replaced.has(e.id)),
        ...own.map((p) => ({ entry_kind: 'earned', hours: p.plan!.hours, entry_date: p.plan!.entry_date, expires_on: p.plan!.expires_on })),
      ];
      const balance = cocBalance(entries, today);
      if (balance > cap) {
        const last = own.at(-1)!;
        last.problems.push(
          `${last.subject.replace(/, earned .*$/, '')} would hold ${hoursText(balance)} hours of unexpired COC, more than the ${hoursText(cap)} one may hold (the COC balance cap of the attendance settings).`,
        );
        last.plan = null;
      }
    }
    return planned;
  },

  async commit(tx, deps, _actor, plans, record) {
    const creates = plans.filter((p) => p.id === null);
    const ids = await repo.insertLots(tx, creates);
    for (const p of creates) record.created('compensatory_credits', ids.get(`${p.personnel_id}:${p.entry_date}`)!);
    const updates = plans.filter((p) => p.id !== null);
    for (const p of updates)
      record.updated('compensatory_credits', p.id!, { hours: p.before!.hours, expires_on: p.before!.expires_on, remarks: p.before!.remarks });
    await repo.setLots(
      tx,
      updates.map((p) => ({ id: p.id!, hours: p.hours, expires_on: p.expires_on, remarks: repo.CARRIED_OVER })),
    );
    // The COC hours on everyone's balances (leave_balances) come from this ledger: redone as an opening balance's are.
    return () => refreshAfterBulkChange(deps, [...new Set(plans.map((p) => p.personnel_id))]);
  },

  async refuseUndo(db, records, importedAt) {
    const used = await repo.firstUse(
      db,
      records.filter((r) => r.entity === 'compensatory_credits').map((r) => r.entityId),
      importedAt,
    );
    if (!used) return null;
    return used.how === 'cto' ? `${used.name} has filed or taken compensatory time-off since.` : `a later import changed the COC of ${used.name}.`;
  },

  undo: (tx, records) => repo.undoLots(tx, records),
};
