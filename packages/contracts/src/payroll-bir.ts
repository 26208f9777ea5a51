import { z } from './zod';
import { idField, textField, numberError } from './text';
import { ZMonth } from './attendance';
import { savedAnswer, ZTimestamp } from './responses';

// The BIR's forms and files (issue 40): the month's 1601-C figures, the year's 1604-C alphalist, BIR Form 2316 whole
// (the employer's data, previous employers), and every 2316 of a year in one PDF. Money is centavos.

/** A year as the BIR forms take it: four digits. */
export const ZBirYear = z
  .string({ error: 'The year field is required.' })
  .trim()
  .regex(/^\d{4}$/, { message: 'The year must be four digits (YYYY).', abort: true })
  .refine((y) => Number(y) >= 2018 && Number(y) <= 2100, 'The year must be from 2018 (the forms in force) to 2100.');

export const ZBir1601cQuery = z.object({ month: ZMonth });
export const ZBirYearQuery = z.object({ year: ZBirYear });
export const ZAlphalistFileQuery = z.object({ year: ZBirYear, format: z.enum(['dat', 'xlsx'], { error: 'The file is dat or xlsx.' }).default('dat') });

const cents = z.number().int();

export const ZBirFormLine = z.object({ item: z.string(), label: z.string(), amount: cents, total: z.boolean().optional() });
export type TBirFormLine = z.infer<typeof ZBirFormLine>;

/** `GET /api/payroll/bir/1601c?month=`: Part II of BIR Form 1601-C from the month's approved and paid runs. */
export const ZBir1601c = z.object({
  month: z.string(),
  runs: z.array(z.object({ id: z.number().int(), kind: z.string(), status: z.string() })),
  people: z.number().int(),
  lines: z.array(ZBirFormLine),
});
export type TBir1601c = z.infer<typeof ZBir1601c>;

/** One employee of the alphalist: the figures of schedule 1's record (previous employers' summed), in centavos. */
export const ZAlphalistRow = z.object({
  personnel_id: z.number().int(),
  sequence: z.number().int(),
  tin: z.string().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  employed_from: z.string(),
  employed_to: z.string(),
  separated: z.boolean(),
  separation_reason: z.string(),
  gross: cents,
  non_taxable: cents,
  benefits_exempt: cents,
  de_minimis: cents,
  contributions: cents,
  other_non_taxable: cents,
  taxable: cents,
  prev_taxable: cents,
  tax_due: cents,
  prev_withheld: cents,
  withheld_jan_nov: cents,
  withheld_december: cents,
  refunded: cents,
  actual_withheld: cents,
});
export type TAlphalistRow = z.infer<typeof ZAlphalistRow>;

const ZAlphalistTotals = ZAlphalistRow.pick({
  gross: true,
  non_taxable: true,
  taxable: true,
  prev_taxable: true,
  tax_due: true,
  prev_withheld: true,
  actual_withheld: true,
}).extend({ people: z.number().int() });

/** `GET /api/payroll/bir/alphalist?year=`: the employees as of 31 December, those separated during the year, the MWEs. */
export const ZAlphalist = z.object({
  year: z.string(),
  file_name: z.string(),
  employer: z.object({ tin: z.string(), branch: z.string(), name: z.string() }),
  employed: z.array(ZAlphalistRow),
  separated: z.array(ZAlphalistRow),
  minimum_wage_earners: z.array(ZAlphalistRow),
  totals: ZAlphalistTotals,
  missing_tin: z.array(z.object({ personnel_id: z.number().int(), fullname: z.string() })),
});
export type TAlphalist = z.infer<typeof ZAlphalist>;

// ── The employer (BIR Form 2316 Part II; the 1601-C's and the alphalist's header) ──

const requiredText = (label: string, required: string, max: number) =>
  textField(label, required).trim().min(1, required).max(max, `The ${label} must not be longer than ${max} characters.`);

export const ZBirEmployer = z.object({
  employer_tin: z
    .string({ error: "The employer's TIN is required." })
    .trim()
    .regex(/^\d{3}-?\d{3}-?\d{3}$/, "The employer's TIN is nine digits (000-000-000)."),
  employer_branch: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, 'The branch code is four or five digits (0000 for the head office).'),
  employer_rdo: z
    .string()
    .trim()
    .regex(/^\d{3}[A-Z]?$/, 'The RDO code is three digits (and a letter, as 028A).'),
  employer_address: requiredText('registered address', "The employer's registered address is required.", 300),
  employer_zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'The ZIP code is four digits.'),
  employer_kind: z.enum(['main', 'secondary'], { error: 'Choose main or secondary employer.' }),
  bir_signatory_name: requiredText("authorized agent's name", "The authorized agent's name is required.", 150),
  bir_signatory_title: textField("authorized agent's title")
    .trim()
    .max(150, "The authorized agent's title must not be longer than 150 characters.")
    .default(''),
});
export type TBirEmployer = z.infer<typeof ZBirEmployer>;
/**
 * The employer's data as kept: plain texts, since a university that has not entered them yet has empty ones (the form
 * then says what each must be; the body schema above checks what is saved).
 */
const ZBirEmployerKept = z.object({
  employer_tin: z.string(),
  employer_branch: z.string(),
  employer_rdo: z.string(),
  employer_address: z.string(),
  employer_zip: z.string(),
  employer_kind: z.enum(['main', 'secondary']),
  bir_signatory_name: z.string(),
  bir_signatory_title: z.string(),
  employer_name: z.string(),
});
export const ZBirEmployerAnswer = z.object({ employer: ZBirEmployerKept });
export const ZBirEmployerSaved = savedAnswer('employer', ZBirEmployerKept);

// ── Previous employers (BIR Form 2316 Part III) ──

const pesosField = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} must be an amount.`) })
    .int(`The ${label} is in centavos (a whole number).`)
    .min(0, `The ${label} must not be negative.`)
    .max(100_000_000_000, `The ${label} is too large.`);

export const ZPreviousEmployerBody = z
  .object({
    personnel_id: idField('employee'),
    year: ZBirYear,
    tin: z
      .string({ error: "The previous employer's TIN is required." })
      .trim()
      .regex(/^\d{3}-?\d{3}-?\d{3}(-?\d{3,5})?$/, 'The TIN is nine digits (000-000-000), the branch code after it if any.'),
    name: requiredText("employer's name", "The previous employer's name is required.", 200),
    address: requiredText('address', "The previous employer's address is required.", 300),
    zip_code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'The ZIP code is four digits.')
      .nullable()
      .optional(),
    gross: pesosField('gross compensation'),
    non_taxable_benefits: pesosField('non-taxable 13th month pay and other benefits').default(0),
    de_minimis: pesosField('de minimis benefits').default(0),
    contributions: pesosField('contributions and union dues').default(0),
    non_taxable_other: pesosField('other non-taxable compensation').default(0),
    taxable: pesosField('taxable compensation'),
    tax_withheld: pesosField('tax withheld').default(0),
  })
  .superRefine((b, ctx) => {
    const parts = b.non_taxable_benefits + b.de_minimis + b.contributions + b.non_taxable_other + b.taxable;
    if (parts !== b.gross)
      ctx.addIssue({
        code: 'custom',
        path: ['gross'],
        message: 'The gross compensation must equal the non-taxable parts and the taxable compensation together, as on that employer’s 2316.',
      });
  });
export type TPreviousEmployerBody = z.infer<typeof ZPreviousEmployerBody>;

export const ZPreviousEmployer = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  fullname: z.string(),
  year: z.number().int(),
  tin: z.string(),
  name: z.string(),
  address: z.string(),
  zip_code: z.string().nullable(),
  gross: cents,
  non_taxable_benefits: cents,
  de_minimis: cents,
  contributions: cents,
  non_taxable_other: cents,
  taxable: cents,
  tax_withheld: cents,
  created_at: ZTimestamp,
});
export type TPreviousEmployer = z.infer<typeof ZPreviousEmployer>;
export const ZPreviousEmployerQuery = z.object({ year: ZBirYear, personnel_id: idField('employee').optional() });
export const ZPreviousEmployerList = z.object({ previous_employers: z.array(ZPreviousEmployer) });
export const ZPreviousEmployerSaved = savedAnswer('previous_employer', ZPreviousEmployer);
export const ZPreviousEmployerParams = z.object({ id: idField('previous employer') });

// ── Every 2316 of a year in one PDF ──

export const ZBirBatch = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: z.enum(['running', 'done', 'failed', 'interrupted']),
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  started_at: ZTimestamp,
  finished_at: ZTimestamp.nullable(),
});
export type TBirBatch = z.infer<typeof ZBirBatch>;
export const ZBirBatchBody = z.object({ year: ZBirYear });
export const ZBirBatchAnswer = z.object({ batch: ZBirBatch.nullable() });
export const ZBirBatchStarted = savedAnswer('batch', ZBirBatch);
export const ZBirBatchParams = z.object({ id: idField('batch') });
