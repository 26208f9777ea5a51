import { z } from './zod';
import { textField } from './text';
import { savedAnswer } from './responses';

// Setting up the system (issue 41): the first administrator's checklist of what must exist before the product works,
// and the university's profile (its name, address and logo, and the codes its payroll files and forms print).

const text = (label: string, max: number) => textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`);
/** Empty (not entered yet: the checklist says so) or in its format. */
const codeOrEmpty = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).or(z.literal(''));

/**
 * The university's profile. The BIR employer data (Payroll → BIR) and the bank's agency code (the payroll files' settings)
 * are the same settings those pages edit: one value, two places to change it.
 */
export const ZUniversityProfileBody = z.object({
  university_name: textField('university name', 'The university name is required.')
    .trim()
    .min(1, 'The university name is required.')
    .max(200, 'The university name must not be longer than 200 characters.'),
  /** Printed under the name on forms (CS Form No. 6); left out of them while empty. */
  university_address: text('address', 300),
  employer_tin: codeOrEmpty(/^\d{3}-?\d{3}-?\d{3}$/, "The university's TIN is nine digits (000-000-000)."),
  employer_branch: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, 'The branch code is four or five digits (0000 for the head office).'),
  employer_rdo: codeOrEmpty(/^\d{3}[A-Z]?$/, 'The RDO code is three digits (and a letter, as 028A).'),
  bank_agency_code: z
    .string()
    .trim()
    .max(10, 'The agency code must not be longer than 10 characters.')
    .regex(/^[A-Za-z0-9-]*$/, 'The agency code is letters, digits and dashes only.'),
});
export type TUniversityProfileBody = z.infer<typeof ZUniversityProfileBody>;

export const ZUniversityProfile = z.object({
  university_name: z.string(),
  university_address: z.string(),
  employer_tin: z.string(),
  employer_branch: z.string(),
  employer_rdo: z.string(),
  bank_agency_code: z.string(),
  /** A signed link to the logo printed on the letterhead, or null when none was uploaded. */
  logo_path: z.string().nullable(),
});
export type TUniversityProfile = z.infer<typeof ZUniversityProfile>;
export const ZUniversityProfileAnswer = z.object({ profile: ZUniversityProfile });
export const ZUniversityProfileSaved = savedAnswer('profile', ZUniversityProfile);
