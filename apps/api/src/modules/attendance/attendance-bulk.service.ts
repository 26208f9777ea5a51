import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { instantProblem } from './attendance.service';
import * as repo from './attendance-bulk.repo';
import { announcePunches } from '../attendance-reports/attendance-live';

// The bulk import of time logs: a month of a whole campus's punches in a few calls. Lines are
// `personnel_id,timestamp` (text/csv) or `{"personnel_id":…,"timestamp":"…"}` (NDJSON); a bad line is
// skipped with its reason and the rest are kept, all in one transaction.

export const MAX_BULK_LINES = 200_000;
/** The answer lists the first skipped lines, this many; `skipped_count` counts them all. */
const MAX_SKIPPED_LISTED = 100;

export type BulkFormat = 'csv' | 'ndjson';
export type BulkResult = { inserted: number; duplicates: number; skipped: { line: number; reason: string }[]; skipped_count: number };

/** An ISO 8601 instant with its offset; the one without is told apart to say what is missing (also read by the file import). */
export const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?$/;
const ID = /^[1-9]\d{0,9}$/;
const CSV_HEADER = /^\s*"?personnel_id"?\s*,\s*"?timestamp"?\s*$/i;
const MAX_ID = 2_147_483_647;

/**
 * The instant of a timestamp WITH_OFFSET matched, or null when its date does not exist: JavaScript rolls
 * February 30 over to March 2, PostgreSQL refuses it (and with it the whole transaction).
 */
export function isoInstant(text: string): Date | null {
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  const [y, m, d] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)].map(Number) as [number, number, number];
  const calendar = new Date(0);
  calendar.setUTCFullYear(y, m - 1, d);
  return calendar.getUTCMonth() === m - 1 && calendar.getUTCDate() === d ? at : null;
}

export const BULK_REASONS = {
  fields: 'The line must be personnel_id,timestamp.',
  json: 'The line is not a JSON object with personnel_id and timestamp.',
  personnel: 'The personnel ID must be a whole number.',
  noOffset: 'The timestamp has no offset: add one, e.g. 2026-11-20T08:01:00+08:00.',
  timestamp: 'The timestamp must be ISO 8601 with an offset, e.g. 2026-11-20T08:01:00+08:00.',
  unknown: 'The personnel does not exist.',
  tooMany: `Send at most ${MAX_BULK_LINES.toLocaleString('en-US')} lines per call.`,
} as const;

type Parsed = { id: string; timestamp: string } | { reason: string };

function parseCsvLine(line: string): Parsed {
  const comma = line.indexOf(',');
  if (comma < 0 || line.indexOf(',', comma + 1) >= 0) return { reason: BULK_REASONS.fields };
  return { id: line.slice(0, comma).trim(), timestamp: line.slice(comma + 1).trim() };
}

function parseJsonLine(line: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { reason: BULK_REASONS.json };
  }
  if (typeof value !== 'object' || value === null) return { reason: BULK_REASONS.json };
  const { personnel_id: id, timestamp } = value as Record<string, unknown>;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof timestamp !== 'string') return { reason: BULK_REASONS.json };
  return { id: String(id), timestamp: timestamp.trim() };
}

/** Why a parsed line cannot be a punch, or null. */
function lineProblem(p: { id: string; timestamp: string }, now: number): string | null {
  if (!ID.test(p.id) || Number(p.id) > MAX_ID) return BULK_REASONS.personnel;
  if (!WITH_OFFSET.test(p.timestamp)) return WITHOUT_OFFSET.test(p.timestamp) ? BULK_REASONS.noOffset : BULK_REASONS.timestamp;
  // A date that does not exist reads as an invalid date, which instantProblem names.
  return instantProblem(isoInstant(p.timestamp) ?? new Date(NaN), now);
}

/**
 * Imports the lines of one call, in one transaction. Walks the text once without splitting it into an array
 * of lines (a 200,000-line body would otherwise be copied whole); line numbers count from 1, blank lines
 * included. Every ROWS_PER_INSERT good lines go to PostgreSQL at once while the next ones are read, so the
 * database stores one batch while Node parses the next (the two use the machine's two cores).
 */
export async function importBulk(deps: Deps, actor: Actor, body: string, format: BulkFormat): Promise<BulkResult> {
  const skipped: { line: number; reason: string }[] = [];
  const skip = (line: number, reason: string) => void skipped.push({ line, reason });
  const ids: number[] = [];
  const lineNos: number[] = [];
  const now = Date.now();
  let lines = 0;

  const inserted = await repo.inTransaction(deps.db, async (client) => {
    const batches: Promise<number>[] = [];
    let failure: unknown = null;
    let batch = { ids: [] as number[], timestamps: [] as string[] };
    const send = async () => {
      if (!batch.ids.length) return;
      // A failed batch is remembered and rethrown below (which rolls everything back), never left unhandled.
      batches.push(repo.insertPunches(client, batch.ids, batch.timestamps, actor.userId).catch((err: unknown) => ((failure ??= err), 0)));
      batch = { ids: [], timestamps: [] };
      await new Promise((resolve) => setImmediate(resolve)); // let the batch leave before parsing on
    };
    let lineNo = 0;
    for (let start = 0; start < body.length; ) {
      let end = body.indexOf('\n', start);
      if (end < 0) end = body.length;
      const raw = body.slice(start, end).trim();
      start = end + 1;
      lineNo++;
      if (!raw || (format === 'csv' && lineNo === 1 && CSV_HEADER.test(raw))) continue;
      if (++lines > MAX_BULK_LINES) {
        await Promise.all(batches);
        throw AppError.validation('body', BULK_REASONS.tooMany);
      }
      const parsed = format === 'csv' ? parseCsvLine(raw) : parseJsonLine(raw);
      const problem = 'reason' in parsed ? parsed.reason : lineProblem(parsed, now);
      if (problem !== null || 'reason' in parsed) {
        skip(lineNo, problem ?? BULK_REASONS.fields);
        continue;
      }
      const id = Number(parsed.id);
      ids.push(id);
      lineNos.push(lineNo);
      batch.ids.push(id);
      batch.timestamps.push(parsed.timestamp);
      if (batch.ids.length >= repo.ROWS_PER_INSERT) await send();
    }
    await send();
    const counts = await Promise.all(batches);
    if (failure) throw failure;
    // The batches left out people who do not exist; their lines are reported.
    const known = await repo.existingPersonnel(client, [...new Set(ids)]);
    ids.forEach((id, i) => {
      if (!known.has(id)) skip(lineNos[i]!, BULK_REASONS.unknown);
    });
    return counts.reduce((a, b) => a + b, 0);
  });
  const stored = ids.length - skipped.filter((s) => s.reason === BULK_REASONS.unknown).length;
  announcePunches(deps, inserted);
  skipped.sort((a, b) => a.line - b.line);
  const result = { inserted, duplicates: stored - inserted, skipped: skipped.slice(0, MAX_SKIPPED_LISTED), skipped_count: skipped.length };
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'import', entity: 'attendance_logs', after: { format, lines, inserted, duplicates: result.duplicates, skipped: skipped.length }, ip: actor.ip });
  return result;
}
