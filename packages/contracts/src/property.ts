import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField, numberError } from './text';
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

/**
 * Every movement of an item is a document, one form per movement and kind of property (PPE | semi-expendable): an
 * issue (PAR | ICS), a transfer to another employee (PTR | ITR), a return to the property office (PRS | RRSP), a
 * disposal of unserviceable property (IIRUP | IIRUSP).
 */
export const PROPERTY_FORMS = ['PAR', 'ICS', 'PTR', 'ITR', 'PRS', 'RRSP', 'IIRUP', 'IIRUSP'] as const;
export type TPropertyForm = (typeof PROPERTY_FORMS)[number];
export const PROPERTY_FORM_LABELS: Record<TPropertyForm, string> = {
  PAR: 'Property Acknowledgment Receipt',
  ICS: 'Inventory Custodian Slip',
  PTR: 'Property Transfer Report',
  ITR: 'Inventory Transfer Report',
  PRS: 'Property Return Slip',
  RRSP: 'Receipt of Returned Semi-expendable Property',
  IIRUP: 'Inventory and Inspection Report of Unserviceable Property',
  IIRUSP: 'Inventory and Inspection Report of Unserviceable Semi-expendable Property',
};
/** The forms items are issued on (what the register's filter "fits one form" names). */
export const ISSUE_FORMS = ['PAR', 'ICS'] as const;
export type TIssueForm = (typeof ISSUE_FORMS)[number];
/** The forms that make their employee accountable, which the employee acknowledges: an issue or a transfer to them. */
export const ACKNOWLEDGED_FORMS = ['PAR', 'ICS', 'PTR', 'ITR'] as const;
export const RETURN_FORMS = ['PRS', 'RRSP'] as const;

/** The usual reasons of a transfer (the PTR's "transfer type"); any other is typed. */
export const TRANSFER_REASONS = ['Reassignment', 'Relocation', 'Donation', 'Change of accountable officer'] as const;
/** The usual reasons of a return. */
export const RETURN_REASONS = ['Separation from the service', 'Transfer to another office', 'Unserviceable', 'No longer needed'] as const;
/** The modes of disposal of the IIRUP/IIRUSP. */
export const DISPOSAL_MODES = ['Destruction', 'Sale', 'Transfer to another agency', 'Donation'] as const;

export const PROPERTY_CONDITIONS = ['serviceable', 'for_repair', 'unserviceable'] as const;
export type TPropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITION_LABELS: Record<TPropertyCondition, string> = {
  serviceable: 'Serviceable',
  for_repair: 'For repair',
  unserviceable: 'Unserviceable',
};

export const PROPERTY_STATUSES = ['in_stock', 'issued', 'disposed'] as const;
export type TPropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_LABELS: Record<TPropertyStatus, string> = { in_stock: 'In stock', issued: 'Issued', disposed: 'Disposed' };

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
    .number({ error: numberError('The unit cost field is required.') })
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
    .number({ error: numberError('The estimated useful life must be a number of years.') })
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
  form: z.enum(ISSUE_FORMS).optional(),
  holder_personnel_id: idField('holder').optional(),
  condition: z.enum(PROPERTY_CONDITIONS).optional(),
});
export type TPropertyItemQuery = z.infer<typeof ZPropertyItemQuery>;
export const ZPropertyItemList = z.object({ items: z.array(ZPropertyItem), meta: ZListMeta });
export type TPropertyItemList = z.infer<typeof ZPropertyItemList>;

/**
 * One document the item was on, oldest first (issue → transfer → return → disposal): its employee (the receiver of an
 * issue or a transfer, who returned it; none on a disposal), a transfer's previous holder, the day, the condition
 * recorded on the day (returns, transfers, disposals), the reason, and when the holding under it ended.
 */
export const ZPropertyHistoryEntry = z.object({
  document: ZDocumentRef,
  personnel: ZHolder.nullable(),
  from_personnel: ZHolder.nullable(),
  issued_on: ZDateString,
  condition: z.enum(PROPERTY_CONDITIONS).nullable(),
  reason: z.string().nullable(),
  acknowledged_at: ZTimestamp.nullable(),
  ended_on: ZDateString.nullable(),
});
export type TPropertyHistoryEntry = z.infer<typeof ZPropertyHistoryEntry>;
export const ZPropertyItemAnswer = z.object({ item: ZPropertyItem, history: z.array(ZPropertyHistoryEntry) });
export type TPropertyItemAnswer = z.infer<typeof ZPropertyItemAnswer>;

/** A correction of what the register says of an item now (its classification, cost and number stay). */
export const ZPropertyItemPatch = z
  .object({
    condition: z.enum(PROPERTY_CONDITIONS, { error: 'Choose the condition (serviceable, for repair or unserviceable).' }).optional(),
    /** Left out: kept; empty or null: cleared. */
    location: textField('location').trim().max(200, 'The location must not be longer than 200 characters.').nullable().optional(),
  })
  .refine((v) => v.condition !== undefined || v.location !== undefined, { path: ['condition'], message: 'Change the condition or the location.' });
export type TPropertyItemPatchInput = z.input<typeof ZPropertyItemPatch>;
export type TPropertyItemPatch = z.infer<typeof ZPropertyItemPatch>;

// ── Documents: issues (PAR, ICS), transfers (PTR, ITR), returns (PRS, RRSP), disposals (IIRUP, IIRUSP) ──

const itemIds = (what: string) =>
  z
    .array(idField('item'), { error: `Choose the items to ${what}.` })
    .min(1, `Choose the items to ${what}.`)
    .max(100, 'At most 100 items on one form.')
    .refine((ids) => new Set(ids).size === ids.length, 'An item is chosen twice.');

export const ZIssueBody = z.object({
  personnel_id: idField('employee'),
  item_ids: itemIds('issue'),
  fund_cluster: optionalText('fund cluster', 100),
  remarks: optionalText('remarks', 1000),
});
export type TIssueInput = z.input<typeof ZIssueBody>;
export type TIssueBody = z.infer<typeof ZIssueBody>;

/** Items one employee holds go to another on a PTR (PPE) or an ITR (semi-expendable); the receiver acknowledges. */
export const ZTransferBody = z.object({
  item_ids: itemIds('transfer'),
  /** Who holds them now, as the officer read it: every item must be held by them. */
  from_personnel_id: idField('employee').optional(),
  to_personnel_id: idField('employee'),
  /** Reassignment, relocation, … (the PTR's transfer type). */
  reason: zName('reason', 200),
  fund_cluster: optionalText('fund cluster', 100),
  remarks: optionalText('remarks', 1000),
});
export type TTransferInput = z.input<typeof ZTransferBody>;
export type TTransferBody = z.infer<typeof ZTransferBody>;

const ZCondition = z.enum(PROPERTY_CONDITIONS, { error: 'Choose the condition (serviceable, for repair or unserviceable).' });

/**
 * Items one employee holds come back to the property office on a PRS (PPE) or an RRSP (semi-expendable), each in the
 * condition it came back in: one `condition` for all, or one per item in `conditions` (which wins for its item).
 */
export const ZReturnBody = z
  .object({
    item_ids: itemIds('return'),
    /** Who returns them, as the officer read it: every item must be held by them. */
    from_personnel_id: idField('employee').optional(),
    condition: ZCondition.optional(),
    conditions: z
      .array(z.object({ item_id: idField('item'), condition: ZCondition }))
      .max(100)
      .optional(),
    reason: zName('reason', 200),
    fund_cluster: optionalText('fund cluster', 100),
    remarks: optionalText('remarks', 1000),
  })
  .refine((v) => v.condition !== undefined || v.item_ids.every((id) => v.conditions?.some((c) => c.item_id === id)), {
    path: ['conditions'],
    message: 'Say the condition of each item returned.',
  });
export type TReturnInput = z.input<typeof ZReturnBody>;
export type TReturnBody = z.infer<typeof ZReturnBody>;

/** Unserviceable items in stock are disposed of on an IIRUP (PPE) or an IIRUSP (semi-expendable). */
export const ZDisposalBody = z.object({
  item_ids: itemIds('dispose of'),
  /** The mode of disposal: destruction, sale, transfer to another agency, donation, … */
  reason: zName('mode of disposal', 200),
  fund_cluster: optionalText('fund cluster', 100),
  remarks: optionalText('remarks', 1000),
});
export type TDisposalInput = z.input<typeof ZDisposalBody>;
export type TDisposalBody = z.infer<typeof ZDisposalBody>;

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
  /** The condition on the day (a transfer, a return, a disposal); none on an issue. */
  condition: z.enum(PROPERTY_CONDITIONS).nullable(),
});
export type TPropertyDocumentLine = z.infer<typeof ZPropertyDocumentLine>;

const ZPerson = ZHolder.extend({ position: z.string().nullable(), department: z.string().nullable() });

export const ZPropertyDocument = z.object({
  id: z.number().int(),
  form: z.enum(PROPERTY_FORMS),
  number: z.string(),
  /** The employee accountable from issued_on (issue, transfer), or who returned the items; none on a disposal. */
  personnel: ZPerson.nullable(),
  /** A transfer's previous holder. */
  from_personnel: ZPerson.nullable(),
  /** A transfer's or a return's reason, a disposal's mode. */
  reason: z.string().nullable(),
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

/**
 * new: issued or transferred to me, not yet acknowledged; current: acknowledged and still held; old: what I held before
 * (an issue or transfer whose items I returned or that were transferred away, and my return slips).
 */
export const MY_DOCUMENT_STATUSES = ['new', 'current', 'old'] as const;
export type TMyDocumentStatus = (typeof MY_DOCUMENT_STATUSES)[number];
export const ZMyPropertyDocumentsQuery = z.object({ status: z.enum(MY_DOCUMENT_STATUSES).default('new') });
export const ZMyPropertyDocuments = z.object({ documents: z.array(ZPropertyDocument) });
export type TMyPropertyDocuments = z.infer<typeof ZMyPropertyDocuments>;

/** What I hold now, with a summary per form (count and total cost in centavos). */
export const ZMyProperty = z.object({
  items: z.array(ZPropertyItem),
  summary: z.array(z.object({ form: z.enum(ISSUE_FORMS), count: z.number().int(), total_cost: z.number().int() })),
});
export type TMyProperty = z.infer<typeof ZMyProperty>;

/** The socket.io event the /my/mrs pages refresh on (an item issued or transferred to the user, or away). */
export const PROPERTY_EVENT = 'property:changed';

// ── Thresholds (settings) ───────────────────────────────────────────────────────────────────────

const threshold = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} field is required.`) })
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
