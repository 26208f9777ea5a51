import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { instantProblem } from './attendance.service';
import * as repo from './attendance-bulk.repo';
import { announcePunches } from '../attendance-reports';

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

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The instant of a timestamp WITH_OFFSET matches, or null when it does not exist (February 30, 25:00):
 * JavaScript would roll such a date over, PostgreSQL refuses it (and with it the whole transaction).
 * Read field by field rather than by `new Date(text)`: a month's import reads 700,000 of them, and the
 * general date parser was most of the import's own time.
 */
export function isoInstant(text: string): Date | null {
  const p = ISO_PARTS.exec(text);
  if (!p) return null;
  const [y, mo, d, h, mi] = [Number(p[1]), Number(p[2]), Number(p[3]), Number(p[4]), Number(p[5])];
  const sec = p[6] ? Number(p[6]) : 0;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (mo < 1 || mo > 12 || d < 1 || d > (mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1]!) || h > 23 || mi > 59 || sec > 59) return null;
  const ms = p[7] ? Number(p[7].padEnd(3, '0').slice(0, 3)) : 0;
  const offsetMinutes = p[8] ? (p[8] === '-' ? -1 : 1) * (Number(p[9]) * 60 + Number(p[10])) : 0;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, sec, ms) - offsetMinutes * 60_000);
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

/** The punch a parsed line stands for (its instant in epoch milliseconds), or why it cannot be one. */
function checkLine(p: { id: string; timestamp: string }, now: number): { id: number; ms: number } | { reason: string } {
  if (!ID.test(p.id) || Number(p.id) > MAX_ID) return { reason: BULK_REASONS.personnel };
  const at = isoInstant(p.timestamp);
  if (!at) {
    if (!WITH_OFFSET.test(p.timestamp)) return { reason: WITHOUT_OFFSET.test(p.timestamp) ? BULK_REASONS.noOffset : BULK_REASONS.timestamp };
    // The shape is right but the date does not exist: instantProblem names an invalid date.
    return { reason: instantProblem(new Date(NaN), now)! };
  }
  const problem = instantProblem(at, now);
  return problem ? { reason: problem } : { id: Number(p.id), ms: at.getTime() };
}

/** Batches of one call stored at the same time, each on its own connection (the machine has two cores). */
const PARALLEL_BATCHES = 2;

/** The lines a body holds that count towards MAX_BULK_LINES: not blank, not the CSV header. */
function countLines(body: string, format: BulkFormat): number {
  let count = 0;
  let lineNo = 0;
  for (let start = 0; start < body.length;) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    lineNo++;
    const raw = body.slice(start, end).trim();
    start = end + 1;
    if (raw && !(format === 'csv' && lineNo === 1 && CSV_HEADER.test(raw))) count++;
  }
  return count;
}

/**
 * Imports the lines of one call. Walks the text without splitting it into an array of lines (a
 * 200,000-line body would otherwise be copied whole); line numbers count from 1, blank lines included.
 * Lines are checked against the personnel ids as they are read, and every ROWS_PER_INSERT good lines are
 * stored as one batch in a transaction of its own, two batches at a time on two connections while the
 * next lines are read. A batch is stored whole or not at all; if one fails the call answers an error,
 * and sending the same lines again stores only what is missing (a punch is never stored twice).
 */
export async function importBulk(deps: Deps, actor: Actor, body: string, format: BulkFormat): Promise<BulkResult> {
  const lines = countLines(body, format);
  // Refused before anything is stored.
  if (lines > MAX_BULK_LINES) throw AppError.validation('body', BULK_REASONS.tooMany);
  const skipped: { line: number; reason: string }[] = [];
  const skip = (line: number, reason: string) => void skipped.push({ line, reason });
  const now = deps.clock.now().getTime();
  const known = await repo.allPersonnelIds(deps.db);
  let stored = 0;
  let inserted = 0;
  // Set by the batches as they fail (the first failure wins): not narrowed to null by the flow analysis.
  let failure = null as Error | null;
  const inFlight = new Set<Promise<void>>();
  const seen = new Set<string>();
  let batch = { ids: [] as number[], instants: [] as number[] };
  const send = async () => {
    if (!batch.ids.length) return;
    const { ids, instants } = batch;
    batch = { ids: [], instants: [] };
    while (inFlight.size >= PARALLEL_BATCHES) await Promise.race(inFlight);
    const job = withTransaction(deps.db, (tx) => repo.insertNewPunches(tx, ids, instants, actor.userId))
      // Someone stored one of these punches a moment ago: store the batch the way that tolerates it.
      .catch((err: { code?: string }) => {
        if (err.code !== '23505') throw err;
        return withTransaction(deps.db, (tx) => repo.insertPunches(tx, ids, instants, actor.userId));
      })
      .then(
        (count) => void (inserted += count),
        (err: unknown) => void (failure ??= err instanceof Error ? err : new Error(String(err))),
      )
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
    await new Promise((resolve) => setImmediate(resolve)); // let the batch leave before parsing on
  };

  let lineNo = 0;
  for (let start = 0; start < body.length && !failure;) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    const raw = body.slice(start, end).trim();
    start = end + 1;
    lineNo++;
    if (!raw || (format === 'csv' && lineNo === 1 && CSV_HEADER.test(raw))) continue;
    const parsed = format === 'csv' ? parseCsvLine(raw) : parseJsonLine(raw);
    const punch = 'reason' in parsed ? parsed : checkLine(parsed, now);
    if ('reason' in punch) {
      skip(lineNo, punch.reason);
      continue;
    }
    if (!known.has(punch.id)) {
      skip(lineNo, BULK_REASONS.unknown);
      continue;
    }
    stored++;
    // A punch sent twice in the call is stored once (and counted a duplicate): batches hold distinct punches.
    const key = `${punch.id}:${punch.ms}`;
    if (seen.has(key)) continue;
    seen.add(key);
    batch.ids.push(punch.id);
    batch.instants.push(punch.ms);
    if (batch.ids.length >= repo.ROWS_PER_INSERT) await send();
  }
  await send();
  await Promise.all(inFlight);
  if (failure) throw failure;
  announcePunches(deps, inserted);
  skipped.sort((a, b) => a.line - b.line);
  const result = { inserted, duplicates: stored - inserted, skipped: skipped.slice(0, MAX_SKIPPED_LISTED), skipped_count: skipped.length };
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'import',
    entity: 'attendance_logs',
    after: { format, lines, inserted, duplicates: result.duplicates, skipped: skipped.length },
    ip: actor.ip,
  });
  return result;
}
