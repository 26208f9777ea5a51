import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { delimiterOf, readCsv, UNCLOSED_QUOTE } from '../../lib/csv';

// A spreadsheet as the import reads it: the header row's names and each following row's cells as text, numbered as the
// spreadsheet program numbers them, so that "row 14" in a problem is row 14 on the user's screen. Date cells become
// year-month-day (no day/month guessing for them: the program stored a date); numbers keep their digits.

export type SheetRow = { row: number; cells: string[] };
export type Sheet = { columns: string[]; rows: SheetRow[] };

/** The most rows one import takes (a university of 5,000 and their history fits; a file of 100,000 is a mistake). */
export const IMPORT_MAX_ROWS = 20_000;
const NOT_A_SHEET = 'The file must be an Excel workbook (.xlsx) or a CSV file. An old .xls must be saved as .xlsx first.';

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
const isOldExcel = (bytes: Buffer) => bytes.length > 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;

const day = (d: Date) => d.toISOString().slice(0, 10);

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return day(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value.trim();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result);
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
}

async function readWorkbook(bytes: Buffer): Promise<Sheet> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw AppError.validation('file', 'The workbook could not be read. Open it in Excel or LibreOffice, save it as .xlsx and try again.');
  }
  const sheet = book.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw AppError.validation('file', 'The workbook is empty.');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    if (cells.some(Boolean)) rows.push({ row: rowNumber, cells });
  });
  return split(rows);
}

function readCsvFile(bytes: Buffer): Sheet {
  const text = bytes.toString('utf8');
  if (bytes.includes(0) || text.includes('\uFFFD')) throw AppError.validation('file', 'The CSV file must be text saved as UTF-8 (in Excel: "CSV UTF-8").');
  const { records, unclosed } = readCsv(text, delimiterOf(text));
  if (unclosed) throw AppError.validation('file', `Line ${unclosed.line}: ${UNCLOSED_QUOTE}`);
  return split(records.filter((r) => r.fields.some((f) => f.trim())).map((r) => ({ row: r.line, cells: r.fields.map((f) => f.trim()) })));
}

/** The first row is the header; the rest are the records. */
function split(rows: SheetRow[]): Sheet {
  const [header, ...rest] = rows;
  if (!header) throw AppError.validation('file', 'The file is empty.');
  if (rest.length > IMPORT_MAX_ROWS) throw AppError.validation('file', `A file may have at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it.`);
  const columns = header.cells.map((c, i) => c || `Column ${i + 1}`);
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.toLowerCase())) throw AppError.validation('file', `Two columns are headed "${c}"; give each column its own header.`);
    seen.add(c.toLowerCase());
  }
  return { columns, rows: rest };
}

/** Reads an uploaded .xlsx or .csv; anything else is refused with what to do. */
export async function readSheet(bytes: Buffer | null, fileName: string | null): Promise<Sheet> {
  if (!bytes || !bytes.length) throw AppError.validation('file', 'Choose the .xlsx or .csv file.');
  if (isOldExcel(bytes)) throw AppError.validation('file', NOT_A_SHEET);
  if (isZip(bytes)) return readWorkbook(bytes);
  if (fileName && /\.(xlsx|xls|xlsm|ods|zip|pdf)$/i.test(fileName)) throw AppError.validation('file', NOT_A_SHEET);
  return readCsvFile(bytes);
}
