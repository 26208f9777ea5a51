import { normalize, notFound, readDate, readPesos, readWhole } from '../../../domain/import-values';
import type { ImportKind, PlannedRow } from './kind';
import * as people from './people.repo';
import { personOfRow } from './person-row';
import * as repo from './deductions.repo';

// Loans and other deductions (issue 41): what HR keeps per person and the payroll takes each month (person_deductions,
// as Payroll → Deductions keeps them): the kind by its code (a GSIS or Pag-IBIG loan, union dues…), the amount a month,
// the months it runs and, for a loan, the balance still owed, which paying a run lowers until it is paid off. One row a
// person and code, matched to the active deduction of that code on file: a new one is made, one on file takes the
// row's figures.

type Plan = repo.NewDeduction & { id: number | null; before: repo.Deduction | null };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month as offices type it: 2026-01, 01/2026, Jan 2026, January 2026, or any day of it. */
function readMonth(text: string, label: string): { value: string; problem: null } | { value: null; problem: string } {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(t);
  const slashed = /^(\d{1,2})[/-](\d{4})$/.exec(t);
  const words = /^([a-z]+)\.?[\s,-]+(\d{4})$/i.exec(t);
  const month = (y: string, m: number) => (m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, '0')}` : null);
  const found = iso
    ? month(iso[1]!, Number(iso[2]))
    : slashed
      ? month(slashed[2]!, Number(slashed[1]))
      : words
        ? month(words[2]!, MONTHS.indexOf(words[1]!.slice(0, 3).toLowerCase()) + 1)
        : null;
  if (found) return { value: found, problem: null };
  const day = readDate(t, label);
  return day.problem === null
    ? { value: day.value.slice(0, 7), problem: null }
    : { value: null, problem: `The ${label} "${t}" is not a month; write it as 2026-01.` };
}

const fields = [
  {
    key: 'employee_no',
    label: 'Employee number',
    mandatory: true,
    hint: 'the number of the person on file',
    aliases: ['idno', 'id no', 'employee id', 'emp no', 'employee no.'],
  },
  {
    key: 'code',
    label: 'Code',
    mandatory: true,
    hint: 'the kind of deduction by its code or name as Payroll → Deduction types lists it, e.g. GSIS-MPL',
    aliases: ['deduction code', 'loan code', 'deduction', 'loan', 'type', 'kind'],
  },
  { key: 'label', label: 'Description', mandatory: false, hint: "what the payslip says; blank: the kind's name", aliases: ['particulars', 'remarks', 'name'] },
  {
    key: 'monthly',
    label: 'Amount a month',
    mandatory: true,
    hint: 'pesos taken each month, e.g. 1,250.00',
    aliases: ['monthly', 'monthly amortization', 'amortization', 'monthly deduction', 'amount'],
  },
  {
    key: 'start_month',
    label: 'First month',
    mandatory: true,
    hint: 'the first month it is taken, e.g. 2026-01',
    aliases: ['start', 'start month', 'starts', 'effectivity', 'from'],
  },
  {
    key: 'end_month',
    label: 'Last month',
    mandatory: false,
    hint: 'the last month; blank: until stopped or paid off',
    aliases: ['end', 'end month', 'until', 'to'],
  },
  {
    key: 'balance',
    label: 'Balance',
    mandatory: false,
    hint: 'a loan: the pesos still owed (each paid payroll lowers it, and it stops at zero); blank: no balance kept',
    aliases: ['outstanding balance', 'loan balance', 'remaining balance', 'unpaid balance'],
  },
  { key: 'priority', label: 'Priority', mandatory: false, hint: '1–99, lower first when the pay cannot cover all; blank: 50', aliases: ['order'] },
];

const pesos = (centavos: number | null) =>
  centavos === null ? '—' : (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const deductionsKind: ImportKind<Plan> = {
  kind: 'deductions',
  description: 'One row a person and kind of deduction: the code, the amount a month, the months it runs and the balance of a loan.',
  undoRule:
    'An import of deductions can be undone until one of them is used: a payroll run computed after the import took it, or HR changed or stopped it since (on the deductions page or by a later import).',
  fields,

  async plan(deps, actor, rows) {
    const [byIdno, types, onFile] = await Promise.all([people.peopleByEmployeeNumber(deps.db), repo.deductionTypes(deps.db), repo.activeDeductions(deps.db)]);
    const typeByName = new Map(types.flatMap((t) => [[normalize(t.code), t] as const, [normalize(t.name), t] as const]));
    const typeLabels = types.flatMap((t) => [t.code, t.name]);
    const active = new Map<string, repo.Deduction[]>();
    for (const d of onFile) active.set(`${d.personnel_id}:${d.code}`, [...(active.get(`${d.personnel_id}:${d.code}`) ?? []), d]);
    const seen = new Map<string, number>();

    return rows.map((r): PlannedRow<Plan> => {
      const problems: string[] = [];
      const idno = r.cell('employee_no');
      const person = personOfRow(byIdno, actor, idno, problems);
      const typed = r.cell('code');
      const type = typed ? (typeByName.get(normalize(typed)) ?? null) : null;
      if (!typed) problems.push('The code is missing.');
      else if (!type)
        problems.push(
          `${notFound('kind of deduction', typed, typeLabels).replace(/^No kind of deduction is named/, 'No kind of deduction has the code')} Add it under Payroll → Deduction types first, or correct the code.`,
        );
      const label = r.cell('label') || type?.name || '';
      if (label.length > 150) problems.push('The description is longer than 150 characters.');
      let monthly: number | null = null;
      if (!r.cell('monthly')) problems.push('The amount a month is missing.');
      else {
        const read = readPesos(r.cell('monthly'), 'amount a month', { min: 0.01 });
        if (read.problem !== null) problems.push(read.problem);
        else monthly = read.value;
      }
      let start: string | null = null;
      if (!r.cell('start_month')) problems.push('The first month is missing.');
      else {
        const read = readMonth(r.cell('start_month'), 'first month');
        if (read.problem !== null) problems.push(read.problem);
        else start = read.value;
      }
      let end: string | null = null;
      if (r.cell('end_month')) {
        const read = readMonth(r.cell('end_month'), 'last month');
        if (read.problem !== null) problems.push(read.problem);
        else if (start && read.value < start) problems.push(`The last month ${read.value} is before the first month ${start}.`);
        else end = read.value;
      }
      let balance: number | null = null;
      if (r.cell('balance')) {
        const read = readPesos(r.cell('balance'), 'balance');
        if (read.problem !== null) problems.push(read.problem);
        else balance = read.value;
      }
      let priority = 50;
      if (r.cell('priority')) {
        const read = readWhole(r.cell('priority'), 'priority', 1, 99);
        if (read.problem !== null) problems.push(read.problem);
        else priority = read.value;
      }
      let before: repo.Deduction | null = null;
      if (person && type) {
        const key = `${person.id}:${type.code}`;
        if (seen.has(key)) problems.push(`${person.name} has ${type.code} on row ${seen.get(key)} too; one row a person and code.`);
        else seen.set(key, r.row);
        const standing = active.get(key) ?? [];
        if (standing.length > 1)
          problems.push(
            `${person.name} has ${standing.length} active ${type.code} deductions on file; change them on the deductions page (Payroll → Deductions).`,
          );
        before = standing[0] ?? null;
      }
      const subject = person ? `${person.name}, ${type?.code ?? typed}` : idno || '(no employee number)';
      if (problems.length || !person || !type || monthly === null || !start) return { row: r.row, action: 'skip', subject, changes: [], problems, plan: null };
      const plan: Plan = {
        id: before?.id ?? null,
        before,
        personnel_id: person.id,
        code: type.code,
        label,
        monthly,
        start_month: start,
        end_month: end,
        balance,
        priority,
      };
      if (!before)
        return {
          row: r.row,
          action: 'create',
          subject,
          changes: [`${label}: ${pesos(monthly)} a month from ${start}${end ? ` to ${end}` : ''}${balance !== null ? `, balance ${pesos(balance)}` : ''}`],
          problems,
          plan,
        };
      const changes: string[] = [];
      if (before.label !== label) changes.push(`Description: ${before.label} → ${label}`);
      if (before.monthly !== monthly) changes.push(`Amount a month: ${pesos(before.monthly)} → ${pesos(monthly)}`);
      if (before.start_month !== start) changes.push(`First month: ${before.start_month} → ${start}`);
      if (before.end_month !== end) changes.push(`Last month: ${before.end_month ?? '—'} → ${end ?? '—'}`);
      if (before.balance !== balance) changes.push(`Balance: ${pesos(before.balance)} → ${pesos(balance)}`);
      if (before.priority !== priority) changes.push(`Priority: ${before.priority} → ${priority}`);
      return { row: r.row, action: changes.length ? 'update' : 'skip', subject, changes, problems, plan };
    });
  },

  async commit(tx, _deps, _actor, plans, record) {
    const creates = plans.filter((p) => p.id === null);
    const ids = await repo.insertDeductions(tx, creates);
    for (const p of creates) record.created('person_deductions', ids.get(`${p.personnel_id}:${p.code}`)!);
    const updates = plans.filter((p) => p.id !== null);
    for (const p of updates) record.updated('person_deductions', p.id!, Object.fromEntries(repo.DEDUCTION_COLUMNS.map((c) => [c, p.before![c]])));
    // As the deductions page saves one: a loan with nothing left owed stops.
    await repo.setDeductions(
      tx,
      updates.map((p) => ({ ...p, id: p.id!, active: p.balance === null || p.balance > 0 })),
    );
  },

  async refuseUndo(db, records, importedAt) {
    const used = await repo.firstUse(
      db,
      records.filter((r) => r.entity === 'person_deductions').map((r) => r.entityId),
      importedAt,
    );
    if (!used) return null;
    const what = `${used.label} of ${used.name}`;
    if (used.how === 'payroll') return `a payroll run computed since took the ${what}.`;
    return used.how === 'changed' ? `HR changed the ${what} since.` : `a later import changed the ${what}.`;
  },

  undo: (tx, records) => repo.undoDeductions(tx, records),
};
