import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

// What the import tests (issue 41) share: a workbook as an office keeps it, and rows read back with plain SQL.

export type SheetRow = Record<string, string | number | Date | null | undefined>;

/**
 * One sheet named `name`: a header row of `columns` (by default every key the rows use, in the order met), then each
 * row's cells under them; a Date is a date cell, a number a number, as Excel stores what an office typed.
 */
export async function workbookOf(name: string, rows: SheetRow[], columns?: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  const headers = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(headers.map((c) => r[c] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Rows of a query on the test's database. */
export const sqlOf =
  (t: () => TestApp) =>
  <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t()
      .db.$client.query(sql, params)
      .then((r) => r.rows as T[]);
