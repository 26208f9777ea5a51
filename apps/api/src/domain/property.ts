// Property accountability (issue 23): COA Circular 2022-004 and the Government Accounting Manual. An item costing the
// capitalization threshold or more (50,000.00 now) is property, plant and equipment, issued on a Property Acknowledgment
// Receipt; below it, semi-expendable property issued on an Inventory Custodian Slip, low-valued under the low-value
// threshold (5,000.00 now), else high-valued. The thresholds are settings (COA changes them); amounts are centavos.

export type PropertyClassification = 'ppe' | 'semi_expendable_high' | 'semi_expendable_low';
export type PropertyForm = 'PAR' | 'ICS';

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

/** The form an item of a classification is issued on. */
export const formOf = (classification: PropertyClassification): PropertyForm => (classification === 'ppe' ? 'PAR' : 'ICS');

/** A form's number: its kind, the year of issue and the sequence of four digits (PAR-2026-0001). */
export const documentNumber = (form: PropertyForm, year: number, sequence: number): string => `${form}-${year}-${String(sequence).padStart(4, '0')}`;
