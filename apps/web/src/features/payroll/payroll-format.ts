import {
  isSpecialRunKind,
  splitPayLines,
  PAYROLL_RUN_KINDS,
  PAYROLL_RUN_STATUSES,
  type TMyPayslip,
  type TPayrollRun,
  type TPayrollRunKind,
  type TPayrollRunStatus,
  type TPayrollTable,
  type TRegisterRow,
  type TRegisterSums,
  type TRunApprover,
} from '@hris/contracts';
import { formatAmount, parsePesos } from '../../lib/money';

// The pure helpers of the payroll pages (issue 21): what a run's status allows, how the register is grouped and
// totalled, how money typed in pesos becomes centavos, and how the dated rate tables read. No React and no I/O here,
// so apps/web/test/payroll.test.ts proves them.

// ——— Runs ———

export const RUN_STATUS: Record<TPayrollRunStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  computed: { label: 'Computed', color: 'blue' },
  reviewed: { label: 'For approval', color: 'orange' },
  approved: { label: 'Approved', color: 'teal' },
  paid: { label: 'Paid', color: 'green' },
};

/** The run's progress as the stepper shows it: each status, and the moment the run reached it. */
export function runProgress(run: Pick<TPayrollRun, 'status' | 'computed_at' | 'reviewed_at' | 'approved_at' | 'paid_at'>) {
  const at: Record<TPayrollRunStatus, string | null> = {
    draft: null,
    computed: run.computed_at,
    reviewed: run.reviewed_at,
    approved: run.approved_at,
    paid: run.paid_at,
  };
  const labels: Record<TPayrollRunStatus, string> = {
    draft: 'Prepared',
    computed: 'Computed',
    reviewed: 'Sent for approval',
    approved: 'Approved',
    paid: 'Paid',
  };
  return {
    active: PAYROLL_RUN_STATUSES.indexOf(run.status),
    steps: PAYROLL_RUN_STATUSES.map((status) => ({ status, label: labels[status], at: at[status] })),
  };
}

/** What may be done to a run in its status (the API refuses the rest). */
export function runActions(status: TPayrollRunStatus) {
  const open = status === 'draft' || status === 'computed';
  return {
    compute: open,
    computeLabel: status === 'computed' ? 'Recompute' : 'Compute',
    submit: status === 'computed',
    markPaid: status === 'approved',
    remove: open,
    /** Adjustments are added while the run can still be computed again. */
    adjust: open,
    locked: status === 'paid',
  };
}

/** "Regular plantilla employees · CSU-Andrews" / "Casuals of a fund source · GAA-MOOE" / "… · Office of the President". */
export function runScopeLabel(run: Pick<TPayrollRun, 'kind' | 'campus' | 'department' | 'fund_source'>): string {
  const where = run.department?.fullname ?? (run.fund_source ? `${run.fund_source.code} ${run.fund_source.name}` : null) ?? run.campus?.acronym ?? null;
  const kind = PAYROLL_RUN_KINDS[run.kind];
  if (run.kind === 'regular' && !where) return `${kind} · whole university`;
  return where ? `${kind} · ${where}` : kind;
}

/** Whom a regular run pays: the whole university, one campus, or one office. */
export type TRunWhere = 'university' | 'campus' | 'office';

/** The new run form's values: pickers keep strings (a campus, a fund) and the office chosen. */
export type TRunFormValues = {
  month: string | null;
  kind: TPayrollRunKind;
  where: TRunWhere;
  campus_id: string | null;
  /** The office picked (named as the body's field, so its message goes once one is picked). */
  department_id: { id: number; label: string } | null;
  fund_source_id: string | null;
};

/** The body of POST /api/payroll/runs from the form: only what the kind of run asks for is sent. */
/** The kinds paid to the whole university, a campus or an office: the regular payroll and the special payrolls (issue 40). */
export const isScopedRunKind = (kind: TRunFormValues['kind']) => kind === 'regular' || isSpecialRunKind(kind);

export function runBodyOf(values: TRunFormValues) {
  const scoped = isScopedRunKind(values.kind);
  const office = values.kind === 'job_order' || (scoped && values.where === 'office');
  return {
    month: values.month ?? undefined,
    kind: values.kind,
    campus_id: scoped && values.where === 'campus' && values.campus_id ? Number(values.campus_id) : null,
    department_id: office ? (values.department_id?.id ?? null) : null,
    fund_source_id: values.kind === 'casual' && values.fund_source_id ? Number(values.fund_source_id) : null,
  };
}

/** The month after "YYYY-MM" (a run is usually prepared for the coming month). */
export function monthAfter(month: string): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, m, 1));
  return next.toISOString().slice(0, 7);
}

// ——— Money typed in pesos ———

export type TPesoInput = { text: string; required?: boolean; signed?: boolean };

/**
 * The centavos of each money field for the contract to check: a number, null when an optional one is left empty,
 * undefined when a required one is (the contract then says it is required) or when the text is not an amount.
 */
export function centavosOf(fields: Record<string, TPesoInput>): Record<string, number | null | undefined> {
  const values: Record<string, number | null | undefined> = {};
  for (const [name, field] of Object.entries(fields)) {
    const parsed = parsePesos(field.text, { signed: field.signed });
    values[name] = parsed.kind === 'amount' ? parsed.centavos : parsed.kind === 'empty' && !field.required ? null : undefined;
  }
  return values;
}

/** Each money field whose text is not an amount, with why (shown under the field, over the contract's message). */
export function pesoProblems(fields: Record<string, TPesoInput>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const parsed = parsePesos(field.text, { signed: field.signed });
    if (parsed.kind === 'invalid') problems[name] = parsed.message;
  }
  return problems;
}

// ——— The register ———

const SUM_KEYS = ['basic', 'pera', 'gross', 'lwop', 'gsis', 'philhealth', 'pagibig', 'tax', 'other_deductions', 'net'] as const;

/** One column of figures in the register: which sum it shows, its heading, and how it is drawn. */
export type RegisterFigure = { key: keyof Omit<TRegisterSums, 'people'>; header: string; deduction?: boolean; strong?: boolean };

/** The General Payroll's columns of figures, in the order of the paper register. */
const MONTHLY_FIGURES: RegisterFigure[] = [
  { key: 'basic', header: 'Basic' },
  { key: 'pera', header: 'PERA' },
  { key: 'gross', header: 'Gross', strong: true },
  { key: 'lwop', header: 'LWOP', deduction: true },
  { key: 'gsis', header: 'GSIS', deduction: true },
  { key: 'philhealth', header: 'PhilHealth', deduction: true },
  { key: 'pagibig', header: 'Pag-IBIG', deduction: true },
  { key: 'tax', header: 'Tax', deduction: true },
  { key: 'other_deductions', header: 'Other deductions', deduction: true },
  { key: 'net', header: 'Net', strong: true },
];

/**
 * The register's columns for a run of this kind. A special payroll pays one benefit, from which only the tax on what
 * passes the year's exemption and any deduction are taken: its columns are the benefit, the tax, other deductions and
 * the net, not the monthly run's basic, PERA and contributions, which would all read 0.00.
 */
export function registerFigures(kind: TPayrollRunKind): RegisterFigure[] {
  if (!isSpecialRunKind(kind)) return MONTHLY_FIGURES;
  return [
    { key: 'gross', header: PAYROLL_RUN_KINDS[kind], strong: true },
    { key: 'tax', header: 'Tax', deduction: true },
    { key: 'other_deductions', header: 'Other deductions', deduction: true },
    { key: 'net', header: 'Net', strong: true },
  ];
}
/** The totals of some rows of the register, as the API sums them per office and per fund. */
export function sumRegisterRows(rows: readonly TRegisterRow[]): TRegisterSums {
  const sums: TRegisterSums = {
    people: rows.length,
    basic: 0,
    pera: 0,
    gross: 0,
    lwop: 0,
    gsis: 0,
    philhealth: 0,
    pagibig: 0,
    tax: 0,
    other_deductions: 0,
    net: 0,
  };
  for (const row of rows) for (const key of SUM_KEYS) sums[key] += row[key];
  return sums;
}

/** The office a row is totalled under (the API names a row without one so too). */
export const NO_OFFICE = 'No office';

/**
 * The register's rows by office, in the order of the API's office totals (offices it did not total come last), each
 * with the API's subtotal for that office, or the rows' own sum when the API gave none under that name.
 */
export function groupByOffice(
  rows: readonly TRegisterRow[],
  offices: readonly (TRegisterSums & { name: string })[],
): { name: string; rows: TRegisterRow[]; sums: TRegisterSums }[] {
  const byName = new Map<string, TRegisterRow[]>();
  for (const row of rows) {
    const name = row.office ?? NO_OFFICE;
    const list = byName.get(name);
    if (list) list.push(row);
    else byName.set(name, [row]);
  }
  const order = [
    ...offices.map((o) => o.name).filter((name) => byName.has(name)),
    ...[...byName.keys()].filter((name) => !offices.some((o) => o.name === name)),
  ];
  return order.map((name) => {
    const group = byName.get(name) ?? [];
    const given = offices.find((o) => o.name === name);
    return { name, rows: group, sums: given ?? sumRegisterRows(group) };
  });
}

/** "SG 11-3", or a dash for those not on the salary schedule (casuals by the day, job order workers). */
export function gradeStepLabel(grade: number | null, step: number | null): string {
  if (grade === null) return '—';
  return step === null ? `SG ${grade}` : `SG ${grade}-${step}`;
}

// ——— Payslips ———

/** A payslip's earnings and deductions (the contracts' rule, the PDF's too). */
export const splitLines = splitPayLines;

/** What the month earned, what was deducted from it (the days without pay included) and what is paid. */
export function payslipTotals(p: Pick<TMyPayslip, 'gross' | 'net'>): { gross: number; deductions: number; net: number } {
  return { gross: p.gross, deductions: p.gross - p.net, net: p.net };
}

/** The payslips newest month first; in one month the regular run before the others. */
export function payslipsNewestFirst<T extends Pick<TMyPayslip, 'month' | 'kind' | 'id'>>(payslips: readonly T[]): T[] {
  const kindOrder = Object.keys(PAYROLL_RUN_KINDS);
  return [...payslips].sort((a, b) => b.month.localeCompare(a.month) || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || b.id - a.id);
}

// ——— The dated rate tables ———

/** Basis points as a percentage: 900 → "9%", 250 → "2.5%", 1250 → "12.5%". */
export function percentOf(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2)).toString()}%`;
}

const normal = (key: string) => key.replace(/[_\s-]/g, '').toLowerCase();

/** Figures kept in centavos (domain/payroll-tables.ts). */
const MONEY_KEYS = new Set([
  'cap',
  'over',
  'from',
  'fixed',
  'floor',
  'ceiling',
  'fundsalary',
  'pera',
  'minimumtakehome',
  'benefitsexemptperyear',
  // The payroll year's (issue 40): the cash gift, the PEI's and the clothing allowance's amount, the RATA's RA and TA.
  'cashgift',
  'amount',
  'ra',
  'ta',
]);
/** Figures kept in basis points. */
const RATE_KEYS = new Set(['rate', 'sworn', 'personal', 'government', 'premium', 'employee', 'employer', 'share']);
/** Said once at the table's head already. */
const SKIPPED_KEYS = new Set(['effectivedate', 'source', 'kind']);

const LABELS: Record<string, string> = {
  gsis: 'GSIS',
  ec: 'Employees’ Compensation (EC)',
  cap: 'Most a month',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  pera: 'PERA',
  personal: 'Personal share',
  government: 'Government share',
  premium: 'Premium (shared equally)',
  floor: 'Salary floor',
  ceiling: 'Salary ceiling',
  employee: 'Employee share',
  employer: 'Employer share',
  fundsalary: 'Fund salary (most counted)',
  brackets: 'Brackets',
  over: 'Compensation over',
  from: 'Excess counted from',
  fixed: 'Fixed tax',
  rate: 'Rate',
  sworn: 'Rate with sworn declaration',
  benefitsexemptperyear: '13th month and other benefits exempt a year',
  dayspermonth: 'Working days a month (a day’s pay = monthly ÷ this)',
  minutesperday: 'Minutes a day',
  minimumtakehome: 'Minimum take-home pay',
};

/** "fundSalary" or "fund_salary" in words: the known ones by name, the others by their parts. */
export function tableKeyLabel(key: string): string {
  const known = LABELS[normal(key)];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One figure of a table in words: money as pesos, rates as percentages, the rest as it is. */
export function tableValueText(key: string, value: unknown): string {
  if (typeof value === 'number') {
    const k = normal(key);
    if (MONEY_KEYS.has(k)) return formatAmount(value);
    if (RATE_KEYS.has(k)) return percentOf(value);
    return value.toLocaleString('en-PH');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  // A list of names (the positions entitled to a RATA level): the names, or a dash for none.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

export type TTableFact = { label: string; value: string };
export type TTableGrid = { label: string; headers: string[]; rows: string[][] };
export type TTablePart = { title: string | null; facts: TTableFact[]; grids: TTableGrid[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A table's data in readable parts: its own figures first, then one part per group of figures (GSIS, PhilHealth…),
 * and each list of rows (the tax brackets) as a grid with a header per column.
 */
export function tableParts(data: Record<string, unknown>): TTablePart[] {
  const top: TTablePart = { title: null, facts: [], grids: [] };
  const parts: TTablePart[] = [top];
  const visit = (part: TTablePart, key: string, value: unknown) => {
    if (SKIPPED_KEYS.has(normal(key))) return;
    if (Array.isArray(value)) {
      const records = value.filter(isRecord);
      if (records.length === value.length && records.length > 0) {
        const columns = [...new Set(records.flatMap((r) => Object.keys(r)))];
        part.grids.push({
          label: tableKeyLabel(key),
          headers: columns.map(tableKeyLabel),
          rows: records.map((r) => columns.map((c) => tableValueText(c, r[c]))),
        });
      } else part.facts.push({ label: tableKeyLabel(key), value: value.map((v) => tableValueText(key, v)).join(', ') });
      return;
    }
    if (isRecord(value)) {
      const sub: TTablePart = { title: tableKeyLabel(key), facts: [], grids: [] };
      parts.push(sub);
      for (const [k, v] of Object.entries(value)) visit(sub, k, v);
      return;
    }
    part.facts.push({ label: tableKeyLabel(key), value: tableValueText(key, value) });
  };
  for (const [key, value] of Object.entries(data)) visit(top, key, value);
  return parts.filter((p) => p.facts.length > 0 || p.grids.length > 0);
}

/** The ids of the tables in force on `today`: of each kind, the one that took effect last on or before it. */
export function tablesInForce(tables: readonly Pick<TPayrollTable, 'id' | 'kind' | 'effective_date'>[], today: string): Set<number> {
  const latest = new Map<string, Pick<TPayrollTable, 'id' | 'effective_date'>>();
  for (const t of tables) {
    if (t.effective_date > today) continue;
    const current = latest.get(t.kind);
    if (!current || t.effective_date > current.effective_date) latest.set(t.kind, t);
  }
  return new Set([...latest.values()].map((t) => t.id));
}

// ——— Approvers paid by their own run (issue 36) ———

/** The people who act on the run's approval chain and whose own pay is in it, in the register's order. */
export function paidApprovers(rows: readonly Pick<TRegisterRow, 'personnel_id'>[], approvers: readonly TRunApprover[]): TRunApprover[] {
  const byPerson = new Map(approvers.map((a) => [a.personnel_id, a]));
  return rows.flatMap((r) => byPerson.get(r.personnel_id) ?? []);
}

/** The register's warning: "Maria Santos (Approved for payment) acts on this run's approval chain and is paid by it." */
export function paidApproversNote(list: readonly TRunApprover[]): string {
  const one = list.length === 1;
  const names = list.map((a) => `${a.name} (${a.steps.join('; ')}${a.acted ? ', acted' : ''})`).join(', ');
  return `${names} ${one ? 'acts' : 'act'} on this run’s approval chain and ${one ? 'is' : 'are'} paid by it.`;
}
