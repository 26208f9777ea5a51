import { isOwnRecord } from '../../../lib/actor';
import { readDate, readPesos, readQuantity } from '../../../domain/import-values';
import type { ImportKind, PlannedRow } from './kind';
import { noSuchPerson, peopleByEmployeeNumber } from './people.repo';
import * as repo from './service-record.repo';

// Service records (issue 41): the history before the product, one row a line, matched to the line on file by the
// person's employee number and the line's first day. The service record module's rules hold: nobody imports their
// own record, the end is not before the start, no day is in the future, and — what the record certifies — no two
// lines of a person overlap (only the latest may run without an end). A line the product made from an appointment
// is corrected on the service record, not by an import.

type Plan = { id: number | null; line: repo.NewLine; before: repo.LineOnFile | null };
type Read = { row: number; personnelId: number; from: string; to: string | null; problems: string[] };

const FAR = '9999-12-31';

const fields = [
  {
    key: 'employee_no',
    label: 'Employee number',
    mandatory: true,
    hint: 'whose service record the line is',
    aliases: ['idno', 'id no', 'employee id', 'emp no'],
  },
  {
    key: 'date_from',
    label: 'From',
    mandatory: true,
    hint: 'the first day of the line; with the employee number, it finds a line on file',
    aliases: ['date from', 'inclusive dates from', 'start'],
  },
  {
    key: 'date_to',
    label: 'To',
    mandatory: false,
    hint: 'the last day; blank: still running (only the latest line)',
    aliases: ['date to', 'inclusive dates to', 'end'],
  },
  { key: 'position_title', label: 'Designation', mandatory: true, hint: 'the position title held', aliases: ['position', 'position title'] },
  {
    key: 'appointment_status',
    label: 'Status',
    mandatory: false,
    hint: 'Permanent, Temporary, Casual…',
    aliases: ['appointment status', 'status of appointment'],
  },
  { key: 'annual_salary', label: 'Annual salary', mandatory: false, hint: 'in pesos a year, e.g. 245,000.00', aliases: ['salary', 'annual', 'salary annual'] },
  {
    key: 'office',
    label: 'Station/place of assignment',
    mandatory: false,
    hint: 'the office or agency',
    aliases: ['office', 'station', 'place of assignment', 'office entity'],
  },
  { key: 'branch', label: 'Branch', mandatory: false, hint: 'National, Local…', aliases: [] },
  {
    key: 'lwop_days',
    label: 'Leave without pay',
    mandatory: false,
    hint: 'days of leave without pay, e.g. 2.5',
    aliases: ['lwop', 'lwop days', 'leave without pay days'],
  },
  { key: 'separation_date', label: 'Separation date', mandatory: false, hint: 'a date, not before the line starts', aliases: ['date of separation'] },
  { key: 'separation_cause', label: 'Separation cause', mandatory: false, hint: 'e.g. Resigned, Transferred', aliases: ['cause', 'cause of separation'] },
  { key: 'remarks', label: 'Remarks', mandatory: false, hint: 'anything else the record says', aliases: [] },
];

const LIMITS: [keyof repo.NewLine, string, number][] = [
  ['position_title', 'designation', 200],
  ['appointment_status', 'status', 100],
  ['office', 'station/place of assignment', 250],
  ['branch', 'branch', 50],
  ['separation_cause', 'separation cause', 100],
  ['remarks', 'remarks', 1000],
];

const span = (from: string, to: string | null) => `${from} to ${to ?? 'present'}`;
const overlaps = (a: { from: string; to: string | null }, b: { from: string; to: string | null }) => a.from <= (b.to ?? FAR) && b.from <= (a.to ?? FAR);

const WORDS: Record<keyof repo.NewLine, string> = {
  personnel_id: 'Employee',
  date_from: 'From',
  date_to: 'To',
  position_title: 'Designation',
  appointment_status: 'Status',
  annual_salary: 'Annual salary',
  office: 'Station',
  branch: 'Branch',
  lwop_days: 'Leave without pay',
  separation_date: 'Separation date',
  separation_cause: 'Separation cause',
  remarks: 'Remarks',
};
const shown = (key: keyof repo.NewLine, v: string | number | null) =>
  v === null || v === '' ? '—' : key === 'annual_salary' ? (Number(v) / 100).toFixed(2) : String(v);

export const serviceRecordKind: ImportKind<Plan> = {
  kind: 'service-records',
  description: 'One row a line of a service record: employee number, dates, designation, status, annual salary, station, branch, LWOP, separation.',
  undoRule:
    'An import of service records can be undone until one of its lines is changed after the import: edited on the service record, closed by an appointment, or given a separation.',
  fields,

  async plan(deps, actor, rows) {
    const [people, lines] = await Promise.all([peopleByEmployeeNumber(deps.db), repo.linesOnFile(deps.db)]);
    const linesOf = new Map<number, repo.LineOnFile[]>();
    for (const l of lines) linesOf.set(l.personnel_id, [...(linesOf.get(l.personnel_id) ?? []), l]);
    const today = deps.clock.today();

    // First each row by itself, then the overlaps: with the lines on file and with the file's other rows.
    const planned = rows.map((r): PlannedRow<Plan> & { read: Read | null } => {
      const problems: string[] = [];
      const text = r.cell;
      const idno = text('employee_no');
      const person = idno ? people.get(idno.toLowerCase()) : undefined;
      if (!idno) problems.push('The employee number is missing.');
      else if (!person) problems.push(noSuchPerson(idno));
      else if (isOwnRecord(actor, person.id)) problems.push('This is your own record: another officer of the HR office must import it.');
      const date = (field: string, label: string) => {
        if (!text(field)) return null;
        const read = readDate(text(field), label);
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value > today) problems.push(`The ${label} ${read.value} is in the future.`);
        return read.value;
      };
      const from = date('date_from', 'start date');
      if (!text('date_from')) problems.push('The start date is missing.');
      const to = date('date_to', 'end date');
      const separation = date('separation_date', 'separation date');
      if (from && to && to < from) problems.push(`The end date ${to} is before the start date ${from}.`);
      if (from && separation && separation < from) problems.push(`The separation date ${separation} is before the start date ${from}.`);
      if (!text('position_title')) problems.push('The designation is missing.');
      for (const [key, label, max] of LIMITS) if (text(key).length > max) problems.push(`The ${label} is longer than ${max} characters.`);
      let salary: number | null = null;
      if (text('annual_salary')) {
        const read = readPesos(text('annual_salary'), 'annual salary');
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value > 100_000_000_000) problems.push(`The annual salary ${text('annual_salary')} is too large.`);
        else salary = read.value;
      }
      let lwop: number | null = null;
      if (text('lwop_days')) {
        const read = readQuantity(text('lwop_days'), 'leave without pay', 9999);
        if (read.problem !== null) problems.push(read.problem);
        else lwop = read.value;
      }
      const subject = `${person?.name ?? idno ?? '(no employee number)'}${from ? `, ${span(from, to)}` : ''}`;
      if (!person || !from) return { row: r.row, action: 'create', subject, changes: [], problems, plan: null, read: null };
      const before = linesOf.get(person.id)?.find((l) => l.date_from === from) ?? null;
      const line: repo.NewLine = {
        personnel_id: person.id,
        date_from: from,
        date_to: to,
        position_title: text('position_title'),
        appointment_status: text('appointment_status') || null,
        annual_salary: salary,
        office: text('office') || null,
        branch: text('branch') || null,
        lwop_days: lwop,
        separation_date: separation,
        separation_cause: text('separation_cause') || null,
        remarks: text('remarks') || null,
      };
      const changes = before
        ? repo.LINE_COLUMNS.filter((c) => (before[c] ?? null) !== (line[c] ?? null)).map((c) => `${WORDS[c]}: ${shown(c, before[c])} → ${shown(c, line[c])}`)
        : [];
      if (before?.appointment_id && changes.length)
        problems.push(`The line from ${from} was made by an appointment in the product; correct it on the service record.`);
      const action = before ? (changes.length ? 'update' : 'skip') : 'create';
      return {
        row: r.row,
        action,
        subject,
        changes,
        problems,
        plan: problems.length ? null : { id: before?.id ?? null, line, before },
        read: { row: r.row, personnelId: person.id, from, to, problems },
      };
    });

    const inFile = new Map<number, Read[]>();
    for (const p of planned) if (p.read) inFile.set(p.read.personnelId, [...(inFile.get(p.read.personnelId) ?? []), p.read]);
    for (const p of planned) {
      const me = p.read;
      if (!me) continue;
      for (const other of inFile.get(me.personnelId)!) {
        if (other.row >= me.row) break;
        if (other.from === me.from) me.problems.push(`The same person's line from ${me.from} is also on row ${other.row}.`);
        else if (overlaps(me, other)) me.problems.push(`The line ${span(me.from, me.to)} overlaps row ${other.row} (${span(other.from, other.to)}).`);
      }
      for (const l of linesOf.get(me.personnelId) ?? []) {
        if (l.id === p.plan?.id || l.date_from === me.from) continue;
        const onFile = { from: l.date_from, to: l.date_to };
        // A line of the file replacing this one on file (same first day) is judged by its new dates, on its own row.
        if (inFile.get(me.personnelId)!.some((x) => x.from === l.date_from)) continue;
        if (overlaps(me, onFile))
          me.problems.push(`The line ${span(me.from, me.to)} overlaps the line on file ${span(l.date_from, l.date_to)} (${l.position_title}).`);
      }
      if (me.problems.length) p.plan = null;
    }
    return planned.map(({ read: _read, ...row }) => row);
  },

  async commit(tx, _deps, _actor, plans, record) {
    const made = await repo.insertLines(
      tx,
      plans.filter((p) => p.id === null).map((p) => p.line),
    );
    for (const id of made.values()) record.created('service_record_lines', id);
    const changed = plans.filter((p) => p.id !== null);
    for (const p of changed) record.updated('service_record_lines', p.id!, Object.fromEntries(repo.LINE_COLUMNS.map((c) => [c, p.before![c]])));
    await repo.updateLines(
      tx,
      changed.map((p) => ({ ...p.line, id: p.id! })),
    );
  },

  async refuseUndo(db, records, importedAt) {
    const changed = await repo.changedSince(
      db,
      records.map((r) => r.entityId),
      importedAt,
    );
    return changed ? `the line from ${changed.date_from} of ${changed.name} was changed after the import.` : null;
  },

  undo: (tx, records) => repo.undoRecords(tx, records),
};
