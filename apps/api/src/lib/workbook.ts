import ExcelJS from 'exceljs';

/**
 * What a column holds, which decides its cell and its number format. Every workbook the product writes goes through
 * these, so a peso is always a summable number in pesos and an employee number never loses its leading zeros.
 * - `text`: kept as typed (employee numbers, TINs, item numbers, government numbers, names): Excel must not turn
 *   0012 into 12 or a TIN into 1.23E+11.
 * - `number`: a count or a grade, as is.
 * - `pesos`: the value is in CENTAVOS (as the database keeps money); the cell holds pesos, `#,##0.00`.
 * - `date`: a calendar day: 'YYYY-MM-DD', or a moment (ISO string or Date) read as its day in Manila.
 * - `datetime`: a moment, as Manila's wall-clock time (Excel has no time zones; HR reads Manila time on the page).
 * - `days`: leave credits, three decimals as on the leave card.
 * - `hours`, `percent`: as the reports print them.
 */
export type CellKind = 'text' | 'number' | 'pesos' | 'date' | 'datetime' | 'days' | 'hours' | 'percent';

export const CELL_FORMATS: Record<CellKind, string | undefined> = {
  text: '@',
  number: undefined,
  pesos: '#,##0.00',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy hh:mm',
  days: '0.000',
  hours: '#,##0.00',
  percent: '0.0',
};

/** A column of a list's spreadsheet: its header, width, kind, and the raw value of a row (centavos for `pesos`). */
export type SheetColumn<T> = { header: string; width: number; kind: CellKind; wrap?: boolean; value: (row: T) => string | number | Date | null | undefined };

const MANILA_MS = 8 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function moment(v: string | number | Date): Date | null {
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The cell of a raw value of the given kind (null stays an empty cell). */
export function cellValue(kind: CellKind, v: string | number | Date | null | undefined): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (kind) {
    case 'text':
      return v instanceof Date ? v.toISOString() : String(v);
    case 'pesos':
      return typeof v === 'number' ? v / 100 : Number(v) / 100;
    case 'date': {
      if (typeof v === 'string' && DAY.test(v)) return new Date(`${v}T00:00:00Z`);
      const d = moment(v);
      return d ? new Date(`${new Date(d.getTime() + MANILA_MS).toISOString().slice(0, 10)}T00:00:00Z`) : null;
    }
    case 'datetime': {
      const d = moment(v);
      return d ? new Date(d.getTime() + MANILA_MS) : null;
    }
    default:
      return typeof v === 'number' ? v : Number(v);
  }
}

/** A workbook as the product signs it. */
export function newWorkbook(now: Date): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  return workbook;
}

/** An Excel sheet's name: at most 31 characters, none of []:*?/\. */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

export type ListSheetOptions<T> = {
  /** Lines above the header (a report's title), each in its own row; the header row follows a blank row. */
  title?: string[];
  /** Rows after the list in bold (an office's and the grand totals). */
  totals?: T[];
};

/**
 * A list as a sheet, the way every export of the product looks: a bold header row, frozen, with filters; each column
 * formatted by its kind (so a whole column typed later keeps the format), long text wrapped; totals in bold.
 */
export function addListSheet<T>(workbook: ExcelJS.Workbook, name: string, columns: SheetColumn<T>[], rows: T[], options: ListSheetOptions<T> = {}) {
  const title = options.title ?? [];
  const headerRow = title.length ? title.length + 2 : 1;
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: headerRow }] });
  title.forEach((line, i) => {
    sheet.getCell(i + 1, 1).value = line;
    sheet.getCell(i + 1, 1).font = { bold: true, size: i === 0 ? 13 : 11 };
  });
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    const numFmt = CELL_FORMATS[c.kind];
    if (numFmt) column.numFmt = numFmt;
    if (c.wrap) column.alignment = { wrapText: true, vertical: 'top' };
  });
  const header = sheet.getRow(headerRow);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  // The header is words, whatever the column below it holds.
  header.eachCell((cell) => (cell.numFmt = 'General'));
  const line = (row: T) => columns.map((c) => cellValue(c.kind, c.value(row)));
  for (const row of rows) sheet.addRow(line(row));
  for (const row of options.totals ?? []) sheet.addRow(line(row)).font = { bold: true };
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: columns.length } };
  return sheet;
}

export const workbookBytes = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/** A list as an .xlsx of one sheet (see addListSheet). */
export async function listWorkbook<T>(name: string, columns: SheetColumn<T>[], rows: T[], now: Date, options: ListSheetOptions<T> = {}): Promise<Buffer> {
  const workbook = newWorkbook(now);
  addListSheet(workbook, name, columns, rows, options);
  return workbookBytes(workbook);
}

/** The Manila date of a download, for file names (`…-2026-11-25.xlsx`). */
export const manilaDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
