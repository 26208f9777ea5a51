import ExcelJS from 'exceljs';
import { PDS_SECTIONS, PDS_SECTION_KEYS, type TPds } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { renderPdf } from '../../lib/pdf';
import { logPdsRead, mustReadPds } from './pds.access';
import { pdsDocument, type PdsNames } from './pds-form-212';
import { readPds } from './pds.read';
import * as repo from './pds.repo';

// Printing the PDS: the verified copy by default (what HR vouches for); the current one when
// asked, or when nothing was verified yet, marked "NOT YET VERIFIED".

async function printable(deps: Deps, actor: Actor, personnelId: number, version: 'current' | 'verified' | undefined, what: string) {
  mustReadPds(actor, personnelId);
  const verified = version === 'current' ? null : await readPds(deps, personnelId, 'verified');
  if (version === 'verified' && !verified) throw AppError.notFound('This PDS has not been verified yet.');
  const pds = verified ?? (await readPds(deps, personnelId, 'current'));
  if (!pds) throw AppError.notFound('The personnel record was not found.');
  await logPdsRead(deps, actor, personnelId, what);
  const slug = `${pds.personnel.last_name}-${pds.personnel.first_name}`.replace(/[^A-Za-z0-9-]+/g, '-');
  return { pds, draft: !verified, slug };
}

async function lookupNames(deps: Deps, pds: TPds): Promise<PdsNames> {
  const p = pds.personal;
  const name = async (table: 'civil_statuses' | 'blood_types' | 'countries', id: number | null | undefined) => (id ? repo.nameIn(deps.db, table, id) : null);
  const [civilStatus, bloodType, dualCountry] = await Promise.all([
    name('civil_statuses', p?.civil_status_id),
    name('blood_types', p?.blood_type_id),
    name('countries', p?.dual_citizenship_country_id),
  ]);
  return { civilStatus: civilStatus ?? p?.civil_status_other ?? null, bloodType, dualCountry };
}

/** GET /api/personnels/:id/pds/pdf: CS Form 212 ready to sign. */
export async function pdsPdf(deps: Deps, actor: Actor, personnelId: number, version?: 'current' | 'verified') {
  const { pds, draft, slug } = await printable(deps, actor, personnelId, version, 'PDS print');
  const bytes = await renderPdf(pdsDocument(pds, await lookupNames(deps, pds), { draft }));
  return { bytes, filename: `PDS-${slug}.pdf` };
}

const cellText = (v: unknown): string | number => {
  if (v == null) return '';
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) {
    const items: unknown[] = v;
    return items
      .map((x) =>
        typeof x === 'object'
          ? Object.values(x ?? {})
              .filter(Boolean)
              .join(', ')
          : typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean'
            ? String(x)
            : '',
      )
      .join('; ');
  }
  return Object.values(v)
    .filter((x) => x != null && x !== '')
    .join(', ');
};

/** GET /api/personnels/:id/pds/excel: one sheet per part, the form's labels as headers. */
export async function pdsExcel(deps: Deps, actor: Actor, personnelId: number, version?: 'current' | 'verified') {
  const { pds, draft, slug } = await printable(deps, actor, personnelId, version, 'PDS spreadsheet');
  const names = await lookupNames(deps, pds);
  const book = new ExcelJS.Workbook();
  book.creator = 'University HRIS';
  const summary = book.addWorksheet('Personnel');
  summary.addRows([
    ['Personal Data Sheet (CS Form No. 212, Revised 2017)'],
    [draft ? 'NOT YET VERIFIED' : 'Verified copy'],
    [],
    ['Employee no.', pds.personnel.idno ?? ''],
    ['Surname', pds.personnel.last_name],
    ['First name', pds.personnel.first_name],
    ['Middle name', pds.personnel.middle_name ?? ''],
    ['Name extension', pds.personnel.name_extension ?? ''],
  ]);
  summary.getRow(1).font = { bold: true, size: 13 };
  summary.getColumn(1).width = 28;
  summary.getColumn(2).width = 50;
  for (const section of PDS_SECTION_KEYS) {
    const def = PDS_SECTIONS[section];
    const sheet = book.addWorksheet(`${def.part} ${def.title}`.slice(0, 31).replace(/[\\/*?:[\]]/g, ' '));
    const fields = Object.entries(def.fields as Record<string, string>);
    if (def.kind === 'single') {
      const data = (pds[section] ?? {}) as Record<string, unknown>;
      const shown: Record<string, unknown> = {
        ...data,
        civil_status_id: names.civilStatus,
        blood_type_id: names.bloodType,
        dual_citizenship_country_id: names.dualCountry,
      };
      sheet.addRow(['Field', 'Value']).font = { bold: true };
      for (const [field, label] of fields) sheet.addRow([label, cellText(section === 'personal' ? shown[field] : data[field])]);
      sheet.getColumn(1).width = 40;
      sheet.getColumn(2).width = 70;
    } else {
      sheet.addRow(fields.map(([, label]) => label)).font = { bold: true };
      for (const entry of pds[section] as Record<string, unknown>[]) sheet.addRow(fields.map(([field]) => cellText(entry[field])));
      fields.forEach((_, i) => (sheet.getColumn(i + 1).width = 22));
      sheet.views = [{ state: 'frozen', ySplit: 1 }];
    }
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, filename: `PDS-${slug}.xlsx` };
}
