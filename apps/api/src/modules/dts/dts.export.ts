import { DOCUMENT_STATE_LABELS, type TDocument } from '@hris/contracts';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';

// An office's status view of document tracking as a spreadsheet (issue 19: each list exportable to Excel).

const COLUMNS: SheetColumn<TDocument>[] = [
  { header: 'Tracking No.', kind: 'text', width: 18, value: (d) => d.tracking_number },
  { header: 'Title', kind: 'text', width: 48, wrap: true, value: (d) => d.title },
  { header: 'Type', kind: 'text', width: 22, value: (d) => d.document_type.name },
  { header: 'Origin', kind: 'text', width: 12, value: (d) => d.origin_office.acronym },
  { header: 'From', kind: 'text', width: 12, value: (d) => d.from_office?.acronym ?? null },
  { header: 'At', kind: 'text', width: 12, value: (d) => d.current_office.acronym },
  { header: 'Status', kind: 'text', width: 13, value: (d) => DOCUMENT_STATE_LABELS[d.state] },
  { header: 'Held by', kind: 'text', width: 24, value: (d) => d.holder },
  { header: 'Since', kind: 'datetime', width: 17, value: (d) => d.since },
  { header: 'Due', kind: 'datetime', width: 17, value: (d) => d.due_at },
  { header: 'Overdue', kind: 'text', width: 9, value: (d) => (d.overdue ? 'Yes' : 'No') },
  { header: 'Filed by', kind: 'text', width: 24, value: (d) => d.filed_by },
  { header: 'Filed', kind: 'datetime', width: 17, value: (d) => d.filed_at },
];

export function documentsWorkbook(rows: TDocument[], now: Date): Promise<Buffer> {
  return listWorkbook('Documents', COLUMNS, rows, now);
}
