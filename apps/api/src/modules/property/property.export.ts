import { PROPERTY_CLASSIFICATION_LABELS, PROPERTY_CONDITION_LABELS, PROPERTY_STATUS_LABELS, type TPropertyItem } from '@hris/contracts';
import { listWorkbook, manilaDay, type SheetColumn } from '../../lib/workbook';

// The property register as a spreadsheet, for the supply office's reconciliation with accounting: the unit cost in
// pesos (summable), the dates as dates, property and serial numbers as text (Excel keeps them as written).

const COLUMNS: SheetColumn<TPropertyItem>[] = [
  { header: 'Property No.', kind: 'text', width: 20, value: (i) => i.property_number },
  { header: 'Description', kind: 'text', width: 40, wrap: true, value: (i) => i.description },
  { header: 'Category', kind: 'text', width: 18, value: (i) => i.category },
  { header: 'Asset account', kind: 'text', width: 16, value: (i) => i.asset_account },
  { header: 'Brand', kind: 'text', width: 14, value: (i) => i.brand },
  { header: 'Model', kind: 'text', width: 14, value: (i) => i.model },
  { header: 'Serial No.', kind: 'text', width: 18, value: (i) => i.serial_number },
  { header: 'Unit', kind: 'text', width: 8, value: (i) => i.unit },
  { header: 'Unit cost', kind: 'pesos', width: 14, value: (i) => i.unit_cost },
  { header: 'Date acquired', kind: 'date', width: 12, value: (i) => i.date_acquired },
  { header: 'Useful life (years)', kind: 'number', width: 10, value: (i) => i.useful_life_years },
  { header: 'Fund', kind: 'text', width: 16, value: (i) => i.fund },
  { header: 'Supplier', kind: 'text', width: 24, value: (i) => i.supplier },
  { header: 'Delivery reference', kind: 'text', width: 18, value: (i) => i.delivery_reference },
  { header: 'Classification', kind: 'text', width: 16, value: (i) => PROPERTY_CLASSIFICATION_LABELS[i.classification] },
  { header: 'Condition', kind: 'text', width: 14, value: (i) => PROPERTY_CONDITION_LABELS[i.condition] },
  { header: 'Status', kind: 'text', width: 10, value: (i) => PROPERTY_STATUS_LABELS[i.status] },
  { header: 'Location', kind: 'text', width: 20, value: (i) => i.location },
  { header: 'Accountable officer', kind: 'text', width: 28, value: (i) => i.holder?.fullname },
  { header: 'Document', kind: 'text', width: 20, value: (i) => (i.document ? `${i.document.form} ${i.document.number}` : null) },
  { header: 'Held since', kind: 'date', width: 12, value: (i) => i.held_since },
];

export function registerWorkbook(items: TPropertyItem[], now: Date): Promise<Buffer> {
  return listWorkbook('Property register', COLUMNS, items, now);
}

/** property-register-2026-11-25.xlsx (Manila's calendar day). */
export const registerFileName = (now: Date) => `property-register-${manilaDay(now)}.xlsx`;
