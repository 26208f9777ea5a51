import { ZOpeningBalanceBody, type TBalanceSummary, type TBalanceSummaryQuery, type TOpeningBalanceBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { readCsv, UNCLOSED_QUOTE } from '../../lib/csv';
import type { Deps } from '../../lib/deps';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';
import { scopeCondition } from '../approvals';
import * as repo from './balances.repo';
import * as ledgerRepo from './ledger.repo';
import { LEAVE_OFFICE, refreshPeople } from './ledger.service';

// Opening balances carried over from the old system, and everyone's balances at a glance (the summary
// reads the stored balances: one indexed read, whatever the number of people).

/** At most this many stale people are brought up to date while the summary waits; more are left to the job. */
const REFRESH_INLINE_LIMIT = 50;
/** The most lines one CSV import takes. */
const IMPORT_MAX_LINES = 20_000;

/** Separation of duties (issue 15): an officer's own opening balance is set by another officer. */
const OWN_BALANCE = 'Another officer of the HR office must set your own opening balance.';

export async function setOpeningBalance(deps: Deps, actor: Actor, personnelId: number, body: TOpeningBalanceBody) {
  refuseOwnRecord(actor, personnelId, OWN_BALANCE);
  if (!(await ledgerRepo.personnelExists(deps.db, personnelId))) throw AppError.notFound('The personnel record was not found.');
  if (body.as_of > deps.clock.today()) throw AppError.validation('as_of', 'The as-of date must not be in the future.');
  const before = await repo.openingBalanceOf(deps.db, personnelId);
  await repo.saveOpeningBalance(deps.db, personnelId, body, actor.userId);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: before ? 'update' : 'create',
    entity: 'leave_opening_balance',
    entityId: personnelId,
    before,
    after: body,
    ip: actor.ip,
  });
  await refreshPeople(deps, [personnelId]);
  return { message: 'The opening balance has been saved.', opening: body };
}

/**
 * Opening balances of many people from a CSV (`idno,as_of,vl,sl`, a header line first): each good line is
 * saved; each bad one is reported with its line number and reason and changes nothing.
 */
export async function importOpeningBalances(deps: Deps, actor: Actor, text: string) {
  const { records, unclosed } = readCsv(text);
  const header = (records[0]?.fields ?? []).map((h) => h.toLowerCase());
  const col = (name: string) => header.indexOf(name);
  if (['idno', 'as_of', 'vl', 'sl'].some((h) => col(h) < 0)) throw AppError.validation('file', 'The first line must name the columns idno, as_of, vl and sl.');
  if (records.length > IMPORT_MAX_LINES + 1) throw AppError.validation('file', `A file may have at most ${IMPORT_MAX_LINES} lines; split it.`);
  const byIdno = await repo.peopleByEmployeeNumber(deps.db);
  const today = deps.clock.today();
  const rejected: { line: number; idno: string; message: string }[] = [];
  const good: { personnelId: number; body: TOpeningBalanceBody }[] = [];
  const seen = new Set<number>();
  for (const { line, fields: cells } of records.slice(1)) {
    const idno = cells[col('idno')] ?? '';
    const reject = (message: string) => void rejected.push({ line, idno, message });
    const personnelId = byIdno.get(idno.toLowerCase());
    if (!personnelId) reject('No personnel has this employee number.');
    else if (isOwnRecord(actor, personnelId)) reject(OWN_BALANCE);
    else if (seen.has(personnelId)) reject('This employee number is on an earlier line too.');
    else {
      const parsed = ZOpeningBalanceBody.safeParse({ as_of: cells[col('as_of')], vl: cells[col('vl')], sl: cells[col('sl')] });
      if (!parsed.success) reject(parsed.error.issues[0]!.message);
      else if (parsed.data.as_of > today) reject('The as-of date must not be in the future.');
      else {
        seen.add(personnelId);
        good.push({ personnelId, body: parsed.data });
      }
    }
  }
  if (unclosed) rejected.push({ line: unclosed.line, idno: '', message: UNCLOSED_QUOTE });
  for (const g of good) await repo.saveOpeningBalance(deps.db, g.personnelId, g.body, actor.userId);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'import',
    entity: 'leave_opening_balance',
    entityId: null,
    after: { imported: good.length, rejected: rejected.length },
    ip: actor.ip,
  });
  await refreshAfterBulkChange(
    deps,
    good.map((g) => g.personnelId),
  );
  return {
    message: `${good.length} opening balance(s) imported${rejected.length ? `; ${rejected.length} line(s) rejected` : ''}.`,
    imported: good.length,
    rejected,
  };
}

/**
 * After the inputs of many people's cards changed at once (opening balances, carried-over COC): a few cards are redone
 * now, as setting one opening balance does; more are left to the hourly job, which finds them by the stale marks the
 * database triggers made, so a file of thousands does not hold the request for minutes.
 */
export async function refreshAfterBulkChange(deps: Deps, personnelIds: number[]): Promise<void> {
  if (personnelIds.length <= REFRESH_INLINE_LIMIT) await refreshPeople(deps, personnelIds);
}

/**
 * Whose balances the caller lists, and the filters: the scope asked (everyone's for the leave office, else the
 * department's), refused (403) before any query when the caller has no right to it.
 */
function summaryFilter(actor: Actor, q: Omit<TBalanceSummaryQuery, 'page' | 'per_page'>): repo.SummaryFilter {
  const scope = q.scope ?? (hasAnyView(actor, LEAVE_OFFICE) ? 'all' : 'department');
  return {
    scope: (params) => scopeCondition(actor, scope, LEAVE_OFFICE, params),
    departmentId: q.department_id,
    employmentKind: q.employment_kind,
    term: q.term && q.term.length > 2 ? q.term : undefined,
  };
}

/** Everyone's balances (the leave office) or the department's (the head): stale people refreshed first when they are few. */
export async function balanceSummary(deps: Deps, actor: Actor, q: TBalanceSummaryQuery): Promise<TBalanceSummary> {
  const { rows, total } = await repo.balancesPage(deps.db, summaryFilter(actor, q), q.page, q.per_page);
  const pageIds = rows.map((r) => r.personnel.id);
  const stale = await ledgerRepo.stalePeople(deps.db, new Date(`${deps.clock.today()}T00:00:00+08:00`), pageIds);
  if (stale.length && stale.length <= REFRESH_INLINE_LIMIT) {
    await refreshPeople(deps, stale);
    return balanceSummary(deps, actor, q);
  }
  return { balances: rows, meta: { page: q.page, per_page: q.per_page, total, stale: stale.length } };
}

type BalanceRow = Awaited<ReturnType<typeof repo.allBalances>>[number];
const BALANCE_COLUMNS: SheetColumn<BalanceRow>[] = [
  { header: 'Employee No.', kind: 'text', width: 14, value: (r) => r.personnel.idno },
  { header: 'Name', kind: 'text', width: 32, value: (r) => r.personnel.fullname },
  { header: 'Office', kind: 'text', width: 12, value: (r) => r.personnel.department?.acronym },
  { header: 'Vacation leave', kind: 'days', width: 15, value: (r) => r.vl },
  { header: 'Sick leave', kind: 'days', width: 12, value: (r) => r.sl },
  { header: 'Special privilege leave', kind: 'days', width: 22, value: (r) => r.spl },
  { header: 'Forced leave to take', kind: 'days', width: 20, value: (r) => r.forced_leave_remaining },
  { header: 'COC (hours)', kind: 'hours', width: 12, value: (r) => r.coc_hours },
  { header: 'Service credits', kind: 'days', width: 15, value: (r) => r.service_credits },
];

export async function exportBalanceSummary(deps: Deps, actor: Actor, q: Omit<TBalanceSummaryQuery, 'page' | 'per_page'>) {
  const rows = await repo.allBalances(deps.db, summaryFilter(actor, q));
  const today = deps.clock.today();
  const bytes = await listWorkbook('Leave balances', BALANCE_COLUMNS, rows, deps.clock.now(), {
    title: [`Leave credit balances as of ${today}`],
  });
  return { bytes, fileName: `leave-balances-${today}.xlsx` };
}
