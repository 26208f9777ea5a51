import { PDS_SECTIONS, PDS_SECTION_KEYS, ZPdsImportKept, type TPds, type TPdsImportSection, type TPdsSection } from '@hris/contracts';
import { withTransaction, type Database } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readCurrentPds } from './pds.read';
import { readPdsWorkbook, type PdsWorkbookReading } from './pds-workbook.read';
import * as pds from './pds.service';
import * as repo from './pds.repo';

// "Fill from my Excel PDS": an employee's own filled CS Form 212 read into their own PDS, section by section, through
// the editor's own saves (pds.service.ts), so the same checks and the same audit rows apply.

/** A filled form with its photo is well under this; a bigger .xlsx is not a PDS. */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
export const SAVE_AS_XLSX = 'Save the PDS as an Excel workbook (.xlsx) and upload that: the file sent is not one.';
const NO_RECORD = 'Your account has no personnel record, so it has no PDS to fill. Ask the personnel office to link your account.';

/** The .xlsx's first bytes (a zip); an old .xls is an OLE file and says so differently. */
export function mustBeXlsx(bytes: Buffer | null): Buffer {
  if (!bytes || bytes.length === 0) throw AppError.validation('file', 'Choose your PDS workbook (.xlsx) to upload.');
  if (bytes.length > MAX_WORKBOOK_BYTES)
    throw AppError.validation('file', 'The workbook is larger than 5 MB: a filled PDS is much smaller. Remove pictures and save it again.');
  const ole = bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
  if (ole) throw AppError.validation('file', 'This is an old Excel file (.xls). Open it in Excel and save it as an Excel workbook (.xlsx), then upload that.');
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw AppError.validation('file', SAVE_AS_XLSX);
  return bytes;
}

function ownPersonnel(actor: Actor): number {
  if (actor.personnelId == null) throw AppError.forbidden(NO_RECORD);
  return actor.personnelId;
}

type Data = Record<string, unknown>;
/** A record as compared: its fields in order, nothing and null alike, without the entry's id and files count. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Data;
    const keys = Object.keys(o)
      .filter((k) => k !== 'id' && k !== 'files_count' && o[k] != null && o[k] !== '')
      .sort();
    return `{${keys.map((k) => `${k}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export type PdsSectionPlan = TPdsImportSection & { toAdd: Data[]; toRemove: number[] };

/** What the workbook would do to one section of this PDS: list entries matched by content keep their ids and documents. */
export function planSection(section: TPdsSection, reading: PdsWorkbookReading, current: TPds): PdsSectionPlan {
  const def = PDS_SECTIONS[section];
  const workbook = reading.sections[section];
  const now = current[section] as Data | Data[] | null;
  const problems = reading.problems.filter((p) => p.section === section).map((p) => p.message);
  const base = { section, part: def.part, title: def.title, workbook: workbook ?? null, current: now, problems };
  if (def.kind === 'single') {
    const action = workbook == null ? 'empty' : now == null ? 'add' : canonical(workbook) === canonical(now) ? 'same' : 'change';
    return { ...base, action, added: 0, removed: 0, toAdd: [], toRemove: [] };
  }
  const have = (now as Data[]) ?? [];
  const want = (workbook as Data[] | undefined) ?? [];
  // Entries the PDS already has keep their ids and documents; the rest are added, and the PDS's others give way.
  const unmatched = [...have];
  const toAdd: Data[] = [];
  for (const entry of want) {
    const i = unmatched.findIndex((e) => canonical(e) === canonical(entry));
    if (i >= 0) unmatched.splice(i, 1);
    else toAdd.push(entry);
  }
  const action = workbook == null ? 'empty' : !have.length ? 'add' : !toAdd.length && !unmatched.length ? 'same' : 'change';
  return { ...base, action, added: toAdd.length, removed: workbook == null ? 0 : unmatched.length, toAdd, toRemove: unmatched.map((e) => e.id as number) };
}

async function readAgainst(deps: Deps, personnelId: number, bytes: Buffer) {
  const [reading, current] = await Promise.all([readPdsWorkbook(bytes, await repo.lookupLists(deps.db)), readCurrentPds(deps, personnelId)]);
  if (!current) throw AppError.forbidden(NO_RECORD);
  if (!PDS_SECTION_KEYS.some((s) => s in reading.sections) && reading.problems.some((p) => p.section === 'workbook'))
    throw AppError.validation('file', reading.problems.find((p) => p.section === 'workbook')!.message);
  return { reading, current, plans: PDS_SECTION_KEYS.map((s) => planSection(s, reading, current)) };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** POST /api/pds/import/preview. */
export async function previewWorkbook(deps: Deps, actor: Actor, bytes: Buffer | null) {
  const personnelId = ownPersonnel(actor);
  const { reading, current, plans } = await readAgainst(deps, personnelId, mustBeXlsx(bytes));
  const p = current.personnel;
  const n = reading.name;
  const notices: string[] = [];
  const differs = (a: string | null, b: string | null) => a != null && norm(a) !== norm(b);
  if (differs(n.surname, p.last_name) || differs(n.first_name, p.first_name) || differs(n.middle_name, p.middle_name))
    notices.push(
      `The workbook is in the name of ${[n.first_name, n.middle_name, n.surname, n.name_extension].filter(Boolean).join(' ')}, your record in the name of ${p.fullname}. Names stay as the personnel office keeps them; ask it if yours has changed.`,
    );
  return {
    edition: reading.edition,
    sections: plans.map(({ toAdd: _a, toRemove: _r, ...shown }) => shown),
    problems: reading.problems.filter((x) => x.section === 'workbook').map((x) => x.message),
    notices,
  };
}

/** POST /api/pds/import: writes the kept sections, each as the editor would save it. */
export async function importWorkbook(deps: Deps, actor: Actor, bytes: Buffer | null, keptField: string | undefined) {
  const personnelId = ownPersonnel(actor);
  let kept: TPdsSection[];
  try {
    const parsed = ZPdsImportKept.safeParse(JSON.parse(keptField ?? 'null'));
    if (!parsed.success) throw AppError.validation('sections', parsed.error.issues[0]!.message);
    kept = parsed.data;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.validation('sections', 'Choose the sections to keep.');
  }
  const { plans } = await readAgainst(deps, personnelId, mustBeXlsx(bytes));
  const chosen = plans.filter((p) => kept.includes(p.section));
  const refused = chosen.filter((p) => p.problems.length || p.action === 'empty');
  if (refused.length)
    throw AppError.validation(
      'sections',
      `These sections cannot be kept: ${refused.map((p) => `${p.title} (${p.problems.length ? 'it has problems' : 'the workbook leaves it blank'})`).join('; ')}.`,
    );
  const written = chosen.filter((p) => p.action !== 'same').map((p) => p.section);
  // All or nothing: a section refused (or the connection lost) halfway leaves the PDS as it was.
  await withTransaction(deps.db, async (tx) => {
    const inTx = { ...deps, db: tx as Database };
    for (const p of chosen) {
      if (p.action === 'same') continue;
      if (PDS_SECTIONS[p.section].kind === 'single') await pds.saveSingleSection(inTx, actor, personnelId, p.section, p.workbook);
      else {
        for (const id of p.toRemove) await pds.deleteEntry(inTx, actor, personnelId, p.section, id);
        for (const entry of p.toAdd) await pds.addEntry(inTx, actor, personnelId, p.section, entry);
      }
    }
  });
  const message = written.length
    ? `Your PDS has been filled from the workbook: ${written.map((s) => PDS_SECTIONS[s].title).join(', ')}. Check it, then send it to HR.`
    : 'Nothing changed: your PDS already has what the workbook has.';
  return { message, written };
}
