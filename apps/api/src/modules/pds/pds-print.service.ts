import type { TPds } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { renderPdf } from '../../lib/pdf';
import { logPdsRead, mustReadPds } from './pds.access';
import { pdsDocument, type PdsNames } from './pds-form-212';
import { readPds } from './pds.read';
import { writePdsWorkbook } from './pds-workbook.write';
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

/** GET /api/personnels/:id/pds/excel: the official workbook (CS Form 212, sheets C1–C4), which "Fill from my Excel PDS" reads back. */
export async function pdsExcel(deps: Deps, actor: Actor, personnelId: number, version?: 'current' | 'verified') {
  const { pds, draft, slug } = await printable(deps, actor, personnelId, version, 'PDS spreadsheet');
  const bytes = await writePdsWorkbook(pds, await lookupNames(deps, pds), { draft, now: deps.clock.now() });
  return { bytes, filename: `PDS-${slug}.xlsx` };
}
