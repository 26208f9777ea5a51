import ExcelJS from 'exceljs';
import { PDS_QUESTIONS, PDS_SECTIONS, type TPdsSection } from '@hris/contracts';
import type { z } from 'zod';
import { SheetGrid, type CellValue, type Spot } from './pds-workbook.grid';
import { dateOf, isTick, numberOf, option, textOf, yearOf, yesNo } from './pds-workbook.values';

// Reading CS Form 212 (the Personal Data Sheet) as the Civil Service Commission distributes it, the Revised 2017
// and the 2025 editions: sheets C1 to C4. Every field is found by the label the form prints beside, above or below
// it, so that rows inserted in the list parts, merged cells and the 2025 edition's moved cells read the same.
// Pure apart from exceljs parsing the bytes in memory: never throws on what a person typed, says it as a problem.

export type PdsEdition = '2017' | '2025';
export type PdsWorkbookProblem = { section: TPdsSection | 'workbook'; message: string };
export type PdsWorkbookName = { surname: string | null; first_name: string | null; middle_name: string | null; name_extension: string | null };
export type PdsWorkbookReading = {
  edition: PdsEdition;
  name: PdsWorkbookName;
  /** Each section the workbook fills, as its schema (PDS_SECTIONS) parsed it; list sections as their entries. */
  sections: Partial<Record<TPdsSection, Record<string, unknown> | Record<string, unknown>[]>>;
  problems: PdsWorkbookProblem[];
};

type Named = { id: number; name: string };
/** The product's lists the form names by words (civil status, blood type, country) and the PDS keeps by id. */
export type PdsLookups = { civilStatuses: Named[]; bloodTypes: Named[]; countries: Named[] };
const NO_LOOKUPS: PdsLookups = { civilStatuses: [], bloodTypes: [], countries: [] };

export const NOT_A_PDS_WORKBOOK =
  'This is not a Personal Data Sheet workbook (CS Form 212): it has none of the sheets C1 to C4. Download the form from the CSC, fill it in and save it as .xlsx.';

const SHEET_OF: Record<TPdsSection, 'C1' | 'C2' | 'C3' | 'C4'> = {
  personal: 'C1',
  family: 'C1',
  educbackground: 'C1',
  eligibility: 'C2',
  workexp: 'C2',
  voluntarywork: 'C3',
  training: 'C3',
  skills: 'C3',
  rewardrecog: 'C3',
  orgassoc: 'C3',
  questions: 'C4',
  references: 'C4',
  government_id: 'C4',
};

/** A printed label: the form numbers most of them ("2. SURNAME"). */
const label = (body: string) => new RegExp(`^(?:\\d+\\s*\\.\\s*)?${body}`, 'i');
const END_OF_LIST = /continue on separate sheet|^\(?signature\)?$|^date accomplished$/i;

type Block = { from: number; to: number; maxCol?: number };
type Row = { at: number; cells: Record<string, CellValue> };

class Reading {
  readonly problems: PdsWorkbookProblem[] = [];
  readonly sections: PdsWorkbookReading['sections'] = {};
  constructor(readonly lookups: PdsLookups) {}

  problem(section: TPdsSection, message: string, row?: number) {
    const where = `${SHEET_OF[section]}, ${lower(PDS_SECTIONS[section].title)}${row ? `, row ${row}` : ''}`;
    this.problems.push({ section, message: `${where}: ${lower(message).replace(/\.$/, '')}` });
  }

  /** Checks one record against its section's schema; what fails is a problem and the record is left out. */
  check(section: TPdsSection, data: Record<string, unknown>, reported: Set<string>, row?: number): Record<string, unknown> | null {
    const parsed = (PDS_SECTIONS[section].schema as z.ZodType).safeParse(data);
    if (parsed.success && !reported.size) return parsed.data as Record<string, unknown>;
    if (!parsed.success) for (const issue of parsed.error.issues) if (!reported.has(String(issue.path[0]))) this.problem(section, issue.message, row);
    return null;
  }

  single(section: TPdsSection, data: Record<string, unknown>, reported = new Set<string>()) {
    const kept = this.check(section, data, reported);
    if (kept) this.sections[section] = kept;
  }

  list(section: TPdsSection, rows: { at: number; data: Record<string, unknown>; reported: Set<string> }[]) {
    const kept: Record<string, unknown>[] = [];
    for (const r of rows) {
      const entry = this.check(section, r.data, r.reported, r.at);
      if (entry) kept.push(entry);
    }
    if (rows.length) this.sections[section] = kept;
  }

  /** A date field: the ISO date, or the text quoted in a problem (and the field marked so its schema message is not repeated). */
  date(section: TPdsSection, field: string, v: CellValue | undefined, reported: Set<string>, row?: number): string | null | undefined {
    const d = dateOf(v);
    if (d.unreadable) {
      reported.add(field);
      this.problem(section, `"${d.unreadable}" is not a date: write the ${fieldLabel(section, field)} as dd/mm/yyyy`, row);
      return d.unreadable;
    }
    return d.iso;
  }

  lookup(section: TPdsSection, list: Named[], what: string, name: string | null, reported: Set<string>, field: string): number | null {
    if (!name) return null;
    const found = list.find((n) => n.name.trim().toLowerCase() === name.trim().toLowerCase());
    if (found) return found.id;
    reported.add(field);
    this.problem(section, `the ${what} "${name}" is not one the product knows: choose it on My PDS`);
    return null;
  }
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const fieldLabel = (section: TPdsSection, field: string) =>
  field === 'child_birth_date' ? "child's date of birth" : lower((PDS_SECTIONS[section].fields as Record<string, string>)[field] ?? field);

// ── Finding cells by their labels ────────────────────────────────────────────────────────────────

/** Every label the reader looks for: the value right of a label stops at the next one. */
const LABELS: RegExp[] = [];
const known = (re: RegExp) => (LABELS.push(re), re);
const isLabel = (text: string) => LABELS.some((re) => re.test(text));

/** The value printed right of a label in the block (the first cell that is not itself a label), or null. */
function rightOf(g: SheetGrid, re: RegExp, block: Block): CellValue {
  const at = g.find(re, block.from, block.to, 1, block.maxCol ?? Infinity);
  return at ? valueRightOf(g, at, block.maxCol) : null;
}

function valueRightOf(g: SheetGrid, at: Spot, maxCol = Infinity): CellValue {
  const end = g.rightOf(at.row, at.col);
  for (const s of g.spotsIn(at.row)) {
    if (s.col <= end) continue;
    if (s.col > maxCol || isLabel(s.text)) return null;
    return g.value(s.row, s.col);
  }
  return null;
}

/** The address parts are written above their small labels ("House/Block/Lot No."); the 2025 edition may put them beside. */
function aboveOrRight(g: SheetGrid, at: Spot | null, top: number): CellValue {
  if (!at) return null;
  if (at.row - 1 > top) {
    const above = g.spotsIn(at.row - 1).find((s) => s.col <= at.col && g.rightOf(s.row, s.col) >= at.col);
    if (above && !isLabel(above.text)) return g.value(above.row, above.col);
  }
  return valueRightOf(g, at);
}

/** The options of a checkbox question in rows [from, to] right of its label: which are ticked, and free text typed. */
function options(g: SheetGrid, from: number, to: number, afterCol: number, maxCol = Infinity): { ticked: string[]; words: Spot[] } {
  const ticked: string[] = [];
  const words: Spot[] = [];
  for (let r = from; r <= to; r++) {
    const spots = g.spotsIn(r).filter((s) => s.col > afterCol && s.col <= maxCol);
    spots.forEach((s, i) => {
      if (isTick(s.text)) {
        // A tick typed in the box cell before the option's word.
        const next = spots[i + 1];
        if (next) ticked.push(option(next.text).word.toLowerCase());
        return;
      }
      const o = option(s.text);
      if (o.ticked) ticked.push(o.word.toLowerCase());
      words.push({ ...s, text: o.word });
    });
  }
  return { ticked, words };
}

// ── The lists ────────────────────────────────────────────────────────────────────────────────────

type ListSpec = { anchor: RegExp; columns: Record<string, RegExp>; /** Columns whose text alone does not make an entry (the level). */ labels?: string[] };

/**
 * The entries of a list part: the header's columns found by their labels within three rows of the anchor, the rows
 * under the header until "(Continue on separate sheet if necessary)", the next part or the block's end. Blank rows and
 * rows of "N/A" are skipped; `at` counts the list's rows as the person sees them.
 */
function listRows(g: SheetGrid, spec: ListSpec, block: Block): Row[] {
  const anchor = g.find(spec.anchor, block.from, block.to, 1, block.maxCol ?? Infinity);
  if (!anchor) return [];
  const cols: Record<string, number> = {};
  let headerEnd = g.bottomOf(anchor.row, anchor.col);
  for (const [field, re] of Object.entries(spec.columns)) {
    const at = re === spec.anchor ? anchor : g.find(re, anchor.row, anchor.row + 3, anchor.col);
    if (!at) continue;
    cols[field] = at.col;
    headerEnd = Math.max(headerEnd, g.bottomOf(at.row, at.col));
  }
  const colList = Object.values(cols);
  const rows: Row[] = [];
  for (let r = headerEnd + 1; r <= block.to; r++) {
    const spots = g.spotsIn(r).filter((s) => s.col >= Math.min(...colList) && s.col <= (block.maxCol ?? Infinity));
    if (spots.some((s) => END_OF_LIST.test(s.text) || /^[IVX]+\.\s+[A-Z]/.test(s.text))) break;
    const cells: Record<string, CellValue> = {};
    for (const [field, col] of Object.entries(cols)) cells[field] = g.value(r, col);
    const filled = Object.entries(cells).some(([field, v]) => !spec.labels?.includes(field) && textOf(v) != null);
    if (filled) rows.push({ at: r - headerEnd, cells });
  }
  return rows;
}

/** Blocks of a sheet between its parts' bars ("II. FAMILY BACKGROUND"). */
function between(g: SheetGrid, start: RegExp | null, end: RegExp | null): Block {
  const from = start ? (g.find(start)?.row ?? 1) : 1;
  const to = end ? (g.find(end, from + 1)?.row ?? g.lastRow + 1) - 1 : g.lastRow;
  return { from, to };
}

// ── C1: personal information, family, education ──────────────────────────────────────────────────

const C1 = {
  surname: known(label('surname\\b')),
  spouseSurname: known(label("spouse'?s surname")),
  fatherSurname: known(label("father'?s surname")),
  motherMaiden: known(label("mother'?s maiden name")),
  first: known(label('first name')),
  middle: known(label('middle name')),
  extension: known(/name extension/i),
  birthDate: known(label('date of birth')),
  birthPlace: known(label('place of birth')),
  sex: known(label('sex\\b')),
  civil: known(label('civil status')),
  citizenship: known(label('citizenship')),
  country: known(/indicate (the )?country/i),
  height: known(label('height')),
  weight: known(label('weight')),
  blood: known(label('blood type')),
  gsis: known(label('(gsis|umid)( id)? no')),
  pagibig: known(label('pag-?ibig( id)? no')),
  philhealth: known(label('philhealth( id)? no')),
  philsys: known(label('(philsys|psn)')),
  sss: known(label('sss( id)? no')),
  tin: known(label('tin( id)?( no)?\\b')),
  agency: known(label('agency employee no')),
  residential: known(label('residential address')),
  permanent: known(label('permanent address')),
  house: known(/^house\/? ?block\/? ?lot/i),
  street: known(/^street$/i),
  subdivision: known(/^subdivision/i),
  barangay: known(/^barangay$/i),
  city: known(/^city\/? ?municipality$/i),
  province: known(/^province$/i),
  zip: known(/^zip code$/i),
  telephone: known(label('telephone no')),
  mobile: known(label('mobile no')),
  email: known(label('e-?mail')),
  occupation: known(label('occupation')),
  employer: known(label('employer')),
  businessAddress: known(label('business address')),
  children: known(label('name of children')),
  educLevel: known(label('level$')),
};
known(label('date of birth'));
known(/^(male|female|single|married|widowed|separated|other\/?s?:?|filipino|dual citizenship|by birth|by naturali[sz]ation)$/i);

function readNames(g: SheetGrid, block: Block): PdsWorkbookName {
  const ext = g.find(C1.extension, block.from, block.from + 3);
  // The extension's cell often holds its label and what was typed after it ("NAME EXTENSION (JR., SR)  JR.").
  const inLabel = ext ? textOf(ext.text.replace(/^.*name extension\s*(\([^)]*\))?/i, '')) : null;
  return {
    surname: textOf(rightOf(g, C1.surname, block)),
    first_name: textOf(rightOf(g, C1.first, block)),
    middle_name: textOf(rightOf(g, C1.middle, block)),
    name_extension: inLabel ?? (ext ? textOf(valueRightOf(g, ext, ext.col > (block.maxCol ?? Infinity) ? Infinity : block.maxCol)) : null),
  };
}

function readPersonal(g: SheetGrid, r: Reading, block: Block) {
  const reported = new Set<string>();
  const res = g.find(C1.residential, block.from, block.to);
  const left: Block = { ...block, maxCol: res ? res.col - 1 : undefined };
  const text = (re: RegExp, b: Block = left) => textOf(rightOf(g, re, b));

  const sexAt = g.find(C1.sex, block.from, block.to);
  const civilAt = g.find(C1.civil, block.from, block.to);
  const citAt = g.find(C1.citizenship, block.from, block.to);
  const sexOpts = sexAt ? options(g, sexAt.row, g.bottomOf(sexAt.row, sexAt.col), g.rightOf(sexAt.row, sexAt.col), left.maxCol) : null;
  let sex = sexOpts?.ticked.find((w) => /^(male|female)$/.test(w)) ?? null;
  // A box cell with the word typed in it ("Male") instead of a tick.
  const typed = sexAt ? textOf(valueRightOf(g, sexAt, left.maxCol))?.toLowerCase() : null;
  if (!sex && typed && /^(male|female)$/.test(typed)) sex = typed;

  const civilEnd = civilAt ? Math.max(g.bottomOf(civilAt.row, civilAt.col), civilAt.row + 2) : 0;
  const civil = civilAt ? options(g, civilAt.row, civilEnd, g.rightOf(civilAt.row, civilAt.col), left.maxCol) : null;
  const civilWord = civil?.ticked.find((w) => /^(single|married|widowed|separated|others?|other\/s:?)/.test(w)) ?? null;
  const civilOtherText = civil?.words.find((w) => w.col <= (left.maxCol ?? Infinity) && !isLabel(w.text) && !/^other/i.test(w.text))?.text ?? null;
  let civil_status_id: number | null = null;
  let civil_status_other: string | null = null;
  if (civilWord && !/^other/.test(civilWord))
    civil_status_id = r.lookup('personal', r.lookups.civilStatuses, 'civil status', title(civilWord), reported, 'civil_status_id');
  else if (civilWord) {
    civil_status_other = civilOtherText;
    civil_status_id = r.lookups.civilStatuses.find((c) => /^other/i.test(c.name))?.id ?? null;
  }

  let citizenship: string = 'filipino';
  let dual_citizenship_by: string | null = null;
  let dual_citizenship_country_id: number | null = null;
  if (citAt) {
    const cit = options(g, citAt.row, citAt.row + 3, g.rightOf(citAt.row, citAt.col));
    if (cit.ticked.some((w) => /dual|naturali|birth/.test(w))) {
      citizenship = 'dual';
      dual_citizenship_by = cit.ticked.some((w) => /naturali/.test(w)) ? 'naturalization' : cit.ticked.some((w) => /birth/.test(w)) ? 'birth' : null;
      const countryAt = g.find(C1.country, citAt.row, citAt.row + 4);
      const country = countryAt ? (textOf(g.value(countryAt.row + 1, countryAt.col)) ?? textOf(valueRightOf(g, countryAt))) : null;
      dual_citizenship_country_id = r.lookup('personal', r.lookups.countries, 'country', country, reported, 'dual_citizenship_country_id');
    }
  }

  const address = (start: RegExp, end: RegExp | null) => {
    const at = g.find(start, block.from, block.to);
    if (!at) return {};
    const stop = end ? (g.find(end, at.row + 1, block.to)?.row ?? block.to + 1) - 1 : Math.min(block.to, at.row + 8);
    const sub = (re: RegExp) => textOf(aboveOrRight(g, g.find(re, at.row, stop, at.col), at.row - 1));
    return {
      house_no: sub(C1.house),
      street: sub(C1.street),
      subdivision: sub(C1.subdivision),
      barangay: sub(C1.barangay),
      city: sub(C1.city),
      province: sub(C1.province),
      zip_code: textOf(rightOf(g, C1.zip, { from: at.row, to: stop })),
    };
  };
  const right: Block = { from: block.from, to: block.to };
  const blood = text(C1.blood);
  const data = {
    birth_date: r.date('personal', 'birth_date', rightOf(g, C1.birthDate, left), reported),
    birth_place: text(C1.birthPlace),
    sex,
    civil_status_id,
    civil_status_other,
    citizenship,
    dual_citizenship_by,
    dual_citizenship_country_id,
    height_m: numberOf(rightOf(g, C1.height, left)),
    weight_kg: numberOf(rightOf(g, C1.weight, left)),
    blood_type_id: r.lookup('personal', r.lookups.bloodTypes, 'blood type', blood, reported, 'blood_type_id'),
    gsis_no: text(C1.gsis),
    pagibig_no: text(C1.pagibig),
    philhealth_no: text(C1.philhealth),
    philsys_no: text(C1.philsys),
    sss_no: text(C1.sss),
    tin_no: text(C1.tin),
    agency_employee_no: text(C1.agency),
    residential_address: address(C1.residential, C1.permanent),
    permanent_address: address(C1.permanent, C1.telephone),
    telephone_no: text(C1.telephone, right),
    mobile_no: text(C1.mobile, right),
    email: text(C1.email, right),
  };
  if (Object.values(data).some((v) => v != null && v !== 'filipino' && !(typeof v === 'object' && Object.values(v).every((x) => x == null))))
    r.single('personal', data, reported);
}

const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function readFamily(g: SheetGrid, r: Reading, block: Block) {
  const kids = g.find(C1.children, block.from, block.to);
  const maxCol = kids ? kids.col - 1 : undefined;
  const part = (start: RegExp, end: RegExp | null): Block => {
    const from = g.find(start, block.from, block.to)?.row ?? block.to + 1;
    const to = end ? (g.find(end, from + 1, block.to)?.row ?? block.to + 1) - 1 : block.to;
    return { from, to, maxCol };
  };
  const spouse = part(C1.spouseSurname, C1.fatherSurname);
  const father = part(C1.fatherSurname, C1.motherMaiden);
  const mother = part(C1.motherMaiden, null);
  const t = (re: RegExp, b: Block) => textOf(rightOf(g, re, b));
  const childRows = kids
    ? listRows(g, { anchor: C1.children, columns: { full_name: C1.children, birth_date: label('date of birth') } }, { ...block, from: kids.row })
    : [];
  const reported = new Set<string>();
  const children = childRows.map((row) => ({
    full_name: textOf(row.cells.full_name),
    birth_date: r.date('family', 'child_birth_date', row.cells.birth_date, reported, row.at),
  }));
  const spouseNames = readNames(g, spouse);
  const fatherNames = readNames(g, father);
  const data = {
    spouse: {
      ...spouseNames,
      surname: t(C1.spouseSurname, spouse),
      occupation: t(C1.occupation, spouse),
      employer: t(C1.employer, spouse),
      business_address: t(C1.businessAddress, spouse),
      telephone_no: t(C1.telephone, spouse),
    },
    children,
    father: { ...fatherNames, surname: t(C1.fatherSurname, father) },
    mother: { surname: t(C1.surname, mother), first_name: t(C1.first, mother), middle_name: t(C1.middle, mother) },
  };
  const anything = children.length || [data.spouse, data.father, data.mother].some((p) => Object.values(p).some((v) => v != null));
  if (anything) r.single('family', data, reported);
}

const LEVELS: [RegExp, string][] = [
  [/elementary|primary/i, 'elementary'],
  [/secondary|high school/i, 'secondary'],
  [/vocational|trade/i, 'vocational'],
  [/graduate studies|master|doctor|post/i, 'graduate'],
  [/college|tertiary/i, 'college'],
];

const EDUCATION: ListSpec = {
  anchor: C1.educLevel,
  columns: {
    level: C1.educLevel,
    school_name: label('name of school'),
    course: /basic education|degree\/? ?course/i,
    period_from: /^from$/i,
    period_to: /^to$/i,
    highest_level_units: /highest level|units earned/i,
    year_graduated: /year graduated/i,
    honors: /scholarship|honors/i,
  },
  labels: ['level'],
};

function readEducation(g: SheetGrid, r: Reading, block: Block) {
  const spec = EDUCATION;
  let level: string | null = null;
  const rows = listRows(g, spec, block).map((row) => {
    const written = textOf(row.cells.level);
    // A row inserted under "COLLEGE" for a second degree is left without its level: it is the one above.
    level = (written && LEVELS.find(([re]) => re.test(written))?.[1]) ?? (written ? written.toLowerCase() : level);
    const c = row.cells;
    return {
      at: row.at,
      reported: new Set<string>(),
      data: {
        level,
        school_name: textOf(c.school_name),
        course: textOf(c.course),
        period_from: yearOf(c.period_from),
        period_to: yearOf(c.period_to),
        highest_level_units: textOf(c.highest_level_units),
        year_graduated: yearOf(c.year_graduated),
        honors: textOf(c.honors),
      },
    };
  });
  r.list(
    'educbackground',
    rows.filter((x) => x.data.school_name || x.data.course || x.data.period_from),
  );
}

// ── C2: eligibility, work experience ─────────────────────────────────────────────────────────────

const FROM = /^from$/i;
const TO = /^to$/i;

const ELIGIBILITY_ANCHOR = /career service|cs eligibility|^\d+\.\s*eligibility/i;
const ELIGIBILITY: ListSpec = {
  anchor: ELIGIBILITY_ANCHOR,
  columns: {
    name: ELIGIBILITY_ANCHOR,
    rating: /^rating/i,
    exam_date: /date of examination/i,
    exam_place: /place of examination/i,
    license_number: /^number$/i,
    license_valid_until: /validity/i,
  },
};

function readEligibility(g: SheetGrid, r: Reading, block: Block) {
  const spec = ELIGIBILITY;
  r.list(
    'eligibility',
    listRows(g, spec, block).map((row) => {
      const reported = new Set<string>();
      const c = row.cells;
      return {
        at: row.at,
        reported,
        data: {
          name: textOf(c.name),
          rating: numberOf(c.rating),
          exam_date: r.date('eligibility', 'exam_date', c.exam_date, reported, row.at),
          exam_place: textOf(c.exam_place),
          license_number: textOf(c.license_number),
          license_valid_until: r.date('eligibility', 'license_valid_until', c.license_valid_until, reported, row.at),
        },
      };
    }),
  );
}

/** "11-2", "SG 11 step 2", "11" as the salary grade and step. */
function gradeAndStep(v: CellValue | undefined): { salary_grade: number | string | null; salary_step: number | null } {
  const text = textOf(v);
  if (text == null) return { salary_grade: null, salary_step: null };
  const m = /^(?:sg\s*)?(\d{1,2})(?:\s*(?:-|\/|step)\s*(\d))?$/i.exec(text.replace(/\s+/g, ' ').trim());
  return m ? { salary_grade: Number(m[1]), salary_step: m[2] ? Number(m[2]) : null } : { salary_grade: text, salary_step: null };
}

const WORK: ListSpec = {
  anchor: /inclusive dates/i,
  columns: {
    date_from: FROM,
    date_to: TO,
    position_title: /position title/i,
    company_name: /department|agency\/? ?office/i,
    monthly_salary: /monthly salary/i,
    grade: /pay grade|salary grade|salary\/? ?job/i,
    appointment_status: /status of appointment/i,
    government_service: /gov'?t\.? service|government service/i,
  },
};

function readWorkExperience(g: SheetGrid, r: Reading, block: Block) {
  const spec = WORK;
  r.list(
    'workexp',
    listRows(g, spec, block).map((row) => {
      const reported = new Set<string>();
      const c = row.cells;
      return {
        at: row.at,
        reported,
        data: {
          date_from: r.date('workexp', 'date_from', c.date_from, reported, row.at),
          date_to: r.date('workexp', 'date_to', c.date_to, reported, row.at),
          position_title: textOf(c.position_title),
          company_name: textOf(c.company_name),
          monthly_salary: numberOf(c.monthly_salary),
          ...gradeAndStep(c.grade),
          appointment_status: textOf(c.appointment_status),
          government_service: yesNo(c.government_service) ?? undefined,
        },
      };
    }),
  );
}

// ── C3: voluntary work, L&D, other information ───────────────────────────────────────────────────

const VOLUNTARY_ANCHOR = /name (&|and) address of organi[sz]ation/i;
const HOURS = /number of hours/i;
const VOLUNTARY: ListSpec = {
  anchor: VOLUNTARY_ANCHOR,
  columns: { organization: VOLUNTARY_ANCHOR, date_from: FROM, date_to: TO, hours: HOURS, position: /position\s*\/?\s*nature of work/i },
};

function readVoluntary(g: SheetGrid, r: Reading, block: Block) {
  const spec = VOLUNTARY;
  r.list(
    'voluntarywork',
    listRows(g, spec, block).map((row) => {
      const reported = new Set<string>();
      const c = row.cells;
      return {
        at: row.at,
        reported,
        data: {
          organization: textOf(c.organization),
          date_from: r.date('voluntarywork', 'date_from', c.date_from, reported, row.at),
          date_to: r.date('voluntarywork', 'date_to', c.date_to, reported, row.at),
          hours: numberOf(c.hours),
          position: textOf(c.position),
        },
      };
    }),
  );
}

const LD_TYPE = /^(managerial|supervisory|technical|foundation)/i;

const TRAINING_ANCHOR = /^(\d+\.\s*)?title of learning|^(\d+\.\s*)?title of (l&d|training)/i;
const TRAINING: ListSpec = {
  anchor: TRAINING_ANCHOR,
  columns: { title: TRAINING_ANCHOR, date_from: FROM, date_to: TO, hours: HOURS, ld_type: /type of (ld|l&d|l & d)/i, conducted_by: /conducted/i },
};

function readTraining(g: SheetGrid, r: Reading, block: Block) {
  const spec = TRAINING;
  r.list(
    'training',
    listRows(g, spec, block).map((row) => {
      const reported = new Set<string>();
      const c = row.cells;
      const type = textOf(c.ld_type);
      return {
        at: row.at,
        reported,
        data: {
          title: textOf(c.title),
          date_from: r.date('training', 'date_from', c.date_from, reported, row.at),
          date_to: r.date('training', 'date_to', c.date_to, reported, row.at),
          hours: numberOf(c.hours),
          ld_type: type ? (LD_TYPE.exec(type)?.[1]?.toLowerCase() ?? type) : null,
          conducted_by: textOf(c.conducted_by),
        },
      };
    }),
  );
}

const OTHER_ANCHOR = /special skills/i;
const OTHER: ListSpec = { anchor: OTHER_ANCHOR, columns: { skills: OTHER_ANCHOR, rewardrecog: /non-academic|distinctions/i, orgassoc: /membership in/i } };

function readOtherInformation(g: SheetGrid, r: Reading, block: Block) {
  const spec = OTHER;
  const rows = listRows(g, spec, block);
  for (const section of ['skills', 'rewardrecog', 'orgassoc'] as const) {
    const filled = rows.filter((row) => textOf(row.cells[section]) != null);
    r.list(
      section,
      filled.map((row) => ({ at: row.at, reported: new Set<string>(), data: { name: textOf(row.cells[section]) } })),
    );
  }
}

// ── C4: questions 34–40, references, government ID ───────────────────────────────────────────────

const QUESTION_ANCHORS: Record<string, RegExp> = {
  q34a: /within the third degree/i,
  q34b: /within the fourth degree/i,
  q35a: /guilty of any administrative offen[cs]e/i,
  q35b: /criminally charged/i,
  q36: /convicted of any crime/i,
  q37: /separated from the service/i,
  q38a: /candidate in a national or local election/i,
  q38b: /resigned from the government service/i,
  q39: /immigrant or permanent resident/i,
  q40a: /indigenous group/i,
  q40b: /person with disability/i,
  q40c: /solo parent/i,
};
const QUESTION_LABELS =
  /^(if yes,? give details:?|date filed:?|status of case\/?s?:?|if yes,? please specify( id no)?:?|please specify:?|if yes,? give (the )?country:?|yes,? give details:?)$/i;
const REFERENCES = known(label('references'));

function readQuestions(g: SheetGrid, r: Reading, block: Block) {
  const anchors = PDS_QUESTIONS.map((q) => ({ key: q.key, at: g.find(QUESTION_ANCHORS[q.key]!, block.from, block.to) }));
  if (anchors.every((a) => !a.at)) return;
  const refs = g.find(REFERENCES, block.from, block.to)?.row ?? block.to + 1;
  const data: Record<string, { answer: boolean | null; details: string | null }> = {};
  anchors.forEach(({ key, at }, i) => {
    if (!at) return;
    const next = anchors.slice(i + 1).find((a) => a.at)?.at?.row ?? refs;
    const { ticked, words } = options(g, at.row, next - 1, g.rightOf(at.row, at.col));
    const yes = ticked.includes('yes');
    const no = ticked.includes('no');
    const details = words
      .filter((w) => !/^(yes|no)$/i.test(w.text) && !QUESTION_LABELS.test(w.text) && !Object.values(QUESTION_ANCHORS).some((re) => re.test(w.text)))
      .map((w) => textOf(w.text))
      .filter((t): t is string => t != null);
    data[key] = { answer: yes && !no ? true : no && !yes ? false : null, details: details.join('; ') || null };
  });
  if (Object.values(data).some((q) => q.answer !== null || q.details)) r.single('questions', data);
}

function readReferences(g: SheetGrid, r: Reading, block: Block) {
  const at = g.find(REFERENCES, block.from, block.to);
  if (!at) return;
  const rows = listRows(
    g,
    { anchor: /^name$/i, columns: { name: /^name$/i, address: /^address$/i, telephone_no: /^tel/i } },
    { from: at.row, to: block.to },
  ).filter((row) => !/declare under oath/i.test(String(row.cells.name ?? '')));
  const references = rows.map((row) => ({ name: textOf(row.cells.name), address: textOf(row.cells.address), telephone_no: textOf(row.cells.telephone_no) }));
  if (references.length) r.single('references', { references });
}

const GOV = {
  type: known(/^government issued id\s*:?$/i),
  number: known(/^id\/? ?license\/? ?passport no/i),
  issuance: known(/^date\/? ?place of issuance/i),
  accomplished: known(/^date accomplished$/i),
};

function readGovernmentId(g: SheetGrid, r: Reading, block: Block) {
  const reported = new Set<string>();
  const idType = textOf(rightOf(g, GOV.type, block));
  const idNumber = textOf(rightOf(g, GOV.number, block));
  const issuance = textOf(rightOf(g, GOV.issuance, block));
  // "Date/Place of Issuance" is one cell: "15/03/2020 / Manila", "Manila, 15/03/2020" or either alone.
  const dateText = issuance ? (/\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/.exec(issuance)?.[0] ?? null) : null;
  const place = issuance && dateText ? textOf(issuance.replace(dateText, '').replace(/^[\s/,;-]+|[\s/,;-]+$/g, '')) : issuance;
  const accomplishedAt = g.find(GOV.accomplished, block.from, block.to);
  const accomplished = accomplishedAt ? aboveOrRight(g, accomplishedAt, block.from) : null;
  const data = {
    id_type: idType,
    id_number: idNumber,
    issued_date: r.date('government_id', 'issued_date', dateText, reported),
    issued_place: place,
    date_accomplished: r.date('government_id', 'date_accomplished', accomplished, reported),
  };
  if (Object.values(data).some((v) => v != null)) r.single('government_id', data, reported);
}

// ── The workbook ─────────────────────────────────────────────────────────────────────────────────

function editionOf(c1: SheetGrid): PdsEdition {
  const head = c1.find(/revised\s*2025|\b2025\b/i, 1, 8);
  return head ? '2025' : '2017';
}

/** Reads a filled CS Form 212. `lookups` turn the civil status, blood type and country it names into the product's ids. */
export async function readPdsWorkbook(bytes: Buffer, lookups: PdsLookups = NO_LOOKUPS): Promise<PdsWorkbookReading> {
  const empty: PdsWorkbookName = { surname: null, first_name: null, middle_name: null, name_extension: null };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { edition: '2017', name: empty, sections: {}, problems: [{ section: 'workbook', message: NOT_A_PDS_WORKBOOK }] };
  }
  const sheet = (name: string) => {
    const ws = book.worksheets.find((w) => w.name.trim().toUpperCase() === name);
    return ws ? new SheetGrid(name, ws) : null;
  };
  const [c1, c2, c3, c4] = ['C1', 'C2', 'C3', 'C4'].map(sheet);
  const r = new Reading(lookups);
  if (!c1 && !c2 && !c3 && !c4) return { edition: '2017', name: empty, sections: {}, problems: [{ section: 'workbook', message: NOT_A_PDS_WORKBOOK }] };
  for (const [name, g] of [
    ['C1', c1],
    ['C2', c2],
    ['C3', c3],
    ['C4', c4],
  ] as const)
    if (!g) r.problems.push({ section: 'workbook', message: `The sheet ${name} of the form is missing: its parts were not read.` });

  let name = empty;
  if (c1) {
    const personal = between(c1, /^I\.\s*PERSONAL INFORMATION/i, /^II\.\s*FAMILY BACKGROUND/i);
    const res = c1.find(C1.residential, personal.from, personal.to);
    name = readNames(c1, { ...personal, maxCol: res ? res.col - 1 : undefined });
    readPersonal(c1, r, personal);
    readFamily(c1, r, between(c1, /^II\.\s*FAMILY BACKGROUND/i, /^III\.\s*EDUCATIONAL BACKGROUND/i));
    readEducation(c1, r, between(c1, /^III\.\s*EDUCATIONAL BACKGROUND/i, null));
  }
  if (c2) {
    readEligibility(c2, r, between(c2, /^IV\.\s*CIVIL SERVICE ELIGIBILITY/i, /^V\.\s*WORK EXPERIENCE/i));
    readWorkExperience(c2, r, between(c2, /^V\.\s*WORK EXPERIENCE/i, null));
  }
  if (c3) {
    readVoluntary(c3, r, between(c3, /^VI\.\s*VOLUNTARY WORK/i, /^VII\.\s*LEARNING AND DEVELOPMENT/i));
    readTraining(c3, r, between(c3, /^VII\.\s*LEARNING AND DEVELOPMENT/i, /^VIII\.\s*OTHER INFORMATION/i));
    readOtherInformation(c3, r, between(c3, /^VIII\.\s*OTHER INFORMATION/i, null));
  }
  if (c4) {
    const refs = c4.find(REFERENCES)?.row ?? c4.lastRow + 1;
    readQuestions(c4, r, { from: 1, to: refs - 1 });
    readReferences(c4, r, { from: refs, to: (c4.find(/declare under oath/i, refs)?.row ?? c4.lastRow + 1) - 1 });
    readGovernmentId(c4, r, { from: refs, to: c4.lastRow });
  }
  return { edition: c1 ? editionOf(c1) : '2017', name, sections: r.sections, problems: r.problems };
}
