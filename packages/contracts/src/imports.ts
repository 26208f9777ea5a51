import { z } from './zod';
import { listAnswer, ZTimestamp } from './responses';

/**
 * Moving in from spreadsheets (issue 41): one mechanism for every kind of record an office keeps in Excel. HR uploads
 * an .xlsx or .csv, maps its columns to the kind's fields (remembered per kind, proposed from the header names), sees
 * each row's action and problems, and commits all or nothing; a batch is undone while nothing it made is used elsewhere.
 */
export const IMPORT_KINDS = ['personnel', 'plantilla-items', 'service-records', 'leave-balances', 'coc-balances', 'deductions', 'salary-schedules'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
/** What each kind is called on the pages and the setup checklist. */
export const IMPORT_KIND_LABELS: Record<TImportKind, string> = {
  personnel: 'Personnel masterlist',
  'plantilla-items': 'Plantilla items',
  'service-records': 'Service records',
  'leave-balances': 'Opening leave balances',
  'coc-balances': 'COC balances',
  deductions: 'Loans and other deductions',
  'salary-schedules': 'Salary schedules',
};
/**
 * What a batch may be: a kind of spreadsheet, or HR's zip of PDS workbooks (its own routes: a file per person, not a
 * row per record, so it has no columns to map and is not one of IMPORT_KINDS).
 */
export const IMPORT_BATCH_KINDS = [...IMPORT_KINDS, 'pds-workbooks'] as const;
export type TImportBatchKind = (typeof IMPORT_BATCH_KINDS)[number];

export const ZImportKindParams = z.object({ kind: z.enum(IMPORT_KINDS, { error: 'There is no such kind of import.' }) });

/** A field of a kind: what a column may be mapped to. */
export const ZImportField = z.object({
  key: z.string(),
  label: z.string(),
  mandatory: z.boolean(),
  /** What the cell holds, in the users' words ("a date, e.g. 15/06/2019"). */
  hint: z.string(),
});
export type TImportField = z.infer<typeof ZImportField>;

/** Which column (by its header) fills each field; a field left out is not imported. */
export const ZImportMapping = z.record(z.string(), z.string().nullable());
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** A kind as the import page offers it: its fields and the mapping remembered from the last import of the kind. */
export const ZImportKindInfo = z.object({
  kind: z.enum(IMPORT_KINDS),
  label: z.string(),
  description: z.string(),
  /** What "used" means for this kind: when a batch can no longer be undone. */
  undo_rule: z.string(),
  fields: z.array(ZImportField),
  mapping: ZImportMapping.nullable(),
  /** Choices besides the mapping that the commit takes (e.g. make accounts and send invitations). */
  options: z.array(z.object({ key: z.string(), label: z.string() })),
});
export const ZImportKinds = z.object({ kinds: z.array(ZImportKindInfo) });
export type TImportKindInfo = z.infer<typeof ZImportKindInfo>;

/** One row of the file as it would be imported. */
export const ZImportRow = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  action: z.enum(['create', 'update', 'skip']),
  /** Whom or what the row is about, as the office would say it ("DELA CRUZ, Juan (2026-0001)"). */
  subject: z.string(),
  /** What an update changes ("Position: Instructor I → Instructor II"). */
  changes: z.array(z.string()),
  problems: z.array(z.string()),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportSummary = z.object({ create: z.number().int(), update: z.number().int(), skip: z.number().int(), problems: z.number().int() });

export const ZImportPreview = z.object({
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** The file's column headers, in order, for the mapping. */
  columns: z.array(z.string()),
  mapping: ZImportMapping,
  /** The required fields no column is chosen for: the rows are read once they have one. */
  missing: z.array(z.string()),
  rows: z.array(ZImportRow),
  summary: ZImportSummary,
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** A batch as the list of imports shows it. */
export const ZImportBatch = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_BATCH_KINDS),
  file_name: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  created_at: ZTimestamp,
  created_by: z.string().nullable(),
  undone_at: ZTimestamp.nullable(),
  undone_by: z.string().nullable(),
});
export type TImportBatch = z.infer<typeof ZImportBatch>;
export const ZImportBatchList = listAnswer('batches', ZImportBatch);
export const ZImportBatchQuery = z.object({
  kind: z.enum(IMPORT_BATCH_KINDS, { error: 'There is no such kind of import.' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** The upload form's values: which file was chosen (the File itself stays beside the form). */
export const ZImportFileChoice = z.object({
  file: z.object({ name: z.string(), size: z.number() }, { error: 'Choose the .xlsx or .csv file.' }),
});
export type TImportFileChoice = z.input<typeof ZImportFileChoice>;

// ── HR's zip of PDS workbooks (CS Form 212, .xlsx): each matched to one person, each becoming a PDS draft HR checks ──

/** One workbook of the zip as it would be imported. */
export const ZPdsWorkbookEntry = z.object({
  /** The workbook's name (and folder) in the zip. */
  file: z.string(),
  /** The person it was matched to; null when none is. */
  person: z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string() }).nullable(),
  /** The PDS sections it fills ("V. Work experience"). */
  sections: z.array(z.string()),
  /** Sections left out (their problems in the workbook): the rest is imported, the employee fills these in. */
  left_out: z.array(z.string()),
  /** Said, not refused (matched by name alone). */
  notices: z.array(z.string()),
  /** Why the workbook cannot be imported (unreadable, nobody or several people of that name, one's own): nothing is imported while one has a problem. */
  problems: z.array(z.string()),
});
export type TPdsWorkbookEntry = z.infer<typeof ZPdsWorkbookEntry>;

export const ZPdsWorkbooksPreview = z.object({
  file_name: z.string(),
  workbooks: z.array(ZPdsWorkbookEntry),
  summary: z.object({ workbooks: z.number().int(), matched: z.number().int(), problems: z.number().int() }),
});
export type TPdsWorkbooksPreview = z.infer<typeof ZPdsWorkbooksPreview>;

export const ZPdsWorkbooksImported = z.object({
  message: z.string(),
  batch: z.object({ id: z.number().int(), kind: z.literal('pds-workbooks'), created: z.number().int(), updated: z.number().int() }),
});

/** The zip's form values: which file was chosen (the File itself stays beside the form). */
export const ZPdsWorkbooksChoice = z.object({
  file: z.object({ name: z.string(), size: z.number() }, { error: 'Choose the .zip of PDS workbooks.' }),
});
export type TPdsWorkbooksChoice = z.input<typeof ZPdsWorkbooksChoice>;
