import {
  IMPORT_FILE_EXTENSIONS,
  MAX_IMPORT_FILE_BYTES,
  MESSAGES,
  type TAttendanceImportResult,
  type TImportPreviewRow,
  type TImportSkippedLine,
} from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { delimiterOf, readCsv, UNCLOSED_QUOTE } from '../../lib/csv';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as attendanceRepo from './attendance.repo';
import * as bulkRepo from './attendance-bulk.repo';
import { BULK_REASONS, isoInstant, WITH_OFFSET, WITHOUT_OFFSET } from './attendance-bulk.service';
import { instantProblem } from './attendance.service';
import { ATTLOG_REASONS, deviceTime, parseAttlogLine } from './iclock.service';
import * as repo from './attendance-import.repo';

// Device export files uploaded by the eDATS admin: a ZKTeco attlog.dat (PINs of one device, Manila time)
// or a CSV by employee number. A preview (dry run) says what would be stored and which lines are skipped
// and why; the real run stores the same in one transaction, each punch once.

const MAX_SKIPPED_LISTED = 500;
const MAX_PREVIEW_ROWS = 50;
const MAX_LINE_TEXT = 200;
const MANILA_OFFSET_MS = 8 * 3_600_000;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose the device export file (.dat or .csv).',
  fileType: 'The file must be a device export in text: a .dat or .csv file.',
  fileEmpty: 'The file has no attendance logs.',
  csvHeader: 'The CSV file must start with a header row naming employee_no (or personnel_id) and timestamp (or date and time).',
  deviceRequired: 'Choose the device the .dat file was exported from.',
  deviceInvalid: 'The selected device is invalid.',
} as const;

export const IMPORT_REASONS = {
  ...ATTLOG_REASONS,
  unknownPin: (pin: string, device: string) => `Unknown device user ${pin} on device ${device}.`,
  unknownEmployee: 'Unknown employee number.',
  csvQuote: UNCLOSED_QUOTE,
  unknownPersonnel: BULK_REASONS.unknown,
  personnelId: BULK_REASONS.personnel,
  noOffset: BULK_REASONS.noOffset,
  year: (last: number) => `The year must be between 2000 and ${last}.`,
} as const;

export type ImportInput = { bytes: Buffer | null; fileName: string | null; deviceId: number | null; dryRun: boolean };

type Who = { pin: string } | { idno: string } | { personnelId: number };
type ReadLine = { line: number; text: string; who: Who; at: Date };
type Problem = { reason: string };

const manilaYear = (ms: number) => new Date(ms + MANILA_OFFSET_MS).getUTCFullYear();
const manilaIso = (at: Date) => `${new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** NUL or another control byte than tab, line feed, form feed and carriage return: no text export has one. */
function hasControlBytes(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) return true;
  }
  return false;
}

/**
 * The file as text, judged from its bytes (a picture or a spreadsheet renamed .csv fails here):
 * UTF-8 when it is valid, else Latin-1 as older exports write names.
 */
function decodeText(bytes: Buffer): string | null {
  if (hasControlBytes(bytes)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = bytes.toString('latin1');
  }
  return text.replace(/^\uFEFF/, '');
}

function readFile(input: ImportInput): { format: 'dat' | 'csv'; text: string; fileName: string } {
  if (!input.bytes) throw AppError.validation('file', IMPORT_MESSAGES.fileRequired);
  if (input.bytes.length > MAX_IMPORT_FILE_BYTES) throw AppError.validation('file', MESSAGES.fileTooLarge);
  const fileName = (input.fileName ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200);
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  const format = IMPORT_FILE_EXTENSIONS.find((e) => e === extension);
  const text = format ? decodeText(input.bytes) : null;
  if (!format || text === null) throw AppError.validation('file', IMPORT_MESSAGES.fileType);
  return { format, text, fileName };
}

/** Why an instant read from a file cannot be a punch: a year no export has, or a time still to come. */
function instantReason(at: Date, now: number): string | null {
  const last = manilaYear(now) + 1;
  const year = manilaYear(at.getTime());
  if (year < 2000 || year > last) return IMPORT_REASONS.year(last);
  return instantProblem(at, now);
}

type Column = 'employee_no' | 'personnel_id' | 'timestamp' | 'date' | 'time';
const COLUMN_NAMES: Record<string, Column> = {
  employee_no: 'employee_no',
  employee_number: 'employee_no',
  idno: 'employee_no',
  personnel_id: 'personnel_id',
  timestamp: 'timestamp',
  date: 'date',
  time: 'time',
};
type CsvLayout = { delimiter: string; columns: Partial<Record<Column, number>> };

/** Which column holds what, from the header's names. */
function readHeader(header: string[], delimiter: string): CsvLayout {
  const columns: CsvLayout['columns'] = {};
  header.forEach((name, index) => {
    const column = COLUMN_NAMES[name.toLowerCase().replace(/[\s.-]+/g, '_')];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const who = columns.employee_no !== undefined || columns.personnel_id !== undefined;
  const when = columns.timestamp !== undefined || (columns.date !== undefined && columns.time !== undefined);
  if (!who || !when) throw AppError.validation('file', IMPORT_MESSAGES.csvHeader);
  return { delimiter, columns };
}

/** A timestamp of a CSV: ISO 8601 with its offset; a date that rolls over (February 30) is no date. */
function readIsoTimestamp(text: string): Date | Problem {
  if (!WITH_OFFSET.test(text)) return { reason: WITHOUT_OFFSET.test(text) ? IMPORT_REASONS.noOffset : IMPORT_REASONS.time };
  return isoInstant(text) ?? { reason: IMPORT_REASONS.time };
}

function readCsvLine(fields: string[], { columns }: CsvLayout): { who: Who; at: Date } | Problem {
  const value = (column: Column) => (columns[column] === undefined ? '' : (fields[columns[column]] ?? ''));
  let who: Who;
  if (value('employee_no')) who = { idno: value('employee_no') };
  else if (value('personnel_id')) {
    if (!/^[1-9]\d{0,9}$/.test(value('personnel_id')) || Number(value('personnel_id')) > 2_147_483_647) return { reason: IMPORT_REASONS.personnelId };
    who = { personnelId: Number(value('personnel_id')) };
  } else return { reason: IMPORT_REASONS.fields };

  let at: Date | Problem;
  if (value('timestamp')) at = readIsoTimestamp(value('timestamp'));
  else if (value('date') && value('time')) {
    // Date and time as the office's spreadsheet has them: Philippine time, seconds optional.
    const time = /^\d{1,2}:\d{2}$/.test(value('time')) ? `${value('time')}:00` : value('time');
    at = deviceTime(`${value('date')} ${time.padStart(8, '0')}`) ?? { reason: IMPORT_REASONS.time };
  } else return { reason: IMPORT_REASONS.fields };
  return 'reason' in at ? at : { who, at };
}

/** Every data line (a CSV's records) read, or skipped with its reason; blank lines and the CSV header are no data. */
function readLines(format: 'dat' | 'csv', text: string, now: number) {
  const read: ReadLine[] = [];
  const skipped: TImportSkippedLine[] = [];
  let total = 0;
  const take = (line: number, raw: string, got: { who: Who; at: Date } | Problem) => {
    total++;
    const text = raw.trim().slice(0, MAX_LINE_TEXT);
    const problem = 'reason' in got ? got.reason : instantReason(got.at, now);
    if (problem) skipped.push({ line, text, reason: problem });
    else read.push({ line, text, ...(got as { who: Who; at: Date }) });
  };
  if (format === 'csv') {
    const delimiter = delimiterOf(text);
    const { records, unclosed } = readCsv(text, delimiter);
    const [header, ...rows] = records;
    if (!header) return { read, skipped, total };
    const layout = readHeader(header.fields, delimiter);
    for (const r of rows) take(r.line, r.text, readCsvLine(r.fields, layout));
    if (unclosed) take(unclosed.line, unclosed.text, { reason: IMPORT_REASONS.csvQuote });
    return { read, skipped, total };
  }
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const attlog = parseAttlogLine(raw);
    take(index + 1, raw, 'reason' in attlog ? attlog : { who: { pin: attlog.pin }, at: attlog.at });
  });
  return { read, skipped, total };
}

/**
 * Imports a device export file, or only previews it (`dryRun`). A line that cannot be a punch is skipped
 * with its reason and the rest are kept; a punch already stored or repeated in the file counts as a
 * duplicate. The real run stores everything in one transaction and is audited.
 */
export async function importDeviceFile(deps: Deps, actor: Actor, input: ImportInput): Promise<TAttendanceImportResult> {
  const { format, text, fileName } = readFile(input);
  const device = input.deviceId === null ? null : await attendanceRepo.findDevice(deps.db, input.deviceId);
  if (input.deviceId !== null && !device) throw AppError.validation('device_id', IMPORT_MESSAGES.deviceInvalid);
  if (format === 'dat' && !device) throw AppError.validation('device_id', IMPORT_MESSAGES.deviceRequired);

  const { read, skipped, total } = readLines(format, text, deps.clock.now().getTime());
  if (total === 0) throw AppError.validation('file', IMPORT_MESSAGES.fileEmpty);
  const pins = [...new Set(read.flatMap((r) => ('pin' in r.who ? [r.who.pin] : [])))];
  const pinPeople = device && pins.length ? await attendanceRepo.pinMap(deps.db, device.id, pins) : new Map<string, number>();

  const outcome = await withTransaction(deps.db, async (tx) => {
    const idnos = [...new Set(read.flatMap((r) => ('idno' in r.who ? [r.who.idno] : [])))];
    const ids = [...new Set(read.flatMap((r) => ('personnelId' in r.who ? [r.who.personnelId] : [])))];
    const idnoPeople = idnos.length ? await repo.personnelByIdno(tx, idnos) : new Map<string, number>();
    const knownIds = ids.length ? await bulkRepo.existingPersonnel(tx, ids) : new Set<number>();
    const personOf = (who: Who): number | Problem => {
      if ('pin' in who) return pinPeople.get(who.pin) ?? { reason: IMPORT_REASONS.unknownPin(who.pin, device?.name ?? '') };
      if ('idno' in who) return idnoPeople.get(who.idno) ?? { reason: IMPORT_REASONS.unknownEmployee };
      return knownIds.has(who.personnelId) ? who.personnelId : { reason: IMPORT_REASONS.unknownPersonnel };
    };

    // Each punch once: the first line that has it stands for the file.
    const seen = new Set<string>();
    const unique: { line: number; personnelId: number; at: Date }[] = [];
    let accepted = 0;
    for (const r of read) {
      const personnelId = personOf(r.who);
      if (typeof personnelId !== 'number') {
        skipped.push({ line: r.line, text: r.text, reason: personnelId.reason });
        continue;
      }
      accepted++;
      const key = `${personnelId}/${r.at.getTime()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push({ line: r.line, personnelId, at: r.at });
    }
    const stored = await repo.storedPunchIndexes(
      tx,
      unique.map((u) => u.personnelId),
      unique.map((u) => u.at),
    );
    const fresh = unique.filter((_, i) => !stored.has(i));
    const inserted = input.dryRun
      ? fresh.length
      : await bulkRepo.insertPunchBatches(
          tx,
          fresh.map((f) => f.personnelId),
          fresh.map((f) => f.at.getTime()),
          actor.userId,
          device?.id ?? null,
        );
    return { accepted, fresh, inserted };
  });

  const shown = outcome.fresh.slice(0, MAX_PREVIEW_ROWS);
  const people = await repo.personRefs(deps.db, [...new Set(shown.map((f) => f.personnelId))]);
  const preview: TImportPreviewRow[] = shown.map((f) => ({ line: f.line, personnel: people.get(f.personnelId)!, timestamp: manilaIso(f.at) }));
  skipped.sort((a, b) => a.line - b.line);
  const counts = { total_lines: total, duplicates: outcome.accepted - outcome.inserted, skipped_count: skipped.length };
  const result = { file_name: fileName, dry_run: input.dryRun, ...counts, skipped: skipped.slice(0, MAX_SKIPPED_LISTED), preview };
  if (input.dryRun) return { ...result, will_insert: outcome.inserted };

  const after = {
    file_name: fileName,
    format,
    device_id: device?.id ?? null,
    total_lines: total,
    inserted: outcome.inserted,
    duplicates: counts.duplicates,
    skipped: skipped.length,
  };
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'import', entity: 'attendance_import', after, ip: actor.ip });
  const message = outcome.inserted === 1 ? '1 time log has been imported.' : `${outcome.inserted.toLocaleString('en-US')} time logs have been imported.`;
  return { ...result, inserted: outcome.inserted, message };
}
