import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';

export type Snapshot = { tables: Record<string, { rows: number; md5: string }>; sequences: Record<string, string | null> };

/** Every table's row count and content hash (rows' text in order), and every sequence's position. */
export async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(
        `SELECT format('%I.%I', n.nspname, c.relname) AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1`,
      )
    ).rows;
    const out: Snapshot = { tables: {}, sequences: {} };
    for (const { t } of tables) {
      const { rows } = await client.query<{ n: number; h: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM ONLY ${t} x`,
      );
      out.tables[t] = { rows: rows[0]!.n, md5: rows[0]!.h };
    }
    for (const s of (
      await client.query<{ s: string; v: string | null }>(`SELECT format('%I.%I', schemaname, sequencename) AS s, last_value::text AS v FROM pg_sequences`)
    ).rows)
      out.sequences[s.s] = s.v;
    return out;
  } finally {
    await client.end();
  }
}

export function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else
        out[child] = createHash('sha256')
          .update(fs.readFileSync(path.join(dir, child)))
          .digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out;
}

/**
 * Every folder and file under `root` (itself included) that is not its owner's alone — folders 0700, files 0600 —
 * as `path mode` lines (none: all private). A backup and a restored data folder hold everyone's personal data.
 */
export function notPrivate(root: string, opts: { rootMode?: number } = {}): string[] {
  const out: string[] = [];
  const walk = (file: string) => {
    const stat = fs.lstatSync(file);
    const mode = stat.mode & 0o777;
    const want = file === root && opts.rootMode !== undefined ? opts.rootMode : stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== want) out.push(`${path.relative(root, file) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) walk(path.join(file, name));
  };
  walk(root);
  return out;
}
