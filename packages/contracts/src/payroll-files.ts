import { z } from './zod';
import { ZId } from './text';
import { savedAnswer } from './responses';

/**
 * The files the agencies and the depository bank take from an approved or paid payroll run (issue 40): GSIS's
 * remittance with the EC premium and the GSIS loans, PhilHealth's RF-1, Pag-IBIG's contributions (with MP2) and
 * short-term loans, and the bank's payroll credit file. Their layouts are data in apps/api/src/domain/payroll-files.ts.
 */
export const PAYROLL_FILES = {
  gsis: 'GSIS remittance',
  philhealth: 'PhilHealth remittance (RF-1)',
  pagibig: 'Pag-IBIG contributions (MCRF)',
  'pagibig-loans': 'Pag-IBIG short-term loans (STL)',
  bank: 'Bank payroll credit file',
} as const;
export type TPayrollFile = keyof typeof PAYROLL_FILES;
export const PAYROLL_FILE_VALUES = Object.keys(PAYROLL_FILES) as [TPayrollFile, ...TPayrollFile[]];

/** `GET /api/payroll/runs/:id/files/:file`. */
export const ZPayrollFileParams = z.object({
  id: ZId,
  file: z.enum(PAYROLL_FILE_VALUES, { error: `There is no such file: ask for ${PAYROLL_FILE_VALUES.join(', ')}.` }),
});
/** The bank file of one payday (the 15th or the 30th) when the net is paid in two; left out, both. */
export const ZPayrollFileQuery = z.object({
  payday: z.enum(['15', '30'], { error: 'The payday is 15 or 30.' }).optional(),
});

/** The bank file layouts (domain/payroll-files.ts BANK_LAYOUTS). */
export const BANK_FILE_LAYOUTS = { landbank_fixed: 'LANDBANK ATM payroll (fixed width)', csv: 'Comma-separated (CSV)' } as const;
export const BANK_FILE_LAYOUT_VALUES = Object.keys(BANK_FILE_LAYOUTS) as [keyof typeof BANK_FILE_LAYOUTS, ...(keyof typeof BANK_FILE_LAYOUTS)[]];

const code = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .regex(/^[A-Za-z0-9-]*$/, `The ${label} is letters, digits and dashes only.`);

/** `GET/PUT /api/payroll/file-settings`: the bank file's layout and the numbers the agencies and the bank know the university by. */
export const ZPayrollFileSettings = z.object({
  bank_layout: z.enum(BANK_FILE_LAYOUT_VALUES, { error: 'Choose the layout the bank takes.' }),
  /** The company or agency code the bank gave the university (the header record). */
  bank_agency_code: code('agency code', 10),
  /** The university's own account the payroll is debited from. */
  bank_funding_account: z
    .string()
    .trim()
    .regex(/^(\d{6,20})?$/, 'The funding account is 6 to 20 digits, without dashes or spaces.'),
});
export type TPayrollFileSettings = z.infer<typeof ZPayrollFileSettings>;
export const ZPayrollFileSettingsSaved = savedAnswer('settings', ZPayrollFileSettings);
