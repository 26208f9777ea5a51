import { readDate, readPesos, readWhole } from '../../../domain/import-values';
import type { ImportKind, PlannedRow } from './kind';
import * as repo from './salary-schedule.repo';

// Salary schedules of past years (issue 41): one row a cell — the day the schedule took effect, the grade, the step and
// the monthly salary — matched to the cell on file by the three. The salary schedule module's rules hold: a grade's
// steps rise, and a figure is the schedule's record of what was paid: a cell that a paid payroll or an issued NOSA or
// NOSI read while it was in force is not changed (nor is one slipped in before it), since the pay is corrected by an
// adjustment, not by rewriting the schedule it was computed from.

type Plan = { id: number | null; cell: repo.NewCell; before: repo.CellOnFile | null };

const FAR = '9999-12-31';
const pesos = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const fields = [
  {
    key: 'effective_date',
    label: 'Effective date',
    mandatory: true,
    hint: 'the day the schedule took effect, e.g. 2019-01-01',
    aliases: ['effectivity', 'effective', 'date effective', 'effectivity date'],
  },
  { key: 'salary_grade', label: 'Salary grade', mandatory: true, hint: '1–33', aliases: ['sg', 'grade'] },
  { key: 'step', label: 'Step', mandatory: true, hint: '1–8', aliases: ['salary step'] },
  {
    key: 'amount',
    label: 'Monthly salary',
    mandatory: true,
    hint: 'in pesos a month, e.g. 22,938.00',
    aliases: ['monthly', 'amount', 'salary', 'monthly salary rate'],
  },
  {
    key: 'tranche',
    label: 'Tranche',
    mandatory: false,
    hint: 'the law or order the schedule carries out, e.g. EO 201 s. 2016, 3rd tranche',
    aliases: ['legal basis', 'basis'],
  },
];

export const salaryScheduleKind: ImportKind<Plan> = {
  kind: 'salary-schedules',
  description: 'One row a cell of a past salary schedule: effective date, salary grade, step and monthly salary.',
  undoRule:
    'An import of salary schedules can be undone until one of its figures is used: read by a payroll paid, or a NOSA or NOSI issued, after the import; or the schedule corrected by hand since.',
  fields,

  async plan(deps, _actor, rows) {
    const cells = await repo.cellsOnFile(deps.db);
    const onFile = new Map(cells.map((c) => [repo.cellKey(c.grade, c.step, c.effective_date), c]));
    const seen = new Map<string, number>();

    const read = rows.map((r) => {
      const problems: string[] = [];
      const text = r.cell;
      const need = (key: string, label: string) => (text(key) ? true : (problems.push(`The ${label} is missing.`), false));
      let date: string | null = null;
      if (need('effective_date', 'effective date')) {
        const d = readDate(text('effective_date'), 'effective date');
        if (d.problem !== null) problems.push(d.problem);
        else date = d.value;
      }
      const whole = (key: string, label: string, max: number) => {
        if (!need(key, label)) return null;
        const n = readWhole(text(key), label, 1, max);
        if (n.problem !== null) problems.push(n.problem);
        return n.value;
      };
      const grade = whole('salary_grade', 'salary grade', 33);
      const step = whole('step', 'step', 8);
      let amount: number | null = null;
      if (need('amount', 'monthly salary')) {
        const a = readPesos(text('amount'), 'monthly salary', { min: 0.01 });
        if (a.problem !== null) problems.push(a.problem);
        else if (a.value > 2_000_000_000) problems.push(`The monthly salary ${text('amount')} is too large.`);
        else amount = a.value;
      }
      if (text('tranche').length > 200) problems.push('The tranche is longer than 200 characters.');
      const key = date && grade && step ? repo.cellKey(grade, step, date) : null;
      if (key && seen.has(key)) problems.push(`Salary grade ${grade}, step ${step} from ${date} is also on row ${seen.get(key)}.`);
      else if (key) seen.set(key, r.row);
      const before = key ? (onFile.get(key) ?? null) : null;
      const cell = date && grade && step && amount ? { grade, step, effective_date: date, amount, tranche: text('tranche') || before?.tranche || null } : null;
      return { row: r.row, problems, cell, before };
    });

    // The schedule each grade and step follows once the file is in: the cells on file with the file's laid over them.
    const merged = new Map(onFile);
    for (const x of read) if (x.cell && !x.problems.length) merged.set(repo.cellKey(x.cell.grade, x.cell.step, x.cell.effective_date), { id: 0, ...x.cell });
    const datesOf = new Map<string, string[]>();
    for (const c of merged.values()) datesOf.set(`${c.grade}|${c.step}`, [...(datesOf.get(`${c.grade}|${c.step}`) ?? []), c.effective_date]);
    for (const list of datesOf.values()) list.sort();
    const previous = (g: number, s: number, d: string) => {
      const list = datesOf.get(`${g}|${s}`)!.filter((x) => x < d && onFile.has(repo.cellKey(g, s, x)));
      return list.length ? onFile.get(repo.cellKey(g, s, list[list.length - 1]!))!.amount : null;
    };
    const until = (g: number, s: number, d: string) => datesOf.get(`${g}|${s}`)!.find((x) => x > d) ?? FAR;

    // What a row changes that someone read: the amount in force from its day until the next schedule's differs.
    const changing = read.filter(
      (x) => x.cell && !x.problems.length && (x.before?.amount ?? previous(x.cell.grade, x.cell.step, x.cell.effective_date)) !== x.cell.amount,
    );
    const readers = await repo.readersOf(
      deps.db,
      changing.map((x) => ({
        grade: x.cell!.grade,
        step: x.cell!.step,
        from: x.cell!.effective_date,
        until: until(x.cell!.grade, x.cell!.step, x.cell!.effective_date),
      })),
      null,
    );

    return read.map((x): PlannedRow<Plan> => {
      const subject = x.cell ? `SG ${x.cell.grade}, step ${x.cell.step} from ${x.cell.effective_date}` : `Row ${x.row}`;
      if (!x.cell || x.problems.length) return { row: x.row, action: x.before ? 'update' : 'create', subject, changes: [], problems: x.problems, plan: null };
      const { grade, step, effective_date: date, amount } = x.cell;
      const problems: string[] = [];
      const lower = merged.get(repo.cellKey(grade, step - 1, date));
      const higher = merged.get(repo.cellKey(grade, step + 1, date));
      if (lower && lower.amount >= amount)
        problems.push(
          `The steps of salary grade ${grade} must increase: step ${step} (${pesos(amount)}) is not more than step ${step - 1} (${pesos(lower.amount)}).`,
        );
      // A higher step from the file is refused on its own row; one on file is refused here.
      if (higher && higher.id !== 0 && higher.amount <= amount)
        problems.push(
          `The steps of salary grade ${grade} must increase: step ${step + 1} (${pesos(higher.amount)}) is not more than step ${step} (${pesos(amount)}).`,
        );
      const reader = readers.get(repo.cellKey(grade, step, date));
      if (reader)
        problems.push(
          `${reader[0]!.toUpperCase()}${reader.slice(1)} read salary grade ${grade}, step ${step} of the schedule from ${date}: it is not changed; correct the pay by an adjustment.`,
        );
      const changes: string[] = [];
      if (x.before && x.before.amount !== amount) changes.push(`Monthly salary: ${pesos(x.before.amount)} → ${pesos(amount)}`);
      if (x.before && (x.before.tranche ?? null) !== x.cell.tranche) changes.push(`Tranche: ${x.before.tranche ?? '—'} → ${x.cell.tranche ?? '—'}`);
      const action = x.before ? (changes.length ? 'update' : 'skip') : 'create';
      return { row: x.row, action, subject, changes, problems, plan: problems.length ? null : { id: x.before?.id ?? null, cell: x.cell, before: x.before } };
    });
  },

  async commit(tx, _deps, _actor, plans, record) {
    const made = await repo.insertCells(
      tx,
      plans.filter((p) => p.id === null).map((p) => p.cell),
    );
    for (const id of made) record.created('salary_schedule', id);
    const changed = plans.filter((p) => p.id !== null);
    for (const p of changed) record.updated('salary_schedule', p.id!, { amount: p.before!.amount, tranche: p.before!.tranche });
    await repo.setAmounts(
      tx,
      changed.map((p) => ({ id: p.id!, amount: p.cell.amount, tranche: p.cell.tranche })),
    );
  },

  async refuseUndo(db, records, importedAt) {
    const cells = await repo.cellsById(
      db,
      records.map((r) => r.entityId),
    );
    const corrected = await repo.correctedSince(db, [...new Set(cells.map((c) => c.effective_date))], importedAt);
    if (corrected) return `the salary schedule from ${corrected} was corrected after the import.`;
    const all = await repo.cellsOnFile(db);
    const until = (c: repo.CellOnFile) =>
      all
        .filter((x) => x.grade === c.grade && x.step === c.step && x.effective_date > c.effective_date)
        .map((x) => x.effective_date)
        .sort()[0] ?? FAR;
    const readers = await repo.readersOf(
      db,
      cells.map((c) => ({ grade: c.grade, step: c.step, from: c.effective_date, until: until(c) })),
      importedAt,
    );
    const [key, what] = [...readers][0] ?? [];
    if (!key) return null;
    const [grade, step, from] = key.split('|');
    return `${what} read salary grade ${grade}, step ${step} of the schedule from ${from}.`;
  },

  async undo(tx, records) {
    await repo.setAmounts(
      tx,
      records.filter((r) => r.before).map((r) => ({ id: r.entityId, amount: Number(r.before!.amount), tranche: (r.before!.tranche as string | null) ?? null })),
    );
    await repo.deleteCells(
      tx,
      records.filter((r) => !r.before).map((r) => r.entityId),
    );
  },
};
