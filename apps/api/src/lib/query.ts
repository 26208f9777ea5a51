import type { Queryable } from '@hris/db';
import type { QueryConfig } from 'pg';
import type { z } from 'zod';

// Hand-written SQL (where it is the clearest or the fastest: the DTR month, the bulk import, the ledger)
// answers rows whose type is named once, here at the call. With a zod schema, the tests check every row
// against it (a column renamed in SQL fails the suite); production trusts the SQL and skips the parse.

/** Whether rows are checked against their schema: under the tests (vitest sets NODE_ENV=test), not in production. */
const checkRows = process.env.NODE_ENV === 'test';

type Sql = string | QueryConfig;

/** The rows of a query, typed `TRow` (or by `schema`, checked under the tests). */
export async function query<TRow>(q: Queryable, sql: Sql, params?: unknown[]): Promise<TRow[]>;
export async function query<S extends z.ZodType>(q: Queryable, schema: S, sql: Sql, params?: unknown[]): Promise<z.output<S>[]>;
export async function query(q: Queryable, ...args: [Sql, unknown[]?] | [z.ZodType, Sql, unknown[]?]): Promise<unknown[]> {
  const [schema, sql, params] = isSchema(args[0]) ? (args as [z.ZodType, Sql, unknown[]?]) : ([null, ...args] as [null, Sql, unknown[]?]);
  const { rows } = await q.$client.query<Record<string, unknown>>(sql, params);
  if (schema && checkRows) return rows.map((row, i) => mustMatch(schema, row, sql, i));
  return rows;
}

/** The first row of a query, or null. */
export async function queryOne<TRow>(q: Queryable, sql: Sql, params?: unknown[]): Promise<TRow | null>;
export async function queryOne<S extends z.ZodType>(q: Queryable, schema: S, sql: Sql, params?: unknown[]): Promise<z.output<S> | null>;
export async function queryOne(q: Queryable, ...args: [Sql, unknown[]?] | [z.ZodType, Sql, unknown[]?]): Promise<unknown> {
  const rows = await (query as (q: Queryable, ...a: unknown[]) => Promise<unknown[]>)(q, ...args);
  return rows[0] ?? null;
}

/** Runs a statement for its effect; answers how many rows it touched. */
export async function execute(q: Queryable, sql: Sql, params?: unknown[]): Promise<number> {
  const result = await q.$client.query(sql, params);
  return result.rowCount ?? 0;
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

function mustMatch(schema: z.ZodType, row: unknown, sql: Sql, index: number): unknown {
  const result = schema.safeParse(row);
  // The row itself goes on (not the parse's copy): tests and production see the same values.
  if (result.success) return row;
  const text = typeof sql === 'string' ? sql : sql.text;
  throw new Error(`Row ${index} does not match its schema (${result.error.message}) for: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
}
