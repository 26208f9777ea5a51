import { z } from './zod';
import { LIMITS } from './constants';
import { isoDate } from './attendance';
import { idField, textField, numberError } from './text';
import { ZListMeta, ZListQuery, zName } from './lookups';
import { savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

/**
 * COVID vaccination (issue 24; SPEC.md §2 /covid: vaccination, personnel, analytics, report, settings). Each employee
 * records their own doses and card (view COVID); HR's health officers (COVIDHEALTH, and the administrators) verify
 * them, read everyone's record (each read audited), keep the brands and draw the report; heads see only their
 * office's counts. Health data is sensitive personal information (RA 10173).
 */

/** A person's status, best first. Fully vaccinated counts the boosted too in the analytics' shares. */
export const COVID_STATUSES = ['boosted', 'fully_vaccinated', 'exempt', 'partially', 'none'] as const;
export type TCovidStatus = (typeof COVID_STATUSES)[number];
export const COVID_STATUS_LABELS: Record<TCovidStatus, string> = {
  boosted: 'Boosted',
  fully_vaccinated: 'Fully vaccinated',
  exempt: 'Medically exempt',
  partially: 'Partially vaccinated',
  none: 'Not vaccinated',
};
/** A vaccination card: PDF, PNG or JPEG judged from its bytes, up to 3 MB. */
export const COVID_CARD_BYTES = LIMITS.pdfBytes;

// ── Brands (the settings) ───────────────────────────────────────────────────────────────────────

export const ZVaccineBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  doses_required: z.number().int(),
  is_active: z.boolean(),
  /** Doses recorded with the brand (a brand in use is retired, not renamed away). */
  dose_count: z.number().int(),
});
export type TVaccineBrand = z.infer<typeof ZVaccineBrand>;
export const ZVaccineBrandList = z.object({ brands: z.array(ZVaccineBrand) });
export type TVaccineBrandList = z.infer<typeof ZVaccineBrandList>;

const dosesMessage = 'The doses for "fully vaccinated" must be from 1 to 4.';
export const ZVaccineBrandBody = z.object({
  name: zName('brand name', 100),
  doses_required: z.coerce
    .number({ error: numberError('The doses for "fully vaccinated" field is required.') })
    .int(dosesMessage)
    .min(1, dosesMessage)
    .max(4, dosesMessage),
  is_active: z.boolean({ error: 'Say whether the brand is in use.' }).optional(),
});
export type TVaccineBrandInput = z.input<typeof ZVaccineBrandBody>;
export type TVaccineBrandBody = z.infer<typeof ZVaccineBrandBody>;
export const ZVaccineBrandSaved = savedAnswer('brand', ZVaccineBrand);
export type TVaccineBrandSaved = z.infer<typeof ZVaccineBrandSaved>;

// ── One person's record ─────────────────────────────────────────────────────────────────────────

export const ZVaccinationDose = z.object({
  id: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  dose_number: z.number().int(),
  is_booster: z.boolean(),
  given_on: ZDateString,
  place: z.string(),
});
export type TVaccinationDose = z.infer<typeof ZVaccinationDose>;

export const ZVaccinationRecord = z.object({
  personnel: z.object({ id: z.number().int(), fullname: z.string(), idno: z.string().nullable(), department: ZDepartmentRef.nullable() }),
  status: z.enum(COVID_STATUSES),
  /** The primary series' brand (the first dose's) and the doses it needs; null before the first dose. */
  primary_brand: z.object({ id: z.number().int(), name: z.string(), doses_required: z.number().int() }).nullable(),
  card_name: z.string().nullable(),
  medically_exempt: z.boolean(),
  exemption_reason: z.string().nullable(),
  verified_at: ZTimestamp.nullable(),
  verified_by: z.string().nullable(),
  updated_at: ZTimestamp.nullable(),
  doses: z.array(ZVaccinationDose),
});
export type TVaccinationRecord = z.infer<typeof ZVaccinationRecord>;
export const ZVaccinationAnswer = z.object({ record: ZVaccinationRecord });
export type TVaccinationAnswer = z.infer<typeof ZVaccinationAnswer>;
export const ZVaccinationSaved = savedAnswer('record', ZVaccinationRecord);
export type TVaccinationSaved = z.infer<typeof ZVaccinationSaved>;

const placeMessage = 'The place field is required.';
export const ZDoseBody = z.object({
  brand_id: idField('brand'),
  dose_number: z.coerce
    .number({ error: numberError('The dose number field is required.') })
    .int('The dose number must be from 1 to 6.')
    .min(1, 'The dose number must be from 1 to 6.')
    .max(6, 'The dose number must be from 1 to 6.'),
  is_booster: z.boolean({ error: 'Say whether the dose is a booster.' }).default(false),
  given_on: isoDate('vaccination date'),
  place: textField('place', placeMessage).trim().min(1, placeMessage).max(200, 'The place must not be longer than 200 characters.'),
});
export type TDoseInput = z.input<typeof ZDoseBody>;
export type TDoseBody = z.infer<typeof ZDoseBody>;

export const ZExemptionBody = z
  .object({
    medically_exempt: z.boolean({ error: 'Say whether you are medically exempt.' }),
    exemption_reason: textField('reason')
      .trim()
      .max(1000, 'The reason must not be longer than 1,000 characters.')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.medically_exempt && !v.exemption_reason)
      ctx.addIssue({ code: 'custom', path: ['exemption_reason'], message: 'The reason field is required for a medical exemption.' });
  });
export type TExemptionInput = z.input<typeof ZExemptionBody>;
export type TExemptionBody = z.infer<typeof ZExemptionBody>;

// ── The health officers' list ───────────────────────────────────────────────────────────────────

export const ZVaccinationRow = z.object({
  personnel_id: z.number().int(),
  fullname: z.string(),
  department: z.string().nullable(),
  status: z.enum(COVID_STATUSES),
  primary_doses: z.number().int(),
  boosters: z.number().int(),
  has_card: z.boolean(),
  verified_at: ZTimestamp.nullable(),
});
export type TVaccinationRow = z.infer<typeof ZVaccinationRow>;

export const ZVaccinationQuery = ZListQuery.extend({
  department_id: idField('office').optional(),
  status: z.enum(COVID_STATUSES, { error: 'The status is invalid.' }).optional(),
  verified: z.enum(['yes', 'no'], { error: 'The verified filter is invalid.' }).optional(),
});
export type TVaccinationQuery = z.infer<typeof ZVaccinationQuery>;
export const ZVaccinationList = z.object({ records: z.array(ZVaccinationRow), meta: ZListMeta });
export type TVaccinationList = z.infer<typeof ZVaccinationList>;

// ── Counts: heads' offices, the analytics ───────────────────────────────────────────────────────

/**
 * A count of people; null when it is withheld as "fewer than 5" (a count from 1 to 4 could point at a person in a
 * small office, and so could whatever gives it back by subtraction). Only the health officers see every figure.
 */
const ZShownCount = z.number().int().nullable();
export const ZCovidCounts = z.object({
  /** Everyone counted: always shown (who works in an office is no secret). */
  total: z.number().int(),
  /** Fully vaccinated, the boosted included. */
  fully_vaccinated: ZShownCount,
  boosted: ZShownCount,
  partially: ZShownCount,
  exempt: ZShownCount,
  none: ZShownCount,
  verified: ZShownCount,
});
export type TCovidCounts = z.infer<typeof ZCovidCounts>;

export const ZCovidOfficeCounts = ZCovidCounts.extend({ id: z.number().int(), name: z.string(), acronym: z.string(), campus: z.string() });
export type TCovidOfficeCounts = z.infer<typeof ZCovidOfficeCounts>;
export const ZCovidCampusCounts = ZCovidCounts.extend({ id: z.number().int(), name: z.string() });

export const ZCovidHeadOffices = z.object({ offices: z.array(ZCovidOfficeCounts) });
export type TCovidHeadOffices = z.infer<typeof ZCovidHeadOffices>;

export const ZCovidAnalytics = z.object({
  /** 'everyone' for the health officers; 'my offices' for a head (their offices' counts only). */
  scope: z.enum(['everyone', 'my offices']),
  totals: ZCovidCounts,
  offices: z.array(ZCovidOfficeCounts),
  campuses: z.array(ZCovidCampusCounts),
  /** Doses given per Manila month (YYYY-MM), primary and boosters, oldest first. */
  doses_by_month: z.array(z.object({ month: z.string(), primary: z.number().int(), booster: z.number().int() })),
});
export type TCovidAnalytics = z.infer<typeof ZCovidAnalytics>;

export const ZCovidReportQuery = z.object({ department_id: idField('office').optional() });
export type TCovidReportQuery = z.infer<typeof ZCovidReportQuery>;
