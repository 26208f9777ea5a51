import { isOwnRecord } from '../../../lib/actor';
import { readDate, readWhole } from '../../../domain/import-values';
import type { ImportKind, PlannedRow } from './kind';
import { lookup } from './lookup';
import { noSuchPerson, peopleByEmployeeNumber } from './people.repo';
import * as repo from './plantilla.repo';
import * as reference from './reference.repo';

// The plantilla (issue 41): one row an item, matched to the item on file by its number. A new number adds the item; a
// number on file changes what the row says differently, under the plantilla module's rules: a filled item's position
// changes only by a new appointment, an employee holds one item, and nobody imports the item they hold. An incumbent
// named by employee number fills a vacant item (as an appointment through hiring would, without one: the history before
// the product); a blank incumbent leaves the item as it is, since an item falls vacant by a separation, not by an import.

type Plan = { id: number | null; item: repo.NewItem; before: repo.ItemOnFile | null };

const OWN = 'This is your own record: another officer of the HR office must import it.';

const fields = [
  {
    key: 'item_no',
    label: 'Item number',
    mandatory: true,
    hint: 'the plantilla item number, e.g. SU-INST1-12-2026; a number on file updates that item',
    aliases: ['item no', 'item', 'plantilla item', 'plantilla item no', 'item no.'],
  },
  { key: 'position', label: 'Position', mandatory: true, hint: 'the position title as on file, e.g. Instructor I', aliases: ['position title', 'designation'] },
  { key: 'campus', label: 'Campus', mandatory: false, hint: "the campus's name or acronym, when two offices share a name", aliases: [] },
  { key: 'office', label: 'Office', mandatory: true, hint: 'the office, college or unit, by its name or acronym', aliases: ['department', 'unit', 'college'] },
  { key: 'salary_grade', label: 'Salary grade', mandatory: true, hint: '1–33', aliases: ['sg', 'grade'] },
  { key: 'step', label: 'Step', mandatory: false, hint: '1–8; blank: 1 (or as on file)', aliases: ['salary step'] },
  { key: 'level', label: 'Level', mandatory: false, hint: 'the position level as the plantilla lists them (first, second…)', aliases: ['position level'] },
  {
    key: 'coverage',
    label: 'Coverage',
    mandatory: false,
    hint: 'the fund or coverage as the plantilla lists them',
    aliases: ['fund', 'fund source', 'coverage/fund'],
  },
  {
    key: 'incumbent_employee_no',
    label: 'Incumbent (employee number)',
    mandatory: false,
    hint: 'the employee number of who holds the item; blank: vacant (an item on file keeps its incumbent)',
    aliases: ['incumbent', 'employee no', 'employee number', 'idno', 'id no'],
  },
  {
    key: 'filled_on',
    label: 'Date filled',
    mandatory: false,
    hint: 'the day the incumbent took the item; blank: their last promotion or original appointment',
    aliases: ['date filled', 'date of appointment', 'filled on'],
  },
];

export const plantillaKind: ImportKind<Plan> = {
  kind: 'plantilla-items',
  description: 'One row an item: item number, position, office, grade and step, level, coverage, and its incumbent by employee number.',
  undoRule:
    'An import of plantilla items can be undone until one of its items is used: named by an appointment, a NOSA or NOSI, a job post or hiring request, or any other record; or changed after the import (edited, filled or vacated).',
  fields,

  async plan(deps, actor, rows) {
    const [items, people, campuses, offices, positions, levels, coverages] = await Promise.all([
      repo.itemsOnFile(deps.db),
      peopleByEmployeeNumber(deps.db),
      reference.campuses(deps.db),
      reference.offices(deps.db),
      reference.positions(deps.db),
      repo.levels(deps.db),
      repo.coverages(deps.db),
    ]);
    const byNo = new Map(items.map((i) => [i.item_no.toLowerCase(), i]));
    const heldBy = new Map(items.filter((i) => i.incumbent_personnel_id).map((i) => [i.incumbent_personnel_id!, i]));
    const findCampus = lookup('campus', campuses);
    const findOffice = lookup('office', offices);
    const findPosition = lookup('position', positions);
    const findLevel = lookup('level', levels);
    const findCoverage = lookup('coverage', coverages);
    const names = {
      position: new Map(positions.map((p) => [p.id, p.label])),
      office: new Map(offices.map((o) => [o.id, o.label])),
      level: new Map(levels.map((l) => [l.id, l.label])),
      coverage: new Map(coverages.map((c) => [c.id, c.label])),
    };
    const today = deps.clock.today();
    const seenNo = new Map<string, number>();
    const seenPerson = new Map<number, number>();

    return rows.map((r): PlannedRow<Plan> => {
      const problems: string[] = [];
      const text = r.cell;
      const itemNo = text('item_no');
      const subject = itemNo || '(no item number)';
      if (!itemNo) problems.push('The item number is missing.');
      else if (itemNo.length > 60) problems.push('The item number is longer than 60 characters.');
      const key = itemNo.toLowerCase();
      if (key && seenNo.has(key)) problems.push(`The item number ${itemNo} is also on row ${seenNo.get(key)}.`);
      else if (key) seenNo.set(key, r.row);
      const before = key ? (byNo.get(key) ?? null) : null;
      if (before && isOwnRecord(actor, before.incumbent_personnel_id)) problems.push(OWN);

      let campusId: number | null = null;
      if (text('campus')) {
        const found = findCampus(text('campus'));
        if (found.problem !== null) problems.push(found.problem);
        else campusId = found.item.id;
      }
      let departmentId = before?.department_id ?? null;
      if (!text('office')) problems.push('The office is missing.');
      else {
        const found = findOffice(text('office'), (o) => campusId === null || o.campus_id === campusId);
        if (found.problem !== null) problems.push(found.problem);
        else if (campusId !== null && found.item.campus_id !== campusId) problems.push(`The office ${found.item.label} is on another campus.`);
        else if (!found.item.is_active) problems.push(`The office ${found.item.label} is no longer active.`);
        else departmentId = found.item.id;
      }
      let positionId = before?.position_id ?? null;
      if (!text('position')) problems.push('The position is missing.');
      else {
        const found = findPosition(text('position'));
        if (found.problem !== null) problems.push(found.problem);
        else positionId = found.item.id;
      }
      let grade = before?.salary_grade ?? null;
      if (!text('salary_grade')) problems.push('The salary grade is missing.');
      else {
        const read = readWhole(text('salary_grade'), 'salary grade', 1, 33);
        if (read.problem !== null) problems.push(read.problem);
        else grade = read.value;
      }
      let step = before?.salary_step ?? 1;
      if (text('step')) {
        const read = readWhole(text('step'), 'step', 1, 8);
        if (read.problem !== null) problems.push(read.problem);
        else step = read.value;
      }
      const named = (field: 'level' | 'coverage', find: typeof findLevel, was: number | null) => {
        if (!text(field)) return was;
        const found = find(text(field));
        if (found.problem !== null) problems.push(found.problem);
        return found.item?.id ?? was;
      };
      const levelId = named('level', findLevel, before?.level_id ?? null);
      const coverageId = named('coverage', findCoverage, before?.coverage_id ?? null);

      let incumbentId = before?.incumbent_personnel_id ?? null;
      let filledOn = before?.filled_on ?? null;
      const idno = text('incumbent_employee_no');
      if (idno) {
        const person = people.get(idno.toLowerCase());
        const holds = person ? heldBy.get(person.id) : undefined;
        if (!person) problems.push(noSuchPerson(idno));
        else if (isOwnRecord(actor, person.id)) problems.push(OWN);
        else if (seenPerson.has(person.id)) problems.push(`The employee number ${idno} is also on row ${seenPerson.get(person.id)}.`);
        else if (holds && holds.id !== before?.id)
          problems.push(`${person.name} holds the plantilla item ${holds.item_no}; a move to another item is an appointment (Personnel → Appointments).`);
        else if (before?.incumbent_personnel_id && before.incumbent_personnel_id !== person.id)
          problems.push(`The plantilla item ${before.item_no} is held by ${before.incumbent}; a new incumbent comes by a separation and an appointment.`);
        else {
          seenPerson.set(person.id, r.row);
          if (incumbentId !== person.id) filledOn = person.date_last_promotion ?? person.date_original_appointment ?? today;
          incumbentId = person.id;
        }
      }
      if (text('filled_on')) {
        const read = readDate(text('filled_on'), 'date filled');
        if (!idno && !incumbentId) problems.push('The date filled is given for an item without an incumbent.');
        else if (read.problem !== null) problems.push(read.problem);
        else if (read.value > today) problems.push('The date filled cannot be in the future.');
        else filledOn = read.value;
      }
      if (before?.incumbent_personnel_id && positionId !== before.position_id)
        problems.push(`${before.incumbent} holds the item ${before.item_no}; its position changes by a new appointment, not by an import.`);

      if (problems.length) return { row: r.row, action: before ? 'update' : 'create', subject, changes: [], problems, plan: null };
      const item: repo.NewItem = {
        item_no: before?.item_no ?? itemNo,
        position_id: positionId!,
        department_id: departmentId!,
        salary_grade: grade!,
        salary_step: step,
        level_id: levelId,
        coverage_id: coverageId,
        status: incumbentId ? 'filled' : 'vacant',
        incumbent_personnel_id: incumbentId,
        filled_on: incumbentId ? filledOn : null,
      };
      const incumbentName = incumbentId ? (before?.incumbent_personnel_id === incumbentId ? before.incumbent : people.get(idno.toLowerCase())?.name) : null;
      const changes: string[] = [];
      const was = (label: string, a: string | number | null | undefined, b: string | number | null | undefined) => {
        if ((a ?? null) !== (b ?? null)) changes.push(`${label}: ${a ?? '—'} → ${b ?? '—'}`);
      };
      if (before) {
        was('Position', names.position.get(before.position_id), names.position.get(item.position_id));
        was('Office', names.office.get(before.department_id), names.office.get(item.department_id));
        was('Salary grade', before.salary_grade, item.salary_grade);
        was('Step', before.salary_step, item.salary_step);
        was('Level', before.level_id && names.level.get(before.level_id), item.level_id && names.level.get(item.level_id));
        was('Coverage', before.coverage_id && names.coverage.get(before.coverage_id), item.coverage_id && names.coverage.get(item.coverage_id));
        was('Incumbent', before.incumbent, incumbentName);
        was('Date filled', before.filled_on, item.filled_on);
      } else if (incumbentName) changes.push(`Filled by ${incumbentName} from ${item.filled_on}`);
      const action = before ? (changes.length ? 'update' : 'skip') : 'create';
      return {
        row: r.row,
        action,
        subject: `${subject} (${names.position.get(item.position_id)})`,
        changes,
        problems,
        plan: { id: before?.id ?? null, item, before },
      };
    });
  },

  async commit(tx, _deps, _actor, plans, record) {
    const made = await repo.insertItems(
      tx,
      plans.filter((p) => p.id === null).map((p) => p.item),
    );
    for (const id of made.values()) record.created('plantilla_items', id);
    const changed = plans.filter((p) => p.id !== null);
    for (const p of changed) record.updated('plantilla_items', p.id!, Object.fromEntries(repo.ITEM_COLUMNS.map((c) => [c, p.before![c]])));
    await repo.updateItems(
      tx,
      changed.map((p) => ({ ...p.item, id: p.id! })),
    );
  },

  async refuseUndo(db, records, importedAt) {
    const made = records.filter((r) => !r.before).map((r) => r.entityId);
    const named = await repo.firstNamed(db, made);
    if (named) return `the plantilla item ${await repo.itemNoOf(db, named.id)} is used since (a record in ${named.what.replace(/_/g, ' ')}).`;
    const changed = await repo.changedSince(
      db,
      records.map((r) => r.entityId),
      importedAt,
    );
    if (changed) return `the plantilla item ${changed} was changed after the import.`;
    return null;
  },

  undo: (tx, records) => repo.undoRecords(tx, records),
};
