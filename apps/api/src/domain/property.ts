// Property accountability (issue 23): COA Circular 2022-004 and the Government Accounting Manual. An item costing the
// capitalization threshold or more (50,000.00 now) is property, plant and equipment, issued on a Property Acknowledgment
// Receipt; below it, semi-expendable property issued on an Inventory Custodian Slip, low-valued under the low-value
// threshold (5,000.00 now), else high-valued. The thresholds are settings (COA changes them); amounts are centavos.

export type PropertyClassification = 'ppe' | 'semi_expendable_high' | 'semi_expendable_low';
export type PropertyForm = 'PAR' | 'ICS' | 'PTR' | 'ITR' | 'PRS' | 'RRSP' | 'IIRUP' | 'IIRUSP';
/** What a document does to its items. */
export type PropertyMovement = 'issue' | 'transfer' | 'return' | 'disposal';

export type PropertyThresholds = {
  /** Centavos from which an item is PPE. */
  ppe: number;
  /** Centavos from which a semi-expendable item is high-valued. */
  lowValue: number;
};

export const DEFAULT_PROPERTY_THRESHOLDS: PropertyThresholds = { ppe: 5_000_000, lowValue: 500_000 };

/** The classification of an item by its unit cost (centavos, a positive integer). */
export function classify(unitCost: number, thresholds: PropertyThresholds): PropertyClassification {
  if (!Number.isInteger(unitCost) || unitCost <= 0) throw new RangeError('A unit cost is a positive number of centavos.');
  if (unitCost >= thresholds.ppe) return 'ppe';
  return unitCost >= thresholds.lowValue ? 'semi_expendable_high' : 'semi_expendable_low';
}

const FORMS: Record<PropertyMovement, { ppe: PropertyForm; semi: PropertyForm }> = {
  issue: { ppe: 'PAR', semi: 'ICS' },
  transfer: { ppe: 'PTR', semi: 'ITR' },
  return: { ppe: 'PRS', semi: 'RRSP' },
  disposal: { ppe: 'IIRUP', semi: 'IIRUSP' },
};

/** The form a movement of an item of a classification goes on (an issue by default): PAR/ICS, PTR/ITR, PRS/RRSP, IIRUP/IIRUSP. */
export const formOf = (classification: PropertyClassification, movement: PropertyMovement = 'issue'): PropertyForm =>
  FORMS[movement][classification === 'ppe' ? 'ppe' : 'semi'];

/** The movement a form records. */
export const movementOf = (form: PropertyForm): PropertyMovement =>
  (Object.keys(FORMS) as PropertyMovement[]).find((m) => FORMS[m].ppe === form || FORMS[m].semi === form)!;

/** Whether the form's employee acknowledges it: they became accountable by it (an issue or a transfer to them). */
export const isAcknowledged = (form: PropertyForm): boolean => ['issue', 'transfer'].includes(movementOf(form));

/** An item as a movement finds it (locked in the register). */
export type ItemOnTheDay = {
  property_number: string;
  classification: string;
  status: string;
  condition: string;
  holder_personnel_id: number | null;
  holder_name: string | null;
  /** The form it is held, in stock or disposed under, and its day. */
  document_form: string | null;
  document_number: string | null;
  document_on: string | null;
};

const names = (items: ItemOnTheDay[]) => items.map((i) => i.property_number).join(', ');
const isAre = (items: unknown[]) => (items.length === 1 ? 'is' : 'are');
const longDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-PH', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "a PAR", "an ICS", "an RRSP": the article as the letters are said. */
const article = (form: string) => (/^[AEFHILMNORSX]/.test(form) ? 'an' : 'a');

/** Why an item is held by nobody, in the users' words (returned on a day, in stock since registration, disposed of). */
function notHeld(i: ItemOnTheDay): string {
  if (i.status === 'disposed') return `${i.property_number} is not held by anyone: it was disposed of on ${longDay(i.document_on!)} (${i.document_number}).`;
  if (i.document_form && i.document_on && movementOf(i.document_form as PropertyForm) === 'return')
    return `${i.property_number} is not held by anyone: it was returned on ${longDay(i.document_on)} (${i.document_number}).`;
  return `${i.property_number} is not held by anyone: it is in stock.`;
}

/**
 * The one employee who holds all the items (a transfer or a return moves what one employee holds), or why not: an
 * item held by nobody, one not held by the named holder, or items held by different employees.
 */
export function oneHolder(items: ItemOnTheDay[], named?: { id: number; fullname: string }): { holder: number } | { refusal: string } {
  const free = items.find((i) => i.holder_personnel_id === null);
  if (free) return { refusal: notHeld(free) };
  if (named) {
    const others = items.filter((i) => i.holder_personnel_id !== named.id);
    if (others.length) return { refusal: `${names(others)} ${isAre(others)} not held by ${named.fullname}.` };
    return { holder: named.id };
  }
  const holders = [...new Set(items.map((i) => i.holder_personnel_id))];
  if (holders.length > 1)
    return {
      refusal: `${names(items)} are held by different employees (${[...new Set(items.map((i) => i.holder_name))].join(', ')}): one form moves what one employee holds.`,
    };
  return { holder: holders[0]! };
}

/**
 * Why an item may not be disposed of, or null: only unserviceable property in the office's custody is disposed of (a
 * held item is returned first; a disposed one is gone).
 */
export function disposalRefusal(i: ItemOnTheDay): string | null {
  if (i.status === 'disposed') return `${i.property_number} was already disposed of on ${longDay(i.document_on!)} (${i.document_number}).`;
  if (i.holder_personnel_id !== null) return `${i.property_number} is still held by ${i.holder_name}: return it first.`;
  if (i.condition !== 'unserviceable')
    return `${i.property_number} is ${i.condition === 'for_repair' ? 'for repair' : 'serviceable'}: only unserviceable property is disposed of.`;
  return null;
}

/** One form holds one kind of property: the refusal when PPE and semi-expendable items are mixed, or null. */
export function mixedForms(items: { property_number: string; classification: string }[], movement: PropertyMovement): string | null {
  const ppe = items.filter((i) => i.classification === 'ppe');
  const semi = items.filter((i) => i.classification !== 'ppe');
  if (!ppe.length || !semi.length) return null;
  const { ppe: p, semi: s } = FORMS[movement];
  return (
    `One form holds one kind of property: ${ppe.map((i) => i.property_number).join(', ')} go on ${article(p)} ${p} (property, plant and equipment), ` +
    `${semi.map((i) => i.property_number).join(', ')} on ${article(s)} ${s} (semi-expendable). ${movement === 'issue' ? 'Issue' : 'Enter'} them on two forms.`
  );
}

/** A form's number: its kind, the year of issue and the sequence of four digits (PAR-2026-0001). */
export const documentNumber = (form: PropertyForm, year: number, sequence: number): string => `${form}-${year}-${String(sequence).padStart(4, '0')}`;
