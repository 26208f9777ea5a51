import ExcelJS from 'exceljs';
import type { Column, ReportTables } from './reports.tables';

// An L&D report as Excel: one sheet per table, a bold frozen header, the totals row in bold at the end; money in
// pesos with two decimals (the offices add the columns up), dates as real date cells.

const excelValue = (c: Column, v: string | number | null) => {
  if (v === null) return null;
  if (c.kind === 'money' && typeof v === 'number') return v / 100;
  if (c.kind === 'date' && typeof v === 'string') return new Date(`${v}T00:00:00Z`);
  return v;
};
const FORMATS: Partial<Record<Column['kind'], string>> = { money: '#,##0.00', hours: '#,##0.##', percent: '0.0', date: 'mm/dd/yyyy' };

export async function reportWorkbook(report: ReportTables, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  for (const table of report.tables) {
    // A sheet's name: at most 31 characters, none of []:*?/\.
    const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    table.columns.forEach((c, i) => {
      const format = FORMATS[c.kind];
      if (format) sheet.getColumn(i + 1).numFmt = format;
    });
    for (const row of table.rows) sheet.addRow(row.map((v, i) => excelValue(table.columns[i]!, v)));
    if (table.totals) sheet.addRow(table.totals.map((v, i) => excelValue(table.columns[i]!, v))).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
