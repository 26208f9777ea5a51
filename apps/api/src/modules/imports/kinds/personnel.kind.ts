import { EMPLOYMENT_KINDS, type TEmploymentKind } from '@hris/contracts';
import { isOwnRecord } from '../../../lib/actor';
import { readDate, readWhole, readYesNo, normalize } from '../../../domain/import-values';
import { inviteAccounts, makeEmployeeAccounts } from '../../user-admin';
import type { ImportKind, PlannedRow } from './kind';
import { lookup } from './lookup';
import * as repo from './personnel.repo';
import * as reference from './reference.repo';

// The personnel masterlist (issue 41): one row a person, matched to the record on file by the employee number. A new
// number makes a record (with the PDS's personal information: sex, birth date, government numbers); a number on file
// updates what the row says differently. The grade is the plantilla item's (or the position's): the row's grade is
// checked against it, never stored apart, so the salary a person holds stays one answer (salary_held_on).

type Plan = {
  personnelId: number | null;
  person: repo.NewPerson;
  personal: Record<string, string>;
  before: repo.OnFile | null;
  itemId: number | null;
  email: string | null;
  invite: boolean;
};

const GOV_NUMBER = /^[0-9A-Za-z -]{1,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KIND_WORDS: Record<string, TEmploymentKind> = {
  faculty: 'faculty',
  staff: 'staff',
  casual: 'casual',
  joborder: 'job_order',
  jo: 'job_order',
  contractofservice: 'job_order',
  cos: 'job_order',
};
const SEX_WORDS: Record<string, 'male' | 'female'> = { m: 'male', male: 'male', f: 'female', female: 'female' };

const fields = [
  {
    key: 'employee_no',
    label: 'Employee number',
    mandatory: true,
    hint: 'the number the university gave the employee; a number on file updates that record',
    aliases: ['idno', 'id no', 'employee id', 'emp no', 'employee no.'],
  },
  { key: 'last_name', label: 'Last name', mandatory: true, hint: 'the surname', aliases: ['surname', 'family name'] },
  { key: 'first_name', label: 'First name', mandatory: true, hint: 'the given name(s)', aliases: ['given name', 'firstname'] },
  { key: 'middle_name', label: 'Middle name', mandatory: false, hint: 'the middle name, blank if none', aliases: ['middlename', 'mi'] },
  { key: 'name_extension', label: 'Name extension', mandatory: false, hint: 'Jr., Sr., III…', aliases: ['extension', 'suffix', 'ext'] },
  { key: 'sex', label: 'Sex', mandatory: false, hint: 'M or F', aliases: ['gender'] },
  { key: 'birth_date', label: 'Date of birth', mandatory: false, hint: 'a date, e.g. 1985-06-15', aliases: ['birthdate', 'birthday', 'date of birth', 'dob'] },
  { key: 'campus', label: 'Campus', mandatory: false, hint: "the campus's name or acronym; blank: the office's campus", aliases: [] },
  {
    key: 'office',
    label: 'Office',
    mandatory: true,
    hint: 'the office, college or unit, by its name or acronym',
    aliases: ['department', 'unit', 'college', 'office/department'],
  },
  {
    key: 'position',
    label: 'Position',
    mandatory: false,
    hint: 'the position title as on file, e.g. Instructor I',
    aliases: ['position title', 'designation'],
  },
  {
    key: 'plantilla_item',
    label: 'Plantilla item',
    mandatory: false,
    hint: 'the item number the employee holds, e.g. SU-INST1-12-2026',
    aliases: ['item no', 'item number', 'item'],
  },
  {
    key: 'salary_grade',
    label: 'Salary grade',
    mandatory: false,
    hint: "1–33; checked against the item's (or the position's) grade",
    aliases: ['sg', 'grade'],
  },
  { key: 'step', label: 'Step', mandatory: false, hint: '1–8; blank: 1', aliases: ['salary step', 'step increment'] },
  {
    key: 'appointment_status',
    label: 'Status of appointment',
    mandatory: false,
    hint: 'Permanent, Temporary, Casual…',
    aliases: ['appointment status', 'status'],
  },
  {
    key: 'employment_kind',
    label: 'Kind of employment',
    mandatory: false,
    hint: 'faculty, staff, casual or job order; blank: staff',
    aliases: ['kind', 'employment', 'type'],
  },
  { key: 'part_time', label: 'Part-time', mandatory: false, hint: 'yes or no; blank: no', aliases: ['part time'] },
  {
    key: 'date_original_appointment',
    label: 'Date of original appointment',
    mandatory: false,
    hint: 'a date',
    aliases: ['original appointment', 'date hired', 'date of appointment'],
  },
  {
    key: 'date_last_promotion',
    label: 'Date of last promotion',
    mandatory: false,
    hint: 'a date, not before the original appointment',
    aliases: ['last promotion'],
  },
  { key: 'tin', label: 'TIN', mandatory: false, hint: 'the BIR taxpayer identification number', aliases: ['tin no', 'tax identification number'] },
  {
    key: 'gsis_no',
    label: 'GSIS BP number',
    mandatory: false,
    hint: 'the GSIS business partner (BP) or UMID number',
    aliases: ['gsis', 'gsis bp', 'bp number', 'gsis no'],
  },
  { key: 'philhealth_no', label: 'PhilHealth number', mandatory: false, hint: 'the PhilHealth identification number', aliases: ['philhealth', 'phic'] },
  { key: 'pagibig_no', label: 'Pag-IBIG number', mandatory: false, hint: 'the Pag-IBIG MID number', aliases: ['pagibig', 'pag-ibig mid', 'hdmf'] },
  { key: 'email', label: 'E-mail', mandatory: false, hint: 'the address the account and its invitation go to', aliases: ['email address', 'e-mail address'] },
];

/** A stored value as text ('' for none): what the preview compares and shows. */
const plain = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

const nameOf = (p: { last_name: string; first_name: string }, idno: string) => `${p.last_name.toUpperCase()}, ${p.first_name}${idno ? ` (${idno})` : ''}`;

/** "Position: Instructor I → Instructor II" for each column a row changes. */
function changesOf(before: repo.OnFile, person: repo.NewPerson, labels: (key: keyof repo.NewPerson, id: unknown) => string): string[] {
  const out: string[] = [];
  const words: Partial<Record<keyof repo.NewPerson, string>> = {
    first_name: 'First name',
    middle_name: 'Middle name',
    last_name: 'Last name',
    name_extension: 'Name extension',
    campus_id: 'Campus',
    department_id: 'Office',
    position_id: 'Position',
    appointment_status_id: 'Status of appointment',
    employment_kind: 'Kind of employment',
    salary_step: 'Step',
    part_time: 'Part-time',
    date_original_appointment: 'Date of original appointment',
    date_last_promotion: 'Date of last promotion',
  };
  for (const [key, word] of Object.entries(words) as [keyof repo.NewPerson, string][]) {
    const was = before[key as keyof repo.OnFile] ?? null;
    const now = person[key] ?? null;
    if (plain(was) !== plain(now)) out.push(`${word}: ${labels(key, was) || '—'} → ${labels(key, now) || '—'}`);
  }
  return out;
}

export const personnelKind: ImportKind<Plan> = {
  kind: 'personnel',
  description: 'One row a person: names, birth date, office, position, item, grade and step, status, dates, government numbers, e-mail.',
  undoRule:
    'An import of people can be undone until one of them is used: has an account that set its password, a time log, a leave or other request, an appointment, a payroll line or any other record that names them; or was changed after the import.',
  fields,
  options: [{ key: 'invite', label: 'Make an account for each new person with an e-mail and send the invitation' }],

  async plan(deps, actor, rows, options) {
    const [people, items, campuses, offices, positions, statuses, emails] = await Promise.all([
      repo.everyoneOnFile(deps.db),
      repo.plantillaItems(deps.db),
      reference.campuses(deps.db),
      reference.offices(deps.db),
      reference.positions(deps.db),
      reference.appointmentStatuses(deps.db),
      repo.accountEmails(deps.db),
    ]);
    const byIdno = new Map(people.filter((p) => p.idno).map((p) => [p.idno!.toLowerCase(), p]));
    const byNameAndBirth = new Map(people.filter((p) => p.birth_date).map((p) => [`${normalize(p.last_name)}|${normalize(p.first_name)}|${p.birth_date}`, p]));
    const itemByNo = new Map(items.map((i) => [i.item_no.toLowerCase(), i]));
    const findCampus = lookup('campus', campuses);
    const findOffice = lookup('office', offices);
    const findPosition = lookup('position', positions);
    const findStatus = lookup('status of appointment', statuses);
    const positionName = new Map(positions.map((p) => [p.id, p.label]));
    const officeName = new Map(offices.map((o) => [o.id, o.label]));
    const campusName = new Map(campuses.map((c) => [c.id, c.label]));
    const statusName = new Map(statuses.map((s) => [s.id, s.label]));
    const today = deps.clock.today();
    const seenIdno = new Map<string, number>();
    const seenEmail = new Map<string, number>();
    const seenItem = new Map<number, number>();

    return rows.map((r): PlannedRow<Plan> => {
      const problems: string[] = [];
      const text = (key: string) => r.cell(key);
      const idno = text('employee_no');
      const subject = nameOf({ last_name: text('last_name') || '(no last name)', first_name: text('first_name') }, idno);
      const need = (key: string, label: string) => {
        if (!text(key)) problems.push(`The ${label} is missing.`);
        return text(key);
      };
      need('employee_no', 'employee number');
      const lastName = need('last_name', 'last name');
      const firstName = need('first_name', 'first name');
      if (lastName.length > 100 || firstName.length > 100 || text('middle_name').length > 100) problems.push('A name is longer than 100 characters.');
      if (text('name_extension').length > 10) problems.push('The name extension is longer than 10 characters.');
      if (idno.length > 40) problems.push('The employee number is longer than 40 characters.');

      const key = idno.toLowerCase();
      if (key && seenIdno.has(key)) problems.push(`The employee number ${idno} is also on row ${seenIdno.get(key)}.`);
      else if (key) seenIdno.set(key, r.row);
      const before = key ? (byIdno.get(key) ?? null) : null;
      if (before && isOwnRecord(actor, before.id)) problems.push('This is your own record: another officer of the HR office must import changes to it.');

      const sexText = text('sex');
      const sex = sexText ? SEX_WORDS[normalize(sexText)] : undefined;
      if (sexText && !sex) problems.push(`The sex "${sexText}" should be M or F.`);
      let birthDate: string | null = null;
      if (text('birth_date')) {
        const read = readDate(text('birth_date'), 'date of birth');
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value >= today) problems.push('The date of birth must be in the past.');
        else birthDate = read.value;
      }
      if (!before && birthDate) {
        const twin = byNameAndBirth.get(`${normalize(lastName)}|${normalize(firstName)}|${birthDate}`);
        if (twin) problems.push(`${nameOf(twin, twin.idno ?? '')} has the same name and date of birth; use that employee number to update the record.`);
      }

      let campusId: number | null = null;
      if (text('campus')) {
        const found = findCampus(text('campus'));
        if (found.problem !== null) problems.push(found.problem);
        else campusId = found.item.id;
      }
      let departmentId: number | null = null;
      if (text('office')) {
        const found = findOffice(text('office'), (o) => campusId === null || o.campus_id === campusId);
        if (found.problem !== null) problems.push(found.problem);
        else if (campusId !== null && found.item.campus_id !== campusId)
          problems.push(`The office ${found.item.label} is on another campus (${campusName.get(found.item.campus_id)}).`);
        else if (!found.item.is_active) problems.push(`The office ${found.item.label} is no longer active.`);
        else {
          departmentId = found.item.id;
          campusId = found.item.campus_id;
        }
      }

      let positionId = before?.position_id ?? null;
      let positionGrade: number | null = null;
      if (text('position')) {
        const found = findPosition(text('position'));
        if (found.problem !== null) problems.push(found.problem);
        else {
          positionId = found.item.id;
          positionGrade = found.item.salary_grade;
        }
      }
      let grade: number | null = null;
      if (text('salary_grade')) {
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
      let itemId: number | null = null;
      if (text('plantilla_item')) {
        const item = itemByNo.get(text('plantilla_item').toLowerCase());
        if (!item) problems.push(`No plantilla item is numbered "${text('plantilla_item')}". Import the plantilla items first, or correct the number.`);
        else if (item.incumbent_personnel_id && item.incumbent_personnel_id !== before?.id)
          problems.push(`The plantilla item ${item.item_no} is held by ${item.incumbent}.`);
        else if (seenItem.has(item.id)) problems.push(`The plantilla item ${item.item_no} is also on row ${seenItem.get(item.id)}.`);
        else if (before?.item_id && before.item_id !== item.id)
          problems.push(`${subject} holds another plantilla item; a move to another item is an appointment (Personnel → Appointments).`);
        else {
          seenItem.set(item.id, r.row);
          itemId = item.id;
          if (grade !== null && grade !== item.salary_grade)
            problems.push(`The plantilla item ${item.item_no} is salary grade ${item.salary_grade}; the row says ${grade}.`);
        }
      } else if (grade !== null && positionGrade !== null && grade !== positionGrade)
        problems.push(
          `The position ${text('position')} is salary grade ${positionGrade}; the row says ${grade}. Name the plantilla item that holds grade ${grade}, or correct the grade.`,
        );

      let statusId = before?.appointment_status_id ?? null;
      if (text('appointment_status')) {
        const found = findStatus(text('appointment_status'));
        if (found.problem !== null) problems.push(found.problem);
        else statusId = found.item.id;
      }
      let kind = (before?.employment_kind as TEmploymentKind | undefined) ?? 'staff';
      if (text('employment_kind')) {
        const found = KIND_WORDS[normalize(text('employment_kind'))];
        if (!found)
          problems.push(`The kind of employment "${text('employment_kind')}" should be one of ${EMPLOYMENT_KINDS.map((k) => k.replace('_', ' ')).join(', ')}.`);
        else kind = found;
      }
      const partTime = readYesNo(text('part_time'), 'part-time', before?.part_time ?? false);
      if (partTime.problem !== null) problems.push(partTime.problem);
      const dateOf = (field: string, label: string, was: string | null) => {
        if (!text(field)) return was;
        const read = readDate(text(field), label);
        if (read.problem !== null) problems.push(read.problem);
        else if (read.value > today) problems.push(`The ${label} cannot be in the future.`);
        return read.value ?? was;
      };
      const original = dateOf('date_original_appointment', 'date of original appointment', before?.date_original_appointment ?? null);
      const promotion = dateOf('date_last_promotion', 'date of last promotion', before?.date_last_promotion ?? null);
      if (original && promotion && promotion < original) problems.push('The date of last promotion cannot be before the original appointment.');

      const personal: Record<string, string> = {};
      if (sex) personal.sex = sex;
      if (birthDate) personal.birth_date = birthDate;
      for (const [field, pdsKey, label] of [
        ['tin', 'tin_no', 'TIN'],
        ['gsis_no', 'gsis_no', 'GSIS BP number'],
        ['philhealth_no', 'philhealth_no', 'PhilHealth number'],
        ['pagibig_no', 'pagibig_no', 'Pag-IBIG number'],
      ] as const) {
        const v = text(field);
        if (!v || /^(n\/?a|none|-)$/i.test(v)) continue;
        if (!GOV_NUMBER.test(v)) problems.push(`The ${label} "${v}" may only contain digits, letters, spaces and hyphens.`);
        else personal[pdsKey] = v;
      }
      let email: string | null = null;
      if (text('email')) {
        const e = text('email').toLowerCase();
        if (!EMAIL.test(e) || e.length > 254) problems.push(`The e-mail "${text('email')}" is not an e-mail address.`);
        else if (seenEmail.has(e)) problems.push(`The e-mail ${e} is also on row ${seenEmail.get(e)}.`);
        else if (emails.has(e) && (emails.get(e) === null || emails.get(e) !== before?.id))
          problems.push(`The e-mail ${e} is already the sign-in of another account.`);
        else {
          seenEmail.set(e, r.row);
          email = e;
          personal.email = e;
        }
      }
      if (!before && departmentId === null && !problems.length) problems.push('The office is missing.');

      const person: repo.NewPerson = {
        idno,
        first_name: firstName,
        middle_name: text('middle_name') || (before && !text('middle_name') ? before.middle_name : null),
        last_name: lastName,
        name_extension: text('name_extension') || (before && !text('name_extension') ? before.name_extension : null),
        campus_id: campusId ?? before?.campus_id ?? 0,
        department_id: departmentId ?? before?.department_id ?? 0,
        position_id: positionId,
        appointment_status_id: statusId,
        employment_kind: kind,
        salary_step: step,
        part_time: partTime.value ?? false,
        date_original_appointment: original,
        date_last_promotion: promotion,
      };
      if (problems.length) return { row: r.row, action: before ? 'update' : 'create', subject, changes: [], problems, plan: null };
      const labels = (k: keyof repo.NewPerson, id: unknown) =>
        id === null || id === undefined
          ? ''
          : k === 'position_id'
            ? (positionName.get(id as number) ?? '')
            : k === 'department_id'
              ? (officeName.get(id as number) ?? '')
              : k === 'campus_id'
                ? (campusName.get(id as number) ?? '')
                : k === 'appointment_status_id'
                  ? (statusName.get(id as number) ?? '')
                  : k === 'part_time'
                    ? id
                      ? 'yes'
                      : 'no'
                    : plain(id);
      const changes = before ? changesOf(before, person, labels) : [];
      if (before) {
        for (const [k, v] of Object.entries(personal))
          if (plain(before.pds_personal?.[k]) !== v)
            changes.push(`PDS ${k.replace(/_no$/, ' number').replace(/_/g, ' ')}: ${plain(before.pds_personal?.[k]) || '—'} → ${v}`);
        if (itemId && before.item_id !== itemId) changes.push(`Plantilla item: — → ${text('plantilla_item')}`);
      }
      const invite = options.invite === true && email !== null && !before?.account_email;
      if (invite) changes.push(`An account for ${email}, with an invitation`);
      const action = before ? (changes.length ? 'update' : 'skip') : 'create';
      return { row: r.row, action, subject, changes, problems, plan: { personnelId: before?.id ?? null, person, personal, before, itemId, email, invite } };
    });
  },

  async commit(tx, deps, actor, plans, record) {
    const today = deps.clock.today();
    const creates = plans.filter((p) => p.personnelId === null);
    const updates = plans.filter((p) => p.personnelId !== null);
    const ids = await repo.insertPeople(
      tx,
      creates.map((p) => p.person),
    );
    const idOf = (p: Plan) => p.personnelId ?? ids.get(p.person.idno)!;
    for (const p of creates) record.created('personnel', idOf(p));
    for (const p of updates) {
      record.updated('personnel', p.personnelId!, Object.fromEntries(repo.PERSONNEL_COLUMNS.map((c) => [c, p.before![c]])));
    }
    await repo.updatePeople(
      tx,
      updates.map((p) => ({ ...p.person, id: p.personnelId! })),
    );

    // The PDS's personal information: a new entry, or the one on file with the row's values laid over it.
    const newEntries = plans.filter((p) => !p.before?.pds_entry_id && Object.keys(p.personal).length);
    const entryIds = await repo.insertPersonalEntries(
      tx,
      newEntries.map((p) => ({ personnelId: idOf(p), data: p.personal })),
    );
    for (const id of entryIds.values()) record.created('pds_entries', id);
    const changedEntries = plans.filter((p) => p.before?.pds_entry_id && Object.entries(p.personal).some(([k, v]) => p.before!.pds_personal?.[k] !== v));
    for (const p of changedEntries) record.updated('pds_entries', p.before!.pds_entry_id!, { data: p.before!.pds_personal });
    await repo.setEntryData(
      tx,
      changedEntries.map((p) => ({ id: p.before!.pds_entry_id!, data: { ...p.before!.pds_personal, ...p.personal } })),
    );

    const filling = plans.filter((p) => p.itemId && p.before?.item_id !== p.itemId);
    const items = new Map((await repo.plantillaItems(tx)).map((i) => [i.id, i]));
    for (const p of filling) {
      const item = items.get(p.itemId!)!;
      record.updated('plantilla_items', item.id, { status: item.status, incumbent_personnel_id: item.incumbent_personnel_id, filled_on: item.filled_on });
    }
    await repo.fillItems(
      tx,
      filling.map((p) => ({ itemId: p.itemId!, personnelId: idOf(p), filledOn: p.person.date_last_promotion ?? p.person.date_original_appointment ?? today })),
    );

    const accounts = await makeEmployeeAccounts(
      deps,
      tx,
      actor,
      plans.filter((p) => p.invite).map((p) => ({ personnelId: idOf(p), name: `${p.person.first_name} ${p.person.last_name}`, email: p.email! })),
    );
    for (const a of accounts) record.created('users', a.id);
    return accounts.length ? () => inviteAccounts(deps, accounts) : undefined;
  },

  async refuseUndo(db, records, importedAt) {
    const made = records.filter((r) => r.entity === 'personnel' && !r.before).map((r) => r.entityId);
    const used = await repo.firstUsed(db, made);
    if (used)
      return `${await repo.nameOf(db, used.personnel_id)} is used since (${used.what === 'sessions' ? 'their account has set its password' : `a record in ${used.what.replace(/_/g, ' ')}`}).`;
    const changed = await repo.changedSince(
      db,
      records.filter((r) => r.entity === 'personnel').map((r) => r.entityId),
      importedAt,
    );
    if (changed) return `${await repo.nameOf(db, changed)} was changed after the import.`;
    return null;
  },

  undo: (tx, records) => repo.undoRecords(tx, records),
};
