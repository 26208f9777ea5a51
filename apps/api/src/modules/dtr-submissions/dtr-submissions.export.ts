import { listWorkbook, type SheetColumn } from '../../lib/workbook';
import type { listForMonth } from './dtr-submissions.service';

type MonthList = Awaited<ReturnType<typeof listForMonth>>;
type Row = MonthList['departments'][number];

const STATUS_LABEL: Record<Row['status'], string> = { not_submitted: 'Not submitted', submitted: 'Submitted', received: 'Received', returned: 'Returned' };

const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Campus', kind: 'text', width: 20, value: (r) => r.campus.name },
  { header: 'Department', kind: 'text', width: 44, value: (r) => r.fullname },
  { header: 'Acronym', kind: 'text', width: 12, value: (r) => r.acronym },
  { header: 'Status', kind: 'text', width: 14, value: (r) => STATUS_LABEL[r.status] },
  { header: 'Waiting for', kind: 'text', width: 24, value: (r) => r.submission?.waiting_for?.who ?? null },
  { header: 'Submitted by', kind: 'text', width: 24, value: (r) => r.submission?.submitted_by?.name ?? null },
  // Real date cells, so HR can sort by who was late to submit.
  { header: 'Submitted on', kind: 'datetime', width: 18, value: (r) => r.submission?.submitted_at },
  { header: 'Reviewed by', kind: 'text', width: 24, value: (r) => r.submission?.reviewed_by?.name ?? null },
  { header: 'Reviewed on', kind: 'datetime', width: 18, value: (r) => r.submission?.reviewed_at },
  { header: "Clerk's remarks", kind: 'text', width: 40, value: (r) => r.submission?.remarks ?? null },
  { header: 'Remarks on return', kind: 'text', width: 50, value: (r) => r.submission?.review_remarks ?? null },
];

/** A month's submissions as an .xlsx: one row per department. */
export function submissionsWorkbook(list: MonthList, sheetName: string, now: Date): Promise<Buffer> {
  return listWorkbook(sheetName, COLUMNS, list.departments, now);
}
