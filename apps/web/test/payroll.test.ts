import { describe, expect, it } from 'vitest';
import type { TRegisterRow } from '@hris/contracts';
import { formatAmount, formatSignedAmount, parsePesos, pesosInputOf } from '../src/lib/money';
import {
  centavosOf,
  groupByOffice,
  monthAfter,
  NO_OFFICE,
  paidApprovers,
  paidApproversNote,
  payslipTotals,
  payslipsNewestFirst,
  percentOf,
  pesoProblems,
  registerFigures,
  runActions,
  runBodyOf,
  runProgress,
  runScopeLabel,
  splitLines,
  sumRegisterRows,
  tableParts,
  tablesInForce,
} from '../src/features/payroll/payroll-format';
import { menuItemsFor } from '../src/app/menu';

// Issue 21: the payroll pages' pure helpers. Money is integer centavos from end to end: typed pesos are read from
// the text, never through a float, and the register's totals are integer sums.

describe('pesos typed in a form', () => {
  const centavos = (text: string, signed = false) => {
    const parsed = parsePesos(text, { signed });
    return parsed.kind === 'amount' ? parsed.centavos : parsed.kind;
  };

  it('are read to the centavo without float drift', () => {
    expect(centavos('30,024.00')).toBe(3_002_400);
    expect(centavos('0.29')).toBe(29);
    // 1.15 × 100 is 114.99999999999999 as a float, 4.35 × 100 is 434.99999999999994: read from the text they are exact.
    expect(centavos('1.15')).toBe(115);
    expect(centavos('4.35')).toBe(435);
    expect(centavos('1250.5')).toBe(125_050);
    expect(centavos('.5')).toBe(50);
    expect(centavos('₱ 2,000')).toBe(200_000);
    expect(centavos('007.10')).toBe(710);
    expect(centavos('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('refuse what is not an amount, a third decimal, and a minus sign unless an adjustment takes money back', () => {
    expect(centavos('')).toBe('empty');
    expect(centavos('   ')).toBe('empty');
    expect(centavos('abc')).toBe('invalid');
    expect(centavos('.')).toBe('invalid');
    expect(centavos('1.005')).toBe('invalid');
    expect(centavos('1e3')).toBe('invalid');
    expect(centavos('12-3')).toBe('invalid');
    expect(centavos('-400.00')).toBe('invalid');
    expect(centavos('-400.00', true)).toBe(-40_000);
    expect(centavos('-0', true)).toBe(0);
    expect(centavos('10000000000000')).toBe('invalid');
  });

  it('become the body’s centavos: null when an optional one is empty, left for the contract when required or not an amount', () => {
    expect(
      centavosOf({
        monthly: { text: '1,500.75', required: true },
        balance: { text: '' },
        ceiling: { text: 'x' },
        amount: { text: '', required: true },
      }),
    ).toEqual({ monthly: 150_075, balance: null, ceiling: undefined, amount: undefined });
    expect(pesoProblems({ monthly: { text: '1.234' }, balance: { text: '' }, amount: { text: '-5', signed: true } })).toEqual({
      monthly: 'The amount has at most two decimals (centavos).',
    });
  });

  it('start from the saved centavos and show without the peso sign', () => {
    expect(pesosInputOf(3_002_400)).toBe('30024.00');
    expect(pesosInputOf(5)).toBe('0.05');
    expect(pesosInputOf(null)).toBe('');
    expect(formatAmount(3_002_400)).toBe('30,024.00');
    expect(formatAmount(-125_050)).toBe('-1,250.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatSignedAmount(-75_060)).toBe('(750.60)');
    expect(formatSignedAmount(200_000)).toBe('2,000.00');
  });
});

const row = (over: Partial<TRegisterRow> & Pick<TRegisterRow, 'line_id' | 'office'>): TRegisterRow => ({
  personnel_id: over.line_id,
  idno: null,
  fullname: `Person ${over.line_id}`,
  fund: null,
  position: null,
  grade: 11,
  step: 1,
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
  fifteenth: null,
  thirtieth: null,
  lines: [],
  not_taken: [],
  ...over,
});

describe('the register', () => {
  const rows = [
    row({ line_id: 1, office: 'Registrar', basic: 3_002_400, pera: 200_000, gross: 3_202_400, gsis: 270_216, net: 2_932_184 }),
    row({ line_id: 2, office: 'Accounting', basic: 2_500_000, pera: 200_000, gross: 2_700_000, net: 2_500_000 }),
    row({ line_id: 3, office: 'Registrar', basic: 1_000_001, gross: 1_000_001, lwop: 45_455, net: 954_546 }),
    row({ line_id: 4, office: null, gross: 1, net: 1 }),
  ];

  it('sums rows in whole centavos', () => {
    const sums = sumRegisterRows(rows.filter((r) => r.office === 'Registrar'));
    expect(sums).toMatchObject({ people: 2, basic: 4_002_401, pera: 200_000, gross: 4_202_401, lwop: 45_455, gsis: 270_216, net: 3_886_730 });
  });

  it('groups the rows by office in the order of the API’s office totals, with its subtotal, and the offices it did not total last', () => {
    const apiAccounting = { ...sumRegisterRows([rows[1]!]), name: 'Accounting', net: 99 };
    const groups = groupByOffice(rows, [apiAccounting]);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.line_id)])).toEqual([
      ['Accounting', [2]],
      ['Registrar', [1, 3]],
      [NO_OFFICE, [4]],
    ]);
    // The API's subtotal is the one shown; an office it did not total is summed here.
    expect(groups[0]!.sums.net).toBe(99);
    expect(groups[1]!.sums.net).toBe(3_886_730);
  });

  it('shows a special payroll as its benefit, the tax, other deductions and the net; the monthly run with every column', () => {
    expect(registerFigures('year_end_bonus').map((f) => f.header)).toEqual(['Year-end bonus and cash gift', 'Tax', 'Other deductions', 'Net']);
    expect(registerFigures('regular').map((f) => f.key)).toEqual([
      'basic',
      'pera',
      'gross',
      'lwop',
      'gsis',
      'philhealth',
      'pagibig',
      'tax',
      'other_deductions',
      'net',
    ]);
  });
});

describe('a run', () => {
  it('offers what its status allows', () => {
    expect(runActions('draft')).toMatchObject({ compute: true, computeLabel: 'Compute', submit: false, markPaid: false, remove: true, adjust: true });
    expect(runActions('computed')).toMatchObject({ compute: true, computeLabel: 'Recompute', submit: true, remove: true });
    expect(runActions('reviewed')).toMatchObject({ compute: false, submit: false, markPaid: false, remove: false, adjust: false });
    expect(runActions('approved')).toMatchObject({ markPaid: true, remove: false });
    expect(runActions('paid')).toMatchObject({ compute: false, markPaid: false, remove: false, locked: true });
  });

  it('shows its progress with the moment of each step', () => {
    const progress = runProgress({
      status: 'reviewed',
      computed_at: '2026-11-20T01:00:00Z',
      reviewed_at: '2026-11-21T01:00:00Z',
      approved_at: null,
      paid_at: null,
    });
    expect(progress.active).toBe(2);
    expect(progress.steps.map((s) => [s.label, s.at])).toEqual([
      ['Prepared', null],
      ['Computed', '2026-11-20T01:00:00Z'],
      ['Sent for approval', '2026-11-21T01:00:00Z'],
      ['Approved', null],
      ['Paid', null],
    ]);
  });

  it('names whom it pays', () => {
    const none = { campus: null, department: null, fund_source: null };
    expect(runScopeLabel({ kind: 'regular', ...none })).toBe('Regular plantilla employees · whole university');
    expect(runScopeLabel({ kind: 'regular', ...none, campus: { id: 2, acronym: 'CSU-A' } })).toBe('Regular plantilla employees · CSU-A');
    expect(runScopeLabel({ kind: 'casual', ...none, fund_source: { id: 1, code: 'STF', name: 'Special Trust Fund' } })).toBe(
      'Casuals of a fund source · STF Special Trust Fund',
    );
  });

  it('is created for the coming month by default, sending only what its kind asks for', () => {
    expect(monthAfter('2026-12')).toBe('2027-01');
    expect(monthAfter('2026-01')).toBe('2026-02');
    const base = { month: '2026-12', where: 'campus' as const, campus_id: '3', department_id: { id: 7, label: 'Registrar' }, fund_source_id: '4' };
    expect(runBodyOf({ ...base, kind: 'regular' })).toEqual({ month: '2026-12', kind: 'regular', campus_id: 3, department_id: null, fund_source_id: null });
    expect(runBodyOf({ ...base, kind: 'regular', where: 'office' })).toMatchObject({ campus_id: null, department_id: 7 });
    expect(runBodyOf({ ...base, kind: 'regular', where: 'university' })).toMatchObject({ campus_id: null, department_id: null });
    expect(runBodyOf({ ...base, kind: 'casual' })).toMatchObject({ campus_id: null, department_id: null, fund_source_id: 4 });
    expect(runBodyOf({ ...base, kind: 'job_order' })).toMatchObject({ campus_id: null, department_id: 7, fund_source_id: null });
  });
});

describe('a payslip', () => {
  const lines = [
    { code: 'basic', label: 'Basic salary, SG 11-1', amount: 3_002_400 },
    { code: 'pera', label: 'PERA', amount: 200_000 },
    { code: 'lwop', label: 'LWOP 1 day', amount: -136_473 },
    { code: 'gsis', label: 'GSIS personal share 9%', amount: -270_216 },
    { code: 'tax', label: 'Withholding tax: none on 19,644.35 (20,833.00 or less)', amount: 0 },
  ];

  it('splits its lines into earnings and deductions, and its deductions are the gross less the net', () => {
    const { earnings, deductions } = splitLines(lines);
    expect(earnings.map((l) => l.code)).toEqual(['basic', 'pera']);
    // A tax of nothing is still a deduction's line: it says why there is none.
    expect(deductions.map((l) => l.code)).toEqual(['lwop', 'gsis', 'tax']);
    const net = lines.reduce((n, l) => n + l.amount, 0);
    expect(payslipTotals({ gross: 3_202_400, net })).toEqual({ gross: 3_202_400, deductions: 406_689, net: 2_795_711 });
  });

  it('lists the newest month first, the regular run before the others of the month', () => {
    const slips = [
      { id: 1, month: '2026-10', kind: 'regular' as const },
      { id: 3, month: '2026-11', kind: 'casual' as const },
      { id: 2, month: '2026-11', kind: 'regular' as const },
    ];
    expect(payslipsNewestFirst(slips).map((p) => p.id)).toEqual([2, 3, 1]);
  });
});

describe('the dated rate tables', () => {
  it('show basis points as percentages and centavos as pesos', () => {
    expect(percentOf(900)).toBe('9%');
    expect(percentOf(250)).toBe('2.5%');
    expect(percentOf(1)).toBe('0.01%');
    const parts = tableParts({
      gsis: { personal: 900, government: 1200 },
      philhealth: { premium: 500, floor: 1_000_000, ceiling: 10_000_000 },
      pagibig: { employee: 200, employer: 200, fundSalary: 1_000_000 },
      source: 'said at the head already',
    });
    expect(parts.map((p) => p.title)).toEqual(['GSIS', 'PhilHealth', 'Pag-IBIG']);
    expect(parts[1]!.facts).toEqual([
      { label: 'Premium (shared equally)', value: '5%' },
      { label: 'Salary floor', value: '10,000.00' },
      { label: 'Salary ceiling', value: '100,000.00' },
    ]);
    expect(parts[2]!.facts.at(-1)).toEqual({ label: 'Fund salary (most counted)', value: '10,000.00' });
  });

  it('show the tax brackets as a grid, whatever the keys’ case', () => {
    const [top] = tableParts({
      brackets: [
        { over: 0, from: 0, fixed: 0, rate: 0 },
        { over: 2_083_300, from: 2_083_300, fixed: 0, rate: 1500 },
      ],
      benefits_exempt_per_year: 9_000_000,
      days_per_month: 22,
    });
    expect(top!.facts).toEqual([
      { label: '13th month and other benefits exempt a year', value: '90,000.00' },
      { label: 'Working days a month (a day’s pay = monthly ÷ this)', value: '22' },
    ]);
    expect(top!.grids[0]).toEqual({
      label: 'Brackets',
      headers: ['Compensation over', 'Excess counted from', 'Fixed tax', 'Rate'],
      rows: [
        ['0.00', '0.00', '0.00', '0%'],
        ['20,833.00', '20,833.00', '0.00', '15%'],
      ],
    });
  });

  it('mark, of each kind, the latest that took effect on or before today as in force', () => {
    const tables = [
      { id: 1, kind: 'tax' as const, effective_date: '2018-01-01' },
      { id: 2, kind: 'tax' as const, effective_date: '2023-01-01' },
      { id: 3, kind: 'tax' as const, effective_date: '2030-01-01' },
      { id: 4, kind: 'settings' as const, effective_date: '2025-01-01' },
    ];
    expect([...tablesInForce(tables, '2026-11-20')].sort()).toEqual([2, 4]);
  });
});

describe('the payroll menu', () => {
  const labels = (views: string[], employee: boolean) => menuItemsFor(views, [], employee).map((item) => [item.menu.section, item.menu.label]);

  it('lists the Payroll section with PAYROLL only', () => {
    const payroll = labels(['PDS', 'PAYROLL'], true).filter(([section]) => section === 'Payroll');
    expect(payroll.map(([, label]) => label)).toEqual(['Payroll runs', 'Remittances', 'BIR', 'Deductions', 'Casual fund sources', 'Rate tables']);
    expect(labels(['PDS'], true).some(([section]) => section === 'Payroll')).toBe(false);
  });

  it('lists My payslips under My Account to every employee, not to an applicant', () => {
    expect(labels(['PDS'], true)).toContainEqual(['My Account', 'My payslips']);
    expect(labels([], false)).not.toContainEqual(['My Account', 'My payslips']);
  });
});

describe('approvers paid by their own run (issue 36)', () => {
  const approvers = [
    { personnel_id: 1, name: 'Maria Santos', steps: ['Approved for payment'], acted: false },
    { personnel_id: 7, name: 'Carmen Villanueva', steps: ['Certified: funds available, deductions supported (accounting)'], acted: true },
  ];
  it('are the approvers with a row in the register, in its order', () => {
    expect(paidApprovers([{ personnel_id: 3 }, { personnel_id: 1 }], approvers).map((a) => a.name)).toEqual(['Maria Santos']);
    expect(paidApprovers([{ personnel_id: 3 }], approvers)).toEqual([]);
  });
  it('are named with their steps, and whether they acted', () => {
    expect(paidApproversNote([approvers[0]!])).toBe('Maria Santos (Approved for payment) acts on this run’s approval chain and is paid by it.');
    expect(paidApproversNote(approvers)).toBe(
      'Maria Santos (Approved for payment), Carmen Villanueva (Certified: funds available, deductions supported (accounting), acted) act on this run’s approval chain and are paid by it.',
    );
  });
});
