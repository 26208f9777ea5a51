import type { TPayrollTable, TPayrollTableKind } from '@hris/contracts';
import { parsePesos, pesosInputOf } from '../../lib/money';
import { tableKeyLabel } from './payroll-format';

// The new rate table form's pure helpers: rates typed in percent read to exact basis points, money typed in pesos to
// exact centavos (lib/money), whole numbers for days and minutes; a table's `data` (domain/payroll-tables.ts, as the
// API checks it in payroll-tables.service.ts) to the form's texts and back. No React and no I/O here, so
// apps/web/test/payroll-tables-form.test.ts proves them.

// ——— Percent typed in a form ———

export type TPercentParse = { kind: 'empty' } | { kind: 'rate'; basisPoints: number } | { kind: 'invalid'; message: string };

/**
 * A rate typed in percent ("9", "2.5", "12.25", "9%") as basis points (900, 250, 1225), read from the text itself so
 * no float ever rounds it. At most two decimals, from 0 to 100%.
 */
export function parsePercent(text: string): TPercentParse {
  const cleaned = text.replace(/[\s%]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { kind: 'invalid', message: 'Write the rate in percent, e.g. 2.5.' };
  if (fraction.length > 2) return { kind: 'invalid', message: 'The rate has at most two decimals.' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 3) return { kind: 'invalid', message: 'The rate must not be over 100%.' };
  const basisPoints = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > 10_000) return { kind: 'invalid', message: 'The rate must not be over 100%.' };
  return { kind: 'rate', basisPoints };
}

/** Basis points as the text a rate input starts from: 900 → "9", 250 → "2.5", 1225 → "12.25", 1 → "0.01". */
export function percentInputOf(basisPoints: number | null | undefined): string {
  if (basisPoints === null || basisPoints === undefined || !Number.isInteger(basisPoints)) return '';
  const abs = Math.abs(basisPoints);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${basisPoints < 0 ? '-' : ''}${Math.floor(abs / 100)}${fraction ? `.${fraction}` : ''}`;
}

export type TWholeParse = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; message: string };

/** A whole number typed in a form ("22", "480"), digits only. */
export function parseWhole(text: string): TWholeParse {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  if (!/^\d{1,6}$/.test(cleaned)) return { kind: 'invalid', message: 'Write a whole number, e.g. 22.' };
  return { kind: 'number', value: Number(cleaned) };
}

// ——— The figures of each kind of table ———

export type TFigureUnit = 'money' | 'rate' | 'whole';

/** One figure of a table: where it sits in `data` ("philhealth.floor"), what it is typed in, and its bounds. */
export type TFigure = { path: string; unit: TFigureUnit; min?: number; max?: number };

/** The figures of each kind, in the order the form shows them (the tax brackets are a table of their own). */
export const TABLE_FIGURES: Record<TPayrollTableKind, readonly TFigure[]> = {
  contributions: [
    { path: 'gsis.personal', unit: 'rate' },
    { path: 'gsis.government', unit: 'rate' },
    { path: 'ec.rate', unit: 'rate' },
    { path: 'ec.cap', unit: 'money' },
    { path: 'philhealth.premium', unit: 'rate' },
    { path: 'philhealth.floor', unit: 'money' },
    { path: 'philhealth.ceiling', unit: 'money' },
    { path: 'pagibig.employee', unit: 'rate' },
    { path: 'pagibig.employer', unit: 'rate' },
    { path: 'pagibig.fundSalary', unit: 'money' },
  ],
  tax: [{ path: 'benefitsExemptPerYear', unit: 'money' }],
  job_order_withholding: [
    { path: 'rate', unit: 'rate' },
    { path: 'sworn', unit: 'rate' },
  ],
  settings: [
    { path: 'pera', unit: 'money' },
    { path: 'daysPerMonth', unit: 'whole', min: 1, max: 31 },
    { path: 'minutesPerDay', unit: 'whole', min: 60, max: 1440 },
    { path: 'minimumTakeHome', unit: 'money' },
  ],
  // The payroll year's rules (issue 40): the figures HR changes year to year; the days and the shares by months of
  // service are carried from the latest table of the kind (the API fills the PBB's from the IATF's pro rata).
  annual_tax: [{ path: 'benefitsExemptPerYear', unit: 'money' }],
  mid_year_bonus: [
    { path: 'share', unit: 'rate' },
    { path: 'minimumMonths', unit: 'whole', min: 0, max: 12 },
  ],
  year_end_bonus: [
    { path: 'cashGift', unit: 'money' },
    { path: 'minimumMonths', unit: 'whole', min: 0, max: 12 },
  ],
  pei: [
    { path: 'fiscalYear', unit: 'whole', min: 2000, max: 2100 },
    { path: 'amount', unit: 'money' },
    { path: 'minimumMonths', unit: 'whole', min: 0, max: 12 },
  ],
  pbb: [
    { path: 'fiscalYear', unit: 'whole', min: 2000, max: 2100 },
    { path: 'tiers.Outstanding', unit: 'rate' },
    { path: 'tiers.Very Satisfactory', unit: 'rate' },
  ],
  clothing_allowance: [
    { path: 'amount', unit: 'money' },
    { path: 'minimumMonths', unit: 'whole', min: 0, max: 12 },
  ],
  // The RATA's levels are a table of their own (`levels`); the reduction by days of actual work is carried.
  rata: [],
};

/** The kinds whose brackets are a table of their own: the monthly and the annual tax. */
export const hasBrackets = (kind: TPayrollTableKind) => kind === 'tax' || kind === 'annual_tax';

/** The columns of a tax bracket, in the printed table's order. */
export const BRACKET_COLUMNS = [
  { key: 'over', unit: 'money' },
  { key: 'from', unit: 'money' },
  { key: 'fixed', unit: 'money' },
  { key: 'rate', unit: 'rate' },
] as const;

export type TBracketKey = (typeof BRACKET_COLUMNS)[number]['key'];
export type TBracketValues = Record<TBracketKey, string>;

/** One RATA level as the form keeps it: its name, RA and TA in pesos, and the positions whose holders are entitled. */
export type TLevelValues = { level: string; ra: string; ta: string; positions: string[] };

/** What the form keeps of a table's figures: each one's text by its path, and the tax brackets' texts. */
export type TTableFigures = {
  figures: Record<string, string>;
  brackets: TBracketValues[];
  /** The RATA levels (none for the other kinds). */
  levels: TLevelValues[];
  /** The latest table's data, whose other parts (days, shares by months of service) the new one carries. */
  base: Record<string, unknown>;
};

/** The group a figure is shown under ("GSIS"), or null for a table's own figures. */
export function figureGroup(path: string): string | null {
  const dot = path.indexOf('.');
  return dot < 0 ? null : tableKeyLabel(path.slice(0, dot));
}

/** A figure's label with its unit: "Personal share (%)", "Salary floor (pesos)", "Minutes a day". */
export function figureLabel(figure: Pick<TFigure, 'path' | 'unit'>): string {
  const label = tableKeyLabel(figure.path.slice(figure.path.lastIndexOf('.') + 1));
  return figure.unit === 'rate' ? `${label} (%)` : figure.unit === 'money' ? `${label} (pesos)` : label;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(data: Record<string, unknown>, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) at = isRecord(at) ? at[key] : undefined;
  return at;
}

function setAt(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = data;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (isRecord(next)) at = next;
    else {
      const made: Record<string, unknown> = {};
      at[key] = made;
      at = made;
    }
  }
  at[keys[keys.length - 1] ?? path] = value;
}

const inputOf = (unit: TFigureUnit, value: unknown): string => {
  if (typeof value !== 'number') return '';
  if (unit === 'money') return pesosInputOf(value);
  if (unit === 'rate') return percentInputOf(value);
  return String(value);
};

/** An empty bracket row; the first of a table starts at 0. */
export const emptyBracket = (first = false): TBracketValues => ({
  over: first ? '0.00' : '',
  from: first ? '0.00' : '',
  fixed: first ? '0.00' : '',
  rate: first ? '0' : '',
});

/**
 * The form's texts from a table's `data` (the latest of its kind, the new one starting from its figures); none: empty
 * figures and one bracket from 0.
 */
export function tableFormValuesOf(kind: TPayrollTableKind, data: Record<string, unknown> | null | undefined): TTableFigures {
  const figures: Record<string, string> = {};
  const view = data ? tiersAsRecord(data) : null;
  for (const figure of TABLE_FIGURES[kind]) figures[figure.path] = view ? inputOf(figure.unit, valueAt(view, figure.path)) : '';
  const given = hasBrackets(kind) && data && Array.isArray(data.brackets) ? data.brackets.filter(isRecord) : [];
  const brackets = !hasBrackets(kind)
    ? []
    : given.length > 0
      ? given.map((b) => Object.fromEntries(BRACKET_COLUMNS.map((c) => [c.key, inputOf(c.unit, b[c.key])])) as TBracketValues)
      : [emptyBracket(true)];
  const levels =
    kind === 'rata' && data && Array.isArray(data.levels)
      ? data.levels.filter(isRecord).map((l) => ({
          level: typeof l.level === 'string' ? l.level : '',
          ra: inputOf('money', l.ra),
          ta: inputOf('money', l.ta),
          positions: Array.isArray(l.positions) ? l.positions.filter((x): x is string => typeof x === 'string') : [],
        }))
      : [];
  return { figures, brackets, levels, base: data ? structuredClone(data) : {} };
}

/** The PBB's tiers ([{ rating, share }]) as { rating: share }, so each is a figure of its own. */
function tiersAsRecord(data: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(data.tiers)) return data;
  const tiers = Object.fromEntries(data.tiers.filter(isRecord).map((t) => [String(t.rating), t.share]));
  return { ...data, tiers };
}

/** The latest table of a kind (by effective date), whose figures a new one starts from. */
export function latestTableOf<T extends Pick<TPayrollTable, 'kind' | 'effective_date'>>(tables: readonly T[], kind: TPayrollTableKind): T | null {
  let latest: T | null = null;
  for (const t of tables) if (t.kind === kind && (!latest || t.effective_date > latest.effective_date)) latest = t;
  return latest;
}

type Read = { value: number } | { problem: string };

function readFigure(unit: TFigureUnit, text: string, bounds: { min?: number; max?: number } = {}): Read {
  if (unit === 'money') {
    const parsed = parsePesos(text);
    if (parsed.kind === 'empty') return { problem: 'Write the amount.' };
    return parsed.kind === 'invalid' ? { problem: parsed.message } : { value: parsed.centavos };
  }
  if (unit === 'rate') {
    const parsed = parsePercent(text);
    if (parsed.kind === 'empty') return { problem: 'Write the rate.' };
    return parsed.kind === 'invalid' ? { problem: parsed.message } : { value: parsed.basisPoints };
  }
  const parsed = parseWhole(text);
  if (parsed.kind === 'empty') return { problem: 'Write the number.' };
  if (parsed.kind === 'invalid') return { problem: parsed.message };
  const { min, max } = bounds;
  if ((min !== undefined && parsed.value < min) || (max !== undefined && parsed.value > max))
    return { problem: `Write a number from ${min ?? 0} to ${max ?? '…'}.` };
  return { value: parsed.value };
}

/** The form field a figure's message goes under: "data.gsis.personal", "data.brackets.2.rate". */
export const figureField = (path: string) => `data.${path}`;

/**
 * The table's `data` from the form's texts, in the shape the API checks (centavos, basis points, whole numbers), or
 * each figure's problem under its field (`data.…`): an empty or unreadable figure, brackets that do not start at 0
 * and rise, a PhilHealth ceiling below its floor.
 */
export function tableDataOf(
  kind: TPayrollTableKind,
  values: TTableFigures,
): { data: Record<string, unknown>; problems: null } | { data: null; problems: Record<string, string> } {
  const data: Record<string, unknown> = structuredClone(values.base ?? {});
  const problems: Record<string, string> = {};
  if (kind === 'pbb') data.tiers = {};
  const put = (path: string, read: Read) => {
    if ('problem' in read) problems[figureField(path)] = read.problem;
    else setAt(data, path, read.value);
  };
  if (hasBrackets(kind)) {
    if (values.brackets.length === 0) problems[figureField('brackets')] = 'Add at least one bracket, from 0.';
    const brackets = values.brackets.map((bracket, row) => {
      const read: Record<string, number> = {};
      for (const column of BRACKET_COLUMNS) {
        const figure = readFigure(column.unit, bracket[column.key]);
        if ('problem' in figure) problems[figureField(`brackets.${row}.${column.key}`)] = figure.problem;
        else read[column.key] = figure.value;
      }
      return read;
    });
    brackets.forEach((bracket, row) => {
      const over = bracket.over;
      if (over === undefined) return;
      if (row === 0 && over !== 0) problems[figureField('brackets.0.over')] = 'The first bracket starts at 0.';
      const before = brackets[row - 1]?.over;
      if (row > 0 && before !== undefined && over <= before) problems[figureField(`brackets.${row}.over`)] = 'Each bracket starts above the one before it.';
    });
    data.brackets = brackets;
  }
  for (const figure of TABLE_FIGURES[kind]) put(figure.path, readFigure(figure.unit, values.figures[figure.path] ?? '', figure));
  if (kind === 'rata') {
    data.levels = (values.levels ?? []).map((l, row) => {
      const read: Record<string, unknown> = { level: l.level.trim(), positions: l.positions.map((x) => x.trim()).filter(Boolean) };
      if (!l.level.trim()) problems[figureField(`levels.${row}.level`)] = 'Name the level.';
      for (const key of ['ra', 'ta'] as const) {
        const figure = readFigure('money', l[key]);
        if ('problem' in figure) problems[figureField(`levels.${row}.${key}`)] = figure.problem;
        else read[key] = figure.value;
      }
      return read;
    });
  }
  if (kind === 'pbb' && isRecord(data.tiers)) {
    data.tiers = Object.entries(data.tiers).map(([rating, share]) => ({ rating, share }));
  }
  if (kind === 'contributions') {
    const floor = valueAt(data, 'philhealth.floor');
    const ceiling = valueAt(data, 'philhealth.ceiling');
    if (typeof floor === 'number' && typeof ceiling === 'number' && ceiling < floor)
      problems[figureField('philhealth.ceiling')] = 'The ceiling must not be below the floor.';
  }
  return Object.keys(problems).length > 0 ? { data: null, problems } : { data, problems: null };
}
