import { addListSheet, newWorkbook, workbookBytes, type CellKind, type SheetColumn } from '../../lib/workbook';
import type { Cell, ColumnKind, ReportTables } from './reports.tables';

// An L&D report as Excel: one sheet per table, the totals row in bold at the end; the cells as every export of the
// product makes them (lib/workbook.ts): money in pesos with two decimals, dates as real date cells.

const KINDS: Record<ColumnKind, CellKind> = { text: 'text', count: 'number', money: 'pesos', hours: 'hours', percent: 'percent', date: 'date' };

export async function reportWorkbook(report: ReportTables, now: Date): Promise<Buffer> {
  const workbook = newWorkbook(now);
  for (const table of report.tables) {
    const columns: SheetColumn<Cell[]>[] = table.columns.map((c, i) => ({ header: c.header, width: c.width, kind: KINDS[c.kind], value: (row) => row[i] }));
    addListSheet(workbook, table.title, columns, table.rows, { totals: table.totals ? [table.totals] : [] });
  }
  return workbookBytes(workbook);
}
