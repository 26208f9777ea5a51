import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type { TestApp } from './test-app';
import { waitForJob } from './payroll';

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

/**
 * A commit as the importer lives it (issue 42): the request answers 202 with the job (or refuses at once, 422 naming the
 * rows, answered as it came); the job is followed to its end as the page does. Answers 200 with the message and the batch
 * the job made, or the job's failure as 422 with its reason.
 */
export async function committed(t: TestApp, token: string, sent: PromiseLike<Response>) {
  const res = await sent;
  if (res.status !== 202) return { status: res.status, body: res.body, job: null };
  const job = await waitForJob(t, token, res.body.job.id);
  if (job.status === 'failed') return { status: 422, body: { message: job.error }, job };
  const { rows } = await t.db.$client.query(
    `SELECT id, kind, created_count AS created, updated_count AS updated FROM import_batches WHERE created_by_user_id = (
       SELECT asked_by_user_id FROM background_jobs WHERE id = $1) ORDER BY id DESC LIMIT 1`,
    [job.id],
  );
  return { status: 200, body: { message: job.result.message, batch: rows[0] }, job };
}
