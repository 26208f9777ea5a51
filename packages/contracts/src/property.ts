import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField } from './text';
import { ZListMeta, ZListQuery, zName } from './lookups';
import { savedAnswer, ZDateString, ZTimestamp } from './responses';

/**
 * Property accountability (issue 23; SPEC.md §2 /my/mrs, §6 PPTY-MR and PROPERTYACCOUNT): the property register kept by
 * the supply and property office, and the forms that make an employee accountable for what was issued to them, by
 * COA Circular 2022-004 and the Government Accounting Manual: a Property Acknowledgment Receipt (PAR) for property,
 * plant and equipment (50,000.00 or more), an Inventory Custodian Slip (ICS) for semi-expendable property (below it;
 * low-valued under 5,000.00, else high-valued). The thresholds are settings. Money is centavos.
 */

export const PROPERTY_CLASSIFICATIONS = ['ppe', 'semi_expendable_high', 'semi_expendable_low'] as const;
export type TPropertyClassification = (typeof PROPERTY_CLASSIFICATIONS)[number];
export const PROPERTY_CLASSIFICATION_LABELS: Record<TPropertyClassification, string> = {
  ppe: 'Property, plant and equipment',
  semi_expendable_high: 'Semi-expendable, high-valued',
  semi_expendable_low: 'Semi-expendable, low-valued',
};

/** The forms of the first slice; transfers, returns and disposals will be other kinds of the same document. */
export const PROPERTY_FORMS = ['PAR', 'ICS'] as const;
export type TPropertyForm = (typeof PROPERTY_FORMS)[number];
export const PROPERTY_FORM_LABELS: Record<TPropertyForm, string> = {
  PAR: 'Property Acknowledgment Receipt',
  ICS: 'Inventory Custodian Slip',
};

export const PROPERTY_CONDITIONS = ['serviceable', 'for_repair', 'unserviceable'] as const;
export type TPropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITION_LABELS: Record<TPropertyCondition, string> = {
  serviceable: 'Serviceable',
  for_repair: 'For repair',
  unserviceable: 'Unserviceable',
};

export const PROPERTY_STATUSES = ['in_stock', 'issued'] as const;
export type TPropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_LABELS: Record<TPropertyStatus, string> = { in_stock: 'In stock', issued: 'Issued' };

// ── Items ───────────────────────────────────────────────────────────────────────────────────────

const optionalText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const ZPropertyItemBody = z.object({
  description: zName('description', 2000),
  /** Centavos; more than zero. */
  unit_cost: z.coerce
    .number({ error: 'The unit cost field is required.' })
    .int('The unit cost must be in whole centavos.')
    .min(1, 'The unit cost must be more than zero.')
    .max(100_000_000_000, 'The unit cost is too large.'),
  date_acquired: z.iso.date(dateMessage('date acquired')),
  unit: zName('unit', 30),
  /** Left out: the next number of the university's pattern (year and month acquired, then a sequence: 2026-11-0001). */
  property_number: optionalText('property number', 60),
  category: optionalText('category', 150),
  asset_account: optionalText('asset account', 150),
  brand: optionalText('brand', 150),
  model: optionalText('model', 150),
  serial_number: optionalText('serial number', 150),
  useful_life_years: z.coerce
    .number({ error: 'The estimated useful life must be a number of years.' })
    .int('The estimated useful life must be a whole number of years.')
    .min(1, 'The estimated useful life must be between 1 and 100 years.')
    .max(100, 'The estimated useful life must be between 1 and 100 years.')
    .nullable()
    .optional(),
  fund: optionalText('fund', 100),
  supplier: optionalText('supplier', 200),
  delivery_reference: optionalText('delivery reference', 100),
  condition: z.enum(PROPERTY_CONDITIONS, { error: 'Choose the condition (serviceable, for repair or unserviceable).' }).default('serviceable'),
  location: optionalText('location', 200),
});
/** What a form sends (the API's defaults not yet applied) and what the service gets. */
export type TPropertyItemInput = z.input<typeof ZPropertyItemBody>;
export type TPropertyItemBody = z.infer<typeof ZPropertyItemBody>;

const ZDocumentRef = z.object({ id: z.number().int(), form: z.enum(PROPERTY_FORMS), number: z.string() });
const ZHolder = z.object({ id: z.number().int(), fullname: z.string() });

export const ZPropertyItem = z.object({
  id: z.number().int(),
  property_number: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  asset_account: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  unit: z.string(),
  unit_cost: z.number().int(),
  date_acquired: ZDateString,
  useful_life_years: z.number().int().nullable(),
  fund: z.string().nullable(),
  supplier: z.string().nullable(),
  delivery_reference: z.string().nullable(),
  classification: z.enum(PROPERTY_CLASSIFICATIONS),
  condition: z.enum(PROPERTY_CONDITIONS),
  location: z.string().nullable(),
  status: z.enum(PROPERTY_STATUSES),
  holder: ZHolder.nullable(),
  document: ZDocumentRef.nullable(),
  /** The day the holder became accountable for it (the document's day of issue). */
  held_since: ZDateString.nullable(),
});
export type TPropertyItem = z.infer<typeof ZPropertyItem>;

export const ZPropertyItemSaved = savedAnswer('item', ZPropertyItem);
export type TPropertyItemSaved = z.infer<typeof ZPropertyItemSaved>;

export const ZPropertyItemQuery = ZListQuery.extend({
  classification: z.enum(PROPERTY_CLASSIFICATIONS).optional(),
  status: z.enum(PROPERTY_STATUSES).optional(),
  /** Only what can go on one form: PAR (PPE) or ICS (semi-expendable). */
  form: z.enum(PROPERTY_FORMS).optional(),
  holder_personnel_id: idField('holder').optional(),
});
export type TPropertyItemQuery = z.infer<typeof ZPropertyItemQuery>;
export const ZPropertyItemList = z.object({ items: z.array(ZPropertyItem), meta: ZListMeta });
export type TPropertyItemList = z.infer<typeof ZPropertyItemList>;

/** One document the item was on: who held it, from when, and when it ended. */
export const ZPropertyHistoryEntry = z.object({
  document: ZDocumentRef,
  personnel: ZHolder,
  issued_on: ZDateString,
  acknowledged_at: ZTimestamp.nullable(),
  ended_on: ZDateString.nullable(),
});
export type TPropertyHistoryEntry = z.infer<typeof ZPropertyHistoryEntry>;
export const ZPropertyItemAnswer = z.object({ item: ZPropertyItem, history: z.array(ZPropertyHistoryEntry) });
export type TPropertyItemAnswer = z.infer<typeof ZPropertyItemAnswer>;

// ── Documents (PAR, ICS) ────────────────────────────────────────────────────────────────────────

export const ZIssueBody = z.object({
  personnel_id: idField('employee'),
  item_ids: z
    .array(idField('item'), { error: 'Choose the items to issue.' })
    .min(1, 'Choose the items to issue.')
    .max(100, 'At most 100 items on one form.')
    .refine((ids) => new Set(ids).size === ids.length, 'An item is chosen twice.'),
  fund_cluster: optionalText('fund cluster', 100),
  remarks: optionalText('remarks', 1000),
});
export type TIssueInput = z.input<typeof ZIssueBody>;
export type TIssueBody = z.infer<typeof ZIssueBody>;

export const ZPropertyDocumentLine = z.object({
  item_id: z.number().int(),
  property_number: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unit_cost: z.number().int(),
  date_acquired: ZDateString,
  useful_life_years: z.number().int().nullable(),
  classification: z.enum(PROPERTY_CLASSIFICATIONS),
});
export type TPropertyDocumentLine = z.infer<typeof ZPropertyDocumentLine>;

export const ZPropertyDocument = z.object({
  id: z.number().int(),
  form: z.enum(PROPERTY_FORMS),
  number: z.string(),
  personnel: ZHolder.extend({ position: z.string().nullable(), department: z.string().nullable() }),
  issued_on: ZDateString,
  issued_by: z.string(),
  fund_cluster: z.string().nullable(),
  remarks: z.string().nullable(),
  acknowledged_at: ZTimestamp.nullable(),
  ended_on: ZDateString.nullable(),
  /** Centavos: the lines' quantity × unit cost. */
  total_cost: z.number().int(),
  items: z.array(ZPropertyDocumentLine),
});
export type TPropertyDocument = z.infer<typeof ZPropertyDocument>;

export const ZIssueSaved = savedAnswer('issue', ZPropertyDocument);
export type TIssueSaved = z.infer<typeof ZIssueSaved>;
export const ZPropertyDocumentAnswer = z.object({ document: ZPropertyDocument });
export type TPropertyDocumentAnswer = z.infer<typeof ZPropertyDocumentAnswer>;
export const ZPropertyDocumentSaved = savedAnswer('document', ZPropertyDocument);
export type TPropertyDocumentSaved = z.infer<typeof ZPropertyDocumentSaved>;

export const ZPropertyDocumentQuery = ZListQuery.extend({
  personnel_id: idField('employee').optional(),
  form: z.enum(PROPERTY_FORMS).optional(),
});
export type TPropertyDocumentQuery = z.infer<typeof ZPropertyDocumentQuery>;
export const ZPropertyDocumentList = z.object({ documents: z.array(ZPropertyDocument), meta: ZListMeta });
export type TPropertyDocumentList = z.infer<typeof ZPropertyDocumentList>;

// ── Mine (/my/mrs) ──────────────────────────────────────────────────────────────────────────────

/** new: issued to me, not yet acknowledged; current: acknowledged and still held; old: what I held before. */
export const MY_DOCUMENT_STATUSES = ['new', 'current', 'old'] as const;
export type TMyDocumentStatus = (typeof MY_DOCUMENT_STATUSES)[number];
export const ZMyPropertyDocumentsQuery = z.object({ status: z.enum(MY_DOCUMENT_STATUSES).default('new') });
export const ZMyPropertyDocuments = z.object({ documents: z.array(ZPropertyDocument) });
export type TMyPropertyDocuments = z.infer<typeof ZMyPropertyDocuments>;

/** What I hold now, with a summary per form (count and total cost in centavos). */
export const ZMyProperty = z.object({
  items: z.array(ZPropertyItem),
  summary: z.array(z.object({ form: z.enum(PROPERTY_FORMS), count: z.number().int(), total_cost: z.number().int() })),
});
export type TMyProperty = z.infer<typeof ZMyProperty>;

/** The socket.io event the /my/mrs pages refresh on (an item issued to the user). */
export const PROPERTY_EVENT = 'property:changed';

// ── Thresholds (settings) ───────────────────────────────────────────────────────────────────────

const threshold = (label: string) =>
  z.coerce
    .number({ error: `The ${label} field is required.` })
    .int(`The ${label} must be in whole centavos.`)
    .min(1, `The ${label} must be more than zero.`)
    .max(100_000_000_000, `The ${label} is too large.`);

/**
 * The COA thresholds in centavos: from `ppe_threshold` an item is PPE (PAR); below it semi-expendable (ICS), high-valued
 * from `low_value_threshold`. A change classifies the items registered after it; those registered before keep theirs.
 */
export const ZPropertySettings = z
  .object({ ppe_threshold: threshold('capitalization threshold'), low_value_threshold: threshold('low-value threshold') })
  .refine((s) => s.low_value_threshold < s.ppe_threshold, {
    path: ['low_value_threshold'],
    message: 'The low-value threshold must be below the capitalization threshold.',
  });
export type TPropertySettings = z.infer<typeof ZPropertySettings>;
export const ZPropertySettingsSaved = z.object({ message: z.string(), settings: ZPropertySettings });
export type TPropertySettingsSaved = z.infer<typeof ZPropertySettingsSaved>;
