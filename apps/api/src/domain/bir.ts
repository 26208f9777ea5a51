// The BIR's forms and files (issue 40): how a year's (or a month's) paid pay is divided among the lines of BIR Form
// 1601-C, BIR Form 2316 and the 1604-C alphalist. Pure: the caller sums the runs' lines (payroll-bir.repo.ts paySums)
// and passes the sums; every figure here comes from those sums, so the 1601-C of the twelve months, the 2316s and the
// alphalist cannot disagree. Money is centavos.
//
// Sources (read 2026): BIR Form No. 1601-C, January 2018 (ENCS), Part II items 14–36; BIR Form No. 2316, January
// 2018 (ENCS), items 1–55; NIRC sec. 32(B)(7)(e)–(f) (13th-month pay and other benefits up to 90,000.00; the
// mandatory contributions and union dues); RR No. 11-2018 sec. 2.78.1(A)(3) (de minimis benefits, the monetized leave
// of government employees among them). CSC-RULES.md, "The BIR's forms and files".

import type { Centavos } from './payroll-tables';

/** The earning codes the special payrolls carry: "13th month pay and other benefits" (1601-C item 17, 2316 items 34/48). */
export const BENEFIT_CODES = ['mid_year_bonus', 'year_end_bonus', 'cash_gift', 'pei', 'pbb', 'clothing_allowance'] as const;
/** Leave monetized: a de minimis benefit of government employees (RR 11-2018 sec. 2.78.1(A)(3)(a)); 1601-C item 18, 2316 item 35. */
export const DE_MINIMIS_CODES = ['leave_monetization'] as const;
/** The year-end adjustment's refund of tax over-withheld (an earning, but no compensation) and its further withholding (a deduction). */
export const TAX_REFUND_CODE = 'tax_refund';
export const TAX_ADJUSTMENT_CODE = 'tax_adjustment';

/** What a person's lines add up to over a month or a year (payroll-bir.repo.ts sums them in SQL). */
export type PaySums = {
  /** Every earning (payslip `gross`), the tax refund included. */
  gross: Centavos;
  basic: Centavos;
  lwop: Centavos;
  /** GSIS, PhilHealth and Pag-IBIG personal shares. */
  contributions: Centavos;
  /** What was taken of deductions excluded from taxable compensation (union dues). */
  taxExcluded: Centavos;
  /** The taxable compensation the tax was computed on (payslip `taxable`). */
  taxable: Centavos;
  /** The tax withheld on the payslips (payslip `tax`). */
  tax: Centavos;
  /** The year-end adjustment's further withholding (`tax_adjustment` lines, a deduction; already counted in `tax`). */
  taxAdjustment: Centavos;
  /** The year-end adjustment's refund (`tax_refund` lines, an earning). */
  taxRefund: Centavos;
  /** 13th-month pay and other benefits paid (BENEFIT_CODES) and the part of them that was exempt. */
  benefits: Centavos;
  benefitsExempt: Centavos;
  deMinimis: Centavos;
};

export const ZERO_SUMS: PaySums = {
  gross: 0,
  basic: 0,
  lwop: 0,
  contributions: 0,
  taxExcluded: 0,
  taxable: 0,
  tax: 0,
  taxAdjustment: 0,
  taxRefund: 0,
  benefits: 0,
  benefitsExempt: 0,
  deMinimis: 0,
};

/** The compensation divided as BIR Form 2316 Part IV-B divides it (and 1601-C Part II, the alphalist's present-employer fields). */
export type Compensation = {
  /** Compensation paid: the earnings less the days without pay, the tax refund left out (1601-C item 14; 2316 item 19). */
  gross: Centavos;
  /** The minimum wage earner's statutory wage and its holiday/overtime pay (2316 items 29–33): none, see CSC-RULES.md. */
  mweBasic: Centavos;
  mweHolidayOvertime: Centavos;
  /** 13th-month pay and other benefits, up to the yearly exemption (1601-C item 17; 2316 item 34). */
  benefitsExempt: Centavos;
  /** De minimis benefits (1601-C item 18; 2316 item 35). */
  deMinimis: Centavos;
  /** SSS/GSIS, PhilHealth, Pag-IBIG personal shares and union dues (1601-C item 19; 2316 item 36). */
  contributions: Centavos;
  /** Other non-taxable compensation: PERA, terminal leave and the like (1601-C item 20; 2316 item 37). */
  otherNonTaxable: Centavos;
  /** Total non-taxable (1601-C item 21; 2316 items 20 and 38). */
  nonTaxable: Centavos;
  /** Taxable basic salary, net of the days without pay, contributions and union dues (2316 item 39). */
  taxableBasic: Centavos;
  /** 13th-month pay and other benefits above the exemption (2316 item 48). */
  taxableBenefits: Centavos;
  /** Other taxable compensation (2316 item 51). */
  taxableOther: Centavos;
  /** Total taxable (1601-C item 22; 2316 items 21 and 52). */
  taxable: Centavos;
  /** Tax withheld: the payslips' tax and the year-end adjustment's further withholding, less its refund (1601-C item 25; 2316 item 25A). */
  withheld: Centavos;
  /** Of which refunded to the employee by the year-end adjustment (the alphalist's "over withheld tax refunded"). */
  refunded: Centavos;
};

/**
 * The sums divided among the form's lines. The taxable total is the payslips' own (the tax was computed on it); the
 * non-taxable total is what the rest of the compensation paid is; within each the parts come from the lines' codes,
 * and what no code names falls to "other", so the parts always add up to the totals.
 */
export function compensationOf(s: PaySums): Compensation {
  const gross = s.gross - s.lwop - s.taxRefund;
  const contributions = s.contributions + s.taxExcluded;
  const nonTaxable = Math.max(0, gross - s.taxable);
  let left = Math.max(0, nonTaxable - contributions);
  const deMinimis = Math.min(s.deMinimis, left);
  left -= deMinimis;
  const benefitsExempt = Math.min(s.benefitsExempt, left);
  left -= benefitsExempt;
  const taxableBenefits = Math.min(s.benefits - benefitsExempt, s.taxable);
  const basicNet = Math.max(0, s.basic - s.lwop - contributions);
  const taxableBasic = Math.min(basicNet, s.taxable - taxableBenefits);
  return {
    gross,
    mweBasic: 0,
    mweHolidayOvertime: 0,
    benefitsExempt,
    deMinimis,
    contributions: Math.min(contributions, nonTaxable),
    otherNonTaxable: left,
    nonTaxable,
    taxableBasic,
    taxableBenefits,
    taxableOther: s.taxable - taxableBenefits - taxableBasic,
    taxable: s.taxable,
    // The payslip's tax already holds the year-end adjustment's further withholding (payroll-year.ts applyYearEndAdjustment).
    withheld: s.tax - s.taxRefund,
    refunded: s.taxRefund,
  };
}

export function addSums(a: PaySums, b: PaySums): PaySums {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof PaySums)[]) out[k] += b[k];
  return out;
}

// ── BIR Form 1601-C ─────────────────────────────────────────────────────────────────────────────────

/** One line of the 1601-C's Part II, in the form's numbering and words. */
export type FormLine = { item: string; label: string; amount: Centavos; total?: boolean };

/**
 * Part II of BIR Form 1601-C (January 2018 ENCS), items 14–27: the month's compensation and tax. Item 26 is the
 * year-end adjustment's refunds of over-withholding (less) and `adjustment` (Part IV Schedule 1: taxes withheld in
 * previous months corrected this month); `taxableNotWithheld` item 23 (the
 * compensation of those earning 250,000.00 or less a year, not withheld on).
 */
export function form1601cLines(c: Compensation, adjustment: Centavos, taxableNotWithheld: Centavos): FormLine[] {
  const net = c.taxable - taxableNotWithheld;
  return [
    { item: '14', label: 'Total Amount of Compensation', amount: c.gross, total: true },
    { item: '15', label: 'Statutory Minimum Wage for Minimum Wage Earners (MWEs)', amount: c.mweBasic },
    { item: '16', label: 'Holiday Pay, Overtime Pay, Night Shift Differential Pay, Hazard Pay (for MWEs only)', amount: c.mweHolidayOvertime },
    { item: '17', label: '13th Month Pay and Other Benefits', amount: c.benefitsExempt },
    { item: '18', label: 'De Minimis Benefits', amount: c.deMinimis },
    { item: '19', label: "SSS, GSIS, PHIC, HDMF Mandatory Contributions & Union Dues (employee's share only)", amount: c.contributions },
    { item: '20', label: 'Other Non-Taxable Compensation (PERA, terminal leave and the like)', amount: c.otherNonTaxable },
    { item: '21', label: 'Total Non-Taxable Compensation (sum of items 15 to 20)', amount: c.nonTaxable, total: true },
    { item: '22', label: 'Total Taxable Compensation (item 14 less item 21)', amount: c.taxable, total: true },
    {
      item: '23',
      label: 'Less: Taxable compensation not subject to withholding tax (employees, other than MWEs, receiving 250,000 & below for the year)',
      amount: taxableNotWithheld,
    },
    { item: '24', label: 'Net Taxable Compensation (item 22 less item 23)', amount: net, total: true },
    { item: '25', label: 'Total Taxes Withheld', amount: c.withheld + c.refunded, total: true },
    { item: '26', label: 'Add/(Less): Adjustment of Taxes Withheld from Previous Month/s', amount: adjustment - c.refunded },
    { item: '27', label: 'Taxes Withheld for Remittance (sum of items 25 and 26)', amount: c.withheld + adjustment, total: true },
  ];
}

// ── The 1604-C alphalist (the DAT file of the BIR's Alphalist Data Entry and Validation Module 7.x) ────────────

/**
 * The layout of the alphalist's DAT file as the module takes it, dated. The BIR publishes no specification of the DAT
 * file itself; this order is the one Odoo's Philippine payroll (l10n_ph_hr_payroll, `form_1604c
 * _prepare_employee_dat_line` and `_prepare_schedule_control_line`, read 2026) writes for the module's 1604-C import,
 * whose schedule 1 holds every employee other than minimum wage earners (those separated during the year among
 * them, with the date and reason of separation) and schedule 2 the minimum wage earners. Comma-separated, one record
 * a line (CRLF: the module is a Windows program), amounts in pesos with two decimals, names in double quotes, dates
 * MM/DD/YYYY. CSC-RULES.md names what could not be confirmed.
 */
export const ALPHALIST_1604C_LAYOUT = {
  effective: '2018-01-01',
  source: 'BIR Alphalist Data Entry and Validation Module 7.x, 1604-C import; field order as Odoo l10n_ph_hr_payroll writes it (read 2026)',
  header: ['record', 'employer_tin', 'employer_branch', 'return_period'],
  schedule1: [
    'schedule',
    'form_type',
    'employer_tin',
    'employer_branch',
    'return_period',
    'sequence',
    'tin',
    'branch',
    'last_name',
    'first_name',
    'middle_name',
    'region',
    'prev_gross',
    'prev_mwe_basic',
    'prev_benefits_exempt',
    'prev_de_minimis',
    'prev_contributions',
    'prev_other_non_taxable',
    'prev_non_taxable',
    'prev_taxable_basic',
    'prev_taxable_benefits',
    'prev_taxable_other',
    'prev_taxable',
    'employed_from',
    'employed_to',
    'gross',
    'mwe_basic',
    'benefits_exempt',
    'de_minimis',
    'contributions',
    'other_non_taxable',
    'non_taxable',
    'taxable_basic',
    'taxable_benefits',
    'taxable_other',
    'taxable',
    'taxable_combined',
    'net_taxable',
    'tax_due',
    'prev_withheld',
    'withheld_jan_nov',
    'withheld_december',
    'refunded',
    'actual_withheld',
    'nationality',
    'employment_status',
    'separation_reason',
    'substituted_filing',
    'pera_credit',
  ],
  /** The control record of schedule 1: the five keys, then the sums of these detail fields in this order. */
  control1Sums: [
    'prev_gross',
    'prev_mwe_basic',
    'prev_benefits_exempt',
    'prev_de_minimis',
    'prev_contributions',
    'prev_other_non_taxable',
    'prev_non_taxable',
    'prev_taxable_basic',
    'prev_taxable_benefits',
    'prev_taxable_other',
    'prev_taxable',
    'gross',
    'mwe_basic',
    'benefits_exempt',
    'de_minimis',
    'contributions',
    'other_non_taxable',
    'non_taxable',
    'taxable_basic',
    'taxable_benefits',
    'taxable_other',
    'taxable',
    'taxable_combined',
    'net_taxable',
    'tax_due',
    'prev_withheld',
    'withheld_jan_nov',
    'withheld_december',
    'refunded',
    'actual_withheld',
    'pera_credit',
  ],
  /** Text fields, written in double quotes. */
  quoted: ['last_name', 'first_name', 'middle_name'],
  /** Reason of separation codes (the module's list as the Odoo localization maps it; unconfirmed against a BIR issuance). */
  separationCodes: { resignation: 'T', end_of_contract: 'T', dropped_from_rolls: 'T', transfer: 'TR', retirement: 'R', death: 'D' } as Record<string, string>,
} as const;

export type AlphalistField = (typeof ALPHALIST_1604C_LAYOUT.schedule1)[number];
export type AlphalistAmountField = (typeof ALPHALIST_1604C_LAYOUT.control1Sums)[number];

/** One employee's record of schedule 1, field by field (amounts in centavos). */
export type AlphalistRecord = { [K in AlphalistField]: K extends AlphalistAmountField ? Centavos : string };

/** The file's name: TIN + branch + MMDDYYYY (the return period, 31 December) + 1604C.DAT. */
export function alphalistFileName(tin: string, branch: string, year: number): string {
  return `${digits(tin, 9)}${digits(branch, 4)}1231${year}1604C.DAT`;
}

/** A TIN or branch code as the module takes it: its digits only, the length given (a TIN's first nine digits). */
export function digits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length).padStart(length, '0');
}

const amount = (centavos: number) => `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;
/** A text field: capitals, no double quotes or commas (the module's delimiters), in quotes. */
const text = (value: string) =>
  `"${value
    .toUpperCase()
    .replace(/["\r\n]/g, '')
    .replace(/,/g, ' ')
    .trim()}"`;

/** The DAT file: the header, schedule 1's records in order and its control record. */
export function alphalistDat(employer: { tin: string; branch: string }, year: number, records: AlphalistRecord[]): string {
  const layout = ALPHALIST_1604C_LAYOUT;
  const period = `12/31/${year}`;
  const tin = digits(employer.tin, 9);
  const branch = digits(employer.branch, 4);
  const lines = [['H1604C', tin, branch, period].join(',')];
  const amounts = new Set<string>(layout.control1Sums);
  const quoted = new Set<string>(layout.quoted);
  for (const r of records) {
    lines.push(
      layout.schedule1
        .map((f) => {
          const v = r[f];
          if (amounts.has(f)) return amount(v as number);
          return quoted.has(f) ? text(String(v)) : String(v);
        })
        .join(','),
    );
  }
  if (records.length) {
    const sums = layout.control1Sums.map((f) => amount(records.reduce((s, r) => s + r[f], 0)));
    lines.push(['C1', '1604C', tin, branch, period, ...sums].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
