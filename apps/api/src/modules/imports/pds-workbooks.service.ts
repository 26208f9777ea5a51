import JSZip from 'jszip';
import type { TPdsWorkbookEntry } from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { longDate } from '../../lib/words';
import {
  fillFromWorkbook,
  peopleNamed,
  planFill,
  readPdsWorkbook,
  refuseUndoFill,
  undoFill,
  workbookLookups,
  type NamedPerson,
  type PdsFillPlan,
  type PdsLookups,
  type PdsWorkbookReading,
} from '../pds';
import type { BatchRecord } from './kinds/kind';
import * as repo from './imports.repo';
import type { ImportUpload } from './imports.service';

// HR's zip of PDS workbooks (issue 41): each CS Form 212 in the zip matched to ONE person by surname, first name and
// date of birth, its sections written into that person's PDS and the PDS filed for HR's checking (the employee told to
// check it). All or nothing, one import batch, undone while none of the PDSs it filed is checked or changed since.

/**
 * The zip's size: 24 MB, the largest body the deployment's proxy already takes (nginx client_max_body_size 25m, for the
 * bulk punches), and held in memory while it is read. A filled form is 15–100 KB, so a zip is a college or an office
 * at a time (a few hundred to a thousand people); a university of 5,000 sends several.
 */
export const PDS_ZIP_MAX_BYTES = 24 * 1024 * 1024;
/** The most workbooks one zip takes (the bench's thousand is read and committed in well under the two minutes). */
export const PDS_ZIP_MAX_WORKBOOKS = 1_000;
/** One workbook as unpacked: a filled form is far smaller (pds-workbook.service MAX_WORKBOOK_BYTES is the same 5 MB). */
const WORKBOOK_MAX_BYTES = 5 * 1024 * 1024;
export const CHOOSE_ZIP = 'Choose a .zip file holding the PDS workbooks (.xlsx), one per employee.';

type Unpacked = { file: string; bytes: Buffer | null; problem: string | null };

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32BE(0) === 0x504b0304;
/** Folders, macOS's resource forks and Office's lock files are not workbooks anyone put in the zip. */
const isNoise = (name: string) => /(^|\/)__MACOSX\//.test(name) || /(^|\/)(\.|~\$)[^/]*$/.test(name);

async function openZip(bytes: Buffer | null): Promise<JSZip> {
  if (!bytes || !bytes.length) throw AppError.validation('file', CHOOSE_ZIP);
  if (bytes.length > PDS_ZIP_MAX_BYTES)
    throw AppError.validation('file', 'The zip is larger than 24 MB: split the workbooks into several zips (by office, say).');
  if (!isZip(bytes)) throw AppError.validation('file', CHOOSE_ZIP);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw AppError.validation('file', 'The zip could not be read. Make it again (in Windows: select the workbooks, then Send to → Compressed folder).');
  }
  if (zip.file('[Content_Types].xml') && zip.file('xl/workbook.xml'))
    throw AppError.validation('file', `This is one Excel workbook, not a zip of them. ${CHOOSE_ZIP}`);
  return zip;
}

/** The entry's bytes, read as a stream that stops at the limit: a zip bomb is refused, never inflated whole. */
function unpack(entry: JSZip.JSZipObject): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > WORKBOOK_MAX_BYTES) {
        (stream as unknown as { pause(): void }).pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The zip's workbooks one at a time, each read and let go before the next is unpacked. */
async function* entriesOf(zip: JSZip): AsyncGenerator<Unpacked> {
  const files = Object.values(zip.files).filter((f) => !f.dir && !isNoise(f.name));
  if (!files.length) throw AppError.validation('file', `The zip is empty. ${CHOOSE_ZIP}`);
  if (files.length > PDS_ZIP_MAX_WORKBOOKS)
    throw AppError.validation(
      'file',
      `The zip holds ${files.length.toLocaleString('en')} files; at most ${PDS_ZIP_MAX_WORKBOOKS.toLocaleString('en')} at a time: split it.`,
    );
  for (const f of files) {
    if (!/\.xlsx$/i.test(f.name)) {
      const old = /\.xls$/i.test(f.name) ? ' (an old .xls: open it in Excel and save it as .xlsx)' : '';
      yield { file: f.name, bytes: null, problem: `This is not a PDS workbook (.xlsx)${old}.` };
      continue;
    }
    let bytes: Buffer | null;
    try {
      bytes = await unpack(f);
    } catch {
      yield { file: f.name, bytes: null, problem: 'This file could not be unpacked from the zip.' };
      continue;
    }
    if (!bytes)
      yield { file: f.name, bytes: null, problem: 'This workbook is larger than 5 MB: a filled PDS is much smaller. Remove pictures and save it again.' };
    else yield { file: f.name, bytes, problem: null };
  }
}

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const title = (s: string) => s.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());

type Read = { file: string; reading: PdsWorkbookReading | null; problem: string | null };

async function readAll(deps: Deps, bytes: Buffer | null): Promise<Read[]> {
  const zip = await openZip(bytes);
  const lookups: PdsLookups = await workbookLookups(deps);
  const read: Read[] = [];
  for await (const entry of entriesOf(zip)) {
    if (!entry.bytes) {
      read.push({ file: entry.file, reading: null, problem: entry.problem });
      continue;
    }
    const reading = await readPdsWorkbook(entry.bytes, lookups).catch(() => null);
    const whole = reading?.problems.find((p) => p.section === 'workbook');
    if (!reading)
      read.push({ file: entry.file, reading: null, problem: 'This workbook could not be read. Open it in Excel, save it as .xlsx and zip it again.' });
    else if (whole && !Object.keys(reading.sections).length) read.push({ file: entry.file, reading: null, problem: whole.message });
    else if (!reading.name.surname || !reading.name.first_name)
      read.push({ file: entry.file, reading: null, problem: 'The workbook has no surname or first name in part I, so it cannot be matched to anyone.' });
    else read.push({ file: entry.file, reading, problem: null });
  }
  return read;
}

type Matched = { person: NamedPerson | null; notices: string[]; problems: string[] };

/** ONE person of the workbook's surname and first name, born on its date of birth; else why not. */
function match(reading: PdsWorkbookReading, people: NamedPerson[], actor: Actor): Matched {
  const surname = norm(reading.name.surname);
  const first = norm(reading.name.first_name);
  const named = people.filter((p) => p.surname === surname && p.first_name === first);
  const who = `${title(first)} ${title(surname)}`;
  const born = (reading.sections.personal as { birth_date?: string | null } | undefined)?.birth_date ?? null;
  const own = (p: NamedPerson): Matched =>
    p.id === actor.personnelId
      ? { person: null, notices: [], problems: ['This is your own PDS: fill it from My PDS, where you see what it changes.'] }
      : { person: p, notices: [], problems: [] };
  if (named.length === 1 && named[0]!.id === actor.personnelId) return own(named[0]!);
  if (!named.length)
    return {
      person: null,
      notices: [],
      problems: [`No one on the personnel list is named ${who}. Add the person first, or correct the name in the workbook.`],
    };
  if (born) {
    const sameDay = named.filter((p) => p.birth_date === born);
    if (sameDay.length === 1) return own(sameDay[0]!);
    if (sameDay.length > 1)
      return {
        person: null,
        notices: [],
        problems: [`${sameDay.length} people are named ${who} and born on ${longDate(born)}: fill this PDS in on the right person's record.`],
      };
  }
  // The PDS on file has no date of birth (or the workbook none): the name alone, and only when one person has it.
  const undated = named.filter((p) => !p.birth_date || !born);
  if (named.length === 1 && undated.length === 1) {
    const m = own(named[0]!);
    const why = born ? `${named[0]!.fullname}'s PDS has no date of birth yet` : 'the workbook has no date of birth';
    return m.person ? { ...m, notices: [`Matched by name alone: ${why}. Check that this is the right person.`] } : m;
  }
  if (named.length === 1)
    return {
      person: null,
      notices: [],
      problems: [`${named[0]!.fullname} on the personnel list was born on ${longDate(named[0]!.birth_date!)}, the workbook says ${longDate(born!)}.`],
    };
  const dated = born ? `, none of them on file as born on ${longDate(born)}` : '';
  return {
    person: null,
    notices: [],
    problems: [`${named.length} people are named ${who}${dated}: put each one's date of birth on their PDS (part I), then import again.`],
  };
}

type Planned = TPdsWorkbookEntry & { plan: PdsFillPlan | null };

async function planZip(deps: Deps, actor: Actor, bytes: Buffer | null): Promise<Planned[]> {
  const read = await readAll(deps, bytes);
  const names = read.flatMap((r) => (r.reading ? [{ surname: norm(r.reading.name.surname), first: norm(r.reading.name.first_name) }] : []));
  const people = await peopleNamed(deps.db, names);
  const planned: Planned[] = [];
  for (const r of read) {
    const base = { file: r.file, person: null, sections: [], left_out: [], notices: [], plan: null };
    if (!r.reading) {
      planned.push({ ...base, problems: [r.problem!] });
      continue;
    }
    const m = match(r.reading, people, actor);
    if (!m.person) {
      planned.push({ ...base, problems: m.problems });
      continue;
    }
    const plan = await planFill(deps, m.person.id, r.reading);
    const problems = plan.waiting ? [`${m.person.fullname}'s PDS is waiting for HR's checking: check it first, then import this workbook.`] : [];
    if (!plan.sections.length && !problems.length) problems.push(`${m.person.fullname}'s PDS already has everything this workbook has.`);
    planned.push({
      file: r.file,
      person: { id: m.person.id, idno: m.person.idno, fullname: m.person.fullname },
      sections: plan.sections,
      left_out: plan.leftOut,
      notices: m.notices,
      problems,
      plan,
    });
  }
  // Two workbooks of one person: neither is taken, HR says which is the right one.
  for (const p of planned) {
    const twins = planned.filter((o) => o !== p && o.person && o.person.id === p.person?.id);
    if (twins.length) p.problems.push(`${p.person!.fullname} also has ${twins.map((o) => o.file).join(', ')} in the zip: keep one workbook per person.`);
  }
  return planned;
}

const summaryOf = (planned: Planned[]) => ({
  workbooks: planned.length,
  matched: planned.filter((p) => p.person && !p.problems.length).length,
  problems: planned.filter((p) => p.problems.length).length,
});

/** POST /api/imports/pds-workbooks/preview: each workbook, the person, the sections and the problems; nothing written. */
export async function previewPdsWorkbooks(deps: Deps, actor: Actor, upload: ImportUpload) {
  const planned = await planZip(deps, actor, upload.file);
  return { file_name: upload.fileName ?? 'PDS workbooks.zip', workbooks: planned.map(({ plan: _p, ...shown }) => shown), summary: summaryOf(planned) };
}

const listFiles = (files: string[]) => (files.length > 10 ? `${files.slice(0, 10).join(', ')} and ${files.length - 10} more` : files.join(', '));

/** POST /api/imports/pds-workbooks: all or nothing, one batch. */
export async function importPdsWorkbooks(deps: Deps, actor: Actor, upload: ImportUpload) {
  const planned = await planZip(deps, actor, upload.file);
  const bad = planned.filter((p) => p.problems.length);
  if (bad.length) {
    const errors: Record<string, string[]> = {};
    for (const p of bad.slice(0, 100)) errors[p.file] = p.problems;
    throw new AppError(
      422,
      `${bad.length === 1 ? 'A workbook has a problem' : `${bad.length} workbooks have problems`}: ${listFiles(bad.map((p) => p.file))}. Nothing was imported; correct the zip and try again.`,
      errors,
    );
  }
  const fileName = upload.fileName ?? 'PDS workbooks.zip';
  const batchId = await withTransaction(deps.db, async (tx) => {
    const batchId = await repo.insertBatch(tx, { kind: 'pds-workbooks', fileName, userId: actor.userId, created: planned.length, updated: 0 });
    const records: BatchRecord[] = [];
    for (const p of planned) records.push(...(await fillFromWorkbook(tx, deps, actor, p.plan!)));
    await repo.insertRecords(tx, batchId, records);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'import',
      entity: 'import_batch',
      entityId: batchId,
      after: { kind: 'pds-workbooks', file_name: fileName, people: planned.map((p) => p.person!.id) },
      ip: actor.ip,
    });
    return batchId;
  });
  return {
    message: `PDS workbooks: ${planned.length} ${planned.length === 1 ? 'PDS' : 'PDSs'} filled from ${fileName} and sent to PDS checking.`,
    batch: { id: batchId, kind: 'pds-workbooks' as const, created: planned.length, updated: 0 },
  };
}

/** The batch's undo, as a kind's (imports.service undo()). */
export const pdsWorkbooksUndo = {
  refuseUndo: refuseUndoFill,
  undo: undoFill,
};
