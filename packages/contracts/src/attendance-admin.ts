import { z } from './zod';
import { MESSAGES } from './constants';
import { ZId, numberError } from './text';

// eDATS administration: the attendance office's settings and the import of device export files.

/** The longest grace period the office may set: past an hour it is no longer "a few minutes late". */
export const MAX_DTR_GRACE_MINUTES = 60;

const hours = (label: string, max: number) =>
  z
    .number({ error: numberError(`The ${label} field is required.`) })
    .min(1, `The ${label} must be between 1 and ${max} hours.`)
    .max(max, `The ${label} must be between 1 and ${max} hours.`);

/**
 * The attendance office's settings. Each card of the page saves its own fields: a field left out keeps
 * its saved value (a body with none says the grace period is missing, the page's first field).
 */
export const ZEdatsSettingsBody = z
  .object({
    dtr_grace_minutes: z
      .number({ error: numberError('The grace period field is required.') })
      .int('The grace period must be a whole number of minutes.')
      .min(0, 'The grace period must be between 0 and 60 minutes.')
      .max(MAX_DTR_GRACE_MINUTES, 'The grace period must be between 0 and 60 minutes.')
      .optional(),
    /** Compensatory overtime credits earned in a month, at most (CSC: 40). */
    coc_monthly_cap_hours: hours('monthly limit', 200).optional(),
    /** Unused compensatory overtime credits, at most (CSC: 120, unverified). */
    coc_balance_cap_hours: hours('balance limit', 1000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'The grace period field is required.', path: ['dtr_grace_minutes'] });
export type TEdatsSettingsBody = z.infer<typeof ZEdatsSettingsBody>;
export type TEdatsSettings = Required<TEdatsSettingsBody>;

/** A device export file may be this big (a year of a large campus's punches). */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
export const IMPORT_FILE_EXTENSIONS = ['dat', 'csv'] as const;

/**
 * The import page's form before its upload (the page's check; the server reads the multipart and checks the file
 * again): the file chosen, by name and size (the File itself stays beside the form), and the device its logs came from.
 */
export const ZDeviceFileChoice = z.object({
  file: z
    .object({ name: z.string(), size: z.number() }, { error: 'Choose the device export file (.dat or .csv).' })
    .refine((file) => file.size <= MAX_IMPORT_FILE_BYTES, MESSAGES.fileTooLarge),
  device_id: ZId.nullable(),
});
export type TDeviceFileChoice = z.input<typeof ZDeviceFileChoice>;

/** One punch an import will store (or has stored), for the preview. */
export const ZImportPreviewRow = z.object({
  line: z.number().int(),
  personnel: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string() }),
  timestamp: z.string(),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;
export const ZImportSkippedLine = z.object({ line: z.number().int(), text: z.string(), reason: z.string() });
export type TImportSkippedLine = z.infer<typeof ZImportSkippedLine>;

/** What POST /api/attendance/imports answers; a dry run says `will_insert`, the real run `inserted`. */
export const ZAttendanceImportResult = z.object({
  file_name: z.string(),
  dry_run: z.boolean(),
  total_lines: z.number().int(),
  will_insert: z.number().int().optional(),
  inserted: z.number().int().optional(),
  duplicates: z.number().int(),
  skipped: z.array(ZImportSkippedLine),
  skipped_count: z.number().int(),
  preview: z.array(ZImportPreviewRow),
  message: z.string().optional(),
});
export type TAttendanceImportResult = z.infer<typeof ZAttendanceImportResult>;
