import { z } from './zod';
import { idField, ZId } from './text';
import { ZDateString, ZTimestamp } from './responses';

/**
 * Office performance (issue 24; CSC MC No. 6 s. 2012): each office's DPCR (a unit under another office) or OPCR (an
 * office at the top of its tree, with its units' people) for a rating period, rolled up from its people's approved
 * IPCRs. SPMIS Admin (SPMSADMIN) computes every office at once and sees all; a head sees their office's (and its units').
 */

export const OFFICE_PERFORMANCE_KINDS = ['dpcr', 'opcr'] as const;
export type TOfficePerformanceKind = (typeof OFFICE_PERFORMANCE_KINDS)[number];
export const OFFICE_PERFORMANCE_KIND_LABELS: Record<TOfficePerformanceKind, string> = {
  dpcr: 'DPCR',
  opcr: 'OPCR',
};

/** "2026, first semester". */
export function spmsPeriodLabel(p: { year: number; semester: number }): string {
  return `${p.year}, ${p.semester === 1 ? 'first' : 'second'} semester`;
}

export const ZSpmsPeriodOption = z.object({
  id: z.number().int(),
  year: z.number().int(),
  semester: z.number().int(),
  starts_on: ZDateString,
  ends_on: ZDateString,
});
export type TSpmsPeriodOption = z.infer<typeof ZSpmsPeriodOption>;

export const ZOfficeRollupBody = z.object({ period_id: idField('rating period') });
export type TOfficeRollupBody = z.infer<typeof ZOfficeRollupBody>;

export const ZOfficePerformanceQuery = z.object({ period_id: ZId.optional() });
export type TOfficePerformanceQuery = z.infer<typeof ZOfficePerformanceQuery>;

export const ZOfficePerformanceParams = z.object({ periodId: ZId, departmentId: ZId });

/** One MFO's line: the average of its targets' averages and how many people had a target under it. */
export const ZOfficePerformanceLine = z.object({
  mfo_id: z.number().int(),
  mfo: z.string(),
  average: z.string().nullable(),
  people: z.number().int(),
  targets: z.number().int(),
});
export type TOfficePerformanceLine = z.infer<typeof ZOfficePerformanceLine>;

export const ZOfficePerformanceRow = z.object({
  department_id: z.number().int(),
  office: z.string(),
  acronym: z.string(),
  campus: z.string(),
  parent_id: z.number().int().nullable(),
  kind: z.enum(OFFICE_PERFORMANCE_KINDS),
  /** Three decimals ("4.250"). */
  rating: z.string().nullable(),
  adjective: z.string().nullable(),
  rated_people: z.number().int(),
  computed_at: ZTimestamp,
});
export type TOfficePerformanceRow = z.infer<typeof ZOfficePerformanceRow>;

export const ZOfficePerformanceList = z.object({
  periods: z.array(ZSpmsPeriodOption),
  /** The period shown: the one asked for, else the latest. Null when no period exists yet. */
  period: ZSpmsPeriodOption.nullable(),
  offices: z.array(ZOfficePerformanceRow),
  /** Whether the caller may compute (SPMIS Admin). */
  can_compute: z.boolean(),
});
export type TOfficePerformanceList = z.infer<typeof ZOfficePerformanceList>;

/** One person's approved rating in the office's rollup. */
export const ZOfficePerson = z.object({
  personnel_id: z.number().int(),
  fullname: z.string(),
  unit: z.string(),
  final_rating: z.string(),
  adjective: z.string().nullable(),
});
export type TOfficePerson = z.infer<typeof ZOfficePerson>;

export const ZOfficePerformanceDetail = z.object({
  period: ZSpmsPeriodOption,
  office: ZOfficePerformanceRow.extend({ head: z.string().nullable(), head_title: z.string().nullable() }),
  lines: z.array(ZOfficePerformanceLine),
  people: z.array(ZOfficePerson),
});
export type TOfficePerformanceDetail = z.infer<typeof ZOfficePerformanceDetail>;

export const ZOfficeRollupResult = z.object({
  message: z.string(),
  offices: z.number().int(),
  rated_people: z.number().int(),
});
export type TOfficeRollupResult = z.infer<typeof ZOfficeRollupResult>;
