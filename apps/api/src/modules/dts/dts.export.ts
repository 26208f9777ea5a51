import { DOCUMENT_STATE_LABELS, type TDocument } from '@hris/contracts';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';

// An office's status view of document tracking as a spreadsheet (issue 19: each list exportable to Excel).

const COLUMNS: SheetColumn<TDocument>[] = [
  { header: 'Tracking No.', width: 18, value: (d) => d.tracking_number },
  { header: 'Title', width: 48, wrap: true, value: (d) => d.title },
  { header: 'Type', width: 22, value: (d) => d.document_type.name },
  { header: 'Origin', width: 12, value: (d) => d.origin_office.acronym },
  { header: 'From', width: 12, value: (d) => d.from_office?.acronym ?? null },
  { header: 'At', width: 12, value: (d) => d.current_office.acronym },
  { header: 'Status', width: 13, value: (d) => DOCUMENT_STATE_LABELS[d.state] },
  { header: 'Held by', width: 24, value: (d) => d.holder },
  { header: 'Since', width: 12, date: true, value: (d) => new Date(d.since) },
  { header: 'Due', width: 12, date: true, value: (d) => (d.due_at ? new Date(d.due_at) : null) },
  { header: 'Overdue', width: 9, value: (d) => (d.overdue ? 'Yes' : 'No') },
  { header: 'Filed by', width: 24, value: (d) => d.filed_by },
  { header: 'Filed', width: 12, date: true, value: (d) => new Date(d.filed_at) },
];

export function documentsWorkbook(rows: TDocument[], now: Date): Promise<Buffer> {
  return listWorkbook('Documents', COLUMNS, rows, now);
}
