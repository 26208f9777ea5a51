import ExcelJS from 'exceljs';

/** A column of a list's spreadsheet: its header, its width, and the cell of a row (a Date makes a real date cell). */
export type SheetColumn<T> = { header: string; width: number; date?: boolean; wrap?: boolean; value: (row: T) => string | number | Date | null };

/**
 * A list as an .xlsx, the way every export of the product looks: one sheet, a bold frozen header row with filters,
 * real date cells (mm/dd/yyyy) so the office can sort and filter by them, long text wrapped.
 */
export async function listWorkbook<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[], now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    if (c.date) sheet.getColumn(i + 1).numFmt = 'mm/dd/yyyy';
    if (c.wrap) sheet.getColumn(i + 1).alignment = { wrapText: true, vertical: 'top' };
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Manila date of a download, for file names (`…-2026-11-25.xlsx`). */
export const manilaDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
