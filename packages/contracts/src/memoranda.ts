import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField } from './text';
import { ZListMeta, ZListQuery, zName } from './lookups';
import { savedAnswer, ZDateString, ZTimestamp } from './responses';

/**
 * Memorandum circulars (issue 24; SPEC.md §2: / lands on /memorandum_circular): the HR office and the administration
 * (view group MEMORANDA) issue a memorandum with its PDF to everyone, a campus, offices or roles; each addressee sees
 * it, opens it (the read is kept) and acknowledges it; the issuer sees who has and has not, per office.
 */

export const MEMORANDUM_AUDIENCES = ['everyone', 'campus', 'offices', 'roles'] as const;
export type TMemorandumAudience = (typeof MEMORANDUM_AUDIENCES)[number];
export const MEMORANDUM_AUDIENCE_LABELS: Record<TMemorandumAudience, string> = {
  everyone: 'Everyone',
  campus: 'A campus',
  offices: 'Offices',
  roles: 'Roles',
};

/** The ids a memorandum's audience may name at once. */
export const MEMORANDUM_AUDIENCE_MAX = 200;
export const MEMORANDUM_PDF_REQUIRED = "Attach the memorandum's PDF.";

const ids = (label: string, plural: string) =>
  z
    .array(idField(label), { error: `Choose the ${plural}.` })
    .max(MEMORANDUM_AUDIENCE_MAX, `At most ${MEMORANDUM_AUDIENCE_MAX} ${plural}.`)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);

const optionalText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max.toLocaleString('en-US')} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** Issue (or edit) a memorandum. On an edit `file_path` may be left out: the PDF stays. */
export const ZMemorandumBody = z.object({
  number: zName('memorandum number', 60),
  issued_on: z.iso.date(dateMessage('date')),
  title: zName('title', 300),
  subject: optionalText('subject', 5000),
  audience: z.enum(MEMORANDUM_AUDIENCES, { error: 'Choose who the memorandum is for (everyone, a campus, offices or roles).' }),
  campus_id: idField('campus').nullable().optional(),
  department_ids: ids('office', 'offices'),
  role_ids: ids('role', 'roles'),
  /** The key POST /api/upload answered for the PDF. */
  file_path: optionalText('PDF', 120),
});
export type TMemorandumInput = z.input<typeof ZMemorandumBody>;
export type TMemorandumBody = z.infer<typeof ZMemorandumBody>;

export const ZMemorandumTarget = z.object({ id: z.number().int(), name: z.string() });
export type TMemorandumTarget = z.infer<typeof ZMemorandumTarget>;

/** A memorandum as its addressees and its issuers see it. */
export const ZMemorandum = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_on: ZDateString,
  title: z.string(),
  subject: z.string().nullable(),
  audience: z.enum(MEMORANDUM_AUDIENCES),
  /** The campus, offices or roles it is addressed to (empty for everyone). */
  targets: z.array(ZMemorandumTarget),
  file_name: z.string(),
  issued_by: z.string(),
  created_at: ZTimestamp,
  /** The caller's own reading (null when not read, or not an addressee). */
  read_at: ZTimestamp.nullable(),
  acknowledged_at: ZTimestamp.nullable(),
});
export type TMemorandum = z.infer<typeof ZMemorandum>;

export const ZMemorandumQuery = ZListQuery.extend({
  /** Only those I have not opened yet. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TMemorandumQuery = z.infer<typeof ZMemorandumQuery>;

export const ZMemorandumList = z.object({ memoranda: z.array(ZMemorandum), unread: z.number().int(), meta: ZListMeta });
export type TMemorandumList = z.infer<typeof ZMemorandumList>;

/** One memorandum to its addressee (or an issuer): may the caller acknowledge it, may they change it. */
export const ZMemorandumAnswer = z.object({
  memorandum: ZMemorandum,
  addressed: z.boolean(),
  can_manage: z.boolean(),
  /** True while nobody but its issuer has read it: it may still be edited or withdrawn. */
  editable: z.boolean(),
});
export type TMemorandumAnswer = z.infer<typeof ZMemorandumAnswer>;
export const ZMemorandumSaved = savedAnswer('memorandum', ZMemorandum);
export type TMemorandumSaved = z.infer<typeof ZMemorandumSaved>;

/** The issuers' list: every memorandum with how many it reached, read and acknowledged it. */
export const ZIssuedMemorandum = ZMemorandum.extend({ recipients: z.number().int(), read: z.number().int(), acknowledged: z.number().int() });
export type TIssuedMemorandum = z.infer<typeof ZIssuedMemorandum>;
export const ZIssuedMemorandumList = z.object({ memoranda: z.array(ZIssuedMemorandum), meta: ZListMeta });
export type TIssuedMemorandumList = z.infer<typeof ZIssuedMemorandumList>;

/** The choices of the issue form's audience. */
export const ZMemorandumAudienceOptions = z.object({
  campuses: z.array(ZMemorandumTarget),
  offices: z.array(ZMemorandumTarget.extend({ campus: z.string().nullable() })),
  roles: z.array(ZMemorandumTarget),
});
export type TMemorandumAudienceOptions = z.infer<typeof ZMemorandumAudienceOptions>;

// ── The issuer's report ──────────────────────────────────────────────────────────────────────────

export const MEMORANDUM_READ_STATUSES = ['unread', 'read', 'acknowledged', 'not_acknowledged'] as const;
export const MEMORANDUM_READ_STATUS_LABELS: Record<(typeof MEMORANDUM_READ_STATUSES)[number], string> = {
  unread: 'Not read',
  read: 'Read',
  acknowledged: 'Acknowledged',
  not_acknowledged: 'Not acknowledged',
};

export const ZMemorandumReportQuery = z.object({
  /** An office's id; 0 for the addressees with no office. */
  office_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  status: z.enum(MEMORANDUM_READ_STATUSES, { error: 'Choose the status (not read, read, acknowledged or not acknowledged).' }).optional(),
  term: textField('search term').trim().max(200, 'The search term must not be longer than 200 characters.').optional(),
});
export type TMemorandumReportQuery = z.infer<typeof ZMemorandumReportQuery>;

export const ZMemorandumReader = z.object({
  user_id: z.number().int(),
  name: z.string(),
  office_id: z.number().int().nullable(),
  office: z.string().nullable(),
  read_at: ZTimestamp.nullable(),
  acknowledged_at: ZTimestamp.nullable(),
});
export type TMemorandumReader = z.infer<typeof ZMemorandumReader>;

export const ZMemorandumOfficeCount = z.object({
  office_id: z.number().int().nullable(),
  office: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  acknowledged: z.number().int(),
});
export type TMemorandumOfficeCount = z.infer<typeof ZMemorandumOfficeCount>;

export const ZMemorandumReport = z.object({
  memorandum: ZMemorandum,
  /** Every office with addressees (all of them, whatever the filter), then the totals. */
  offices: z.array(ZMemorandumOfficeCount),
  total: z.object({ recipients: z.number().int(), read: z.number().int(), acknowledged: z.number().int() }),
  /** The addressees the filter keeps, by office then name. */
  people: z.array(ZMemorandumReader),
});
export type TMemorandumReport = z.infer<typeof ZMemorandumReport>;

/** The socket.io event /memorandum_circular refreshes on (a memorandum issued to the user). */
export const MEMORANDA_EVENT = 'memoranda:changed';
