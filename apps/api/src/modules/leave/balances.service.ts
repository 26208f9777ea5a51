import ExcelJS from 'exceljs';
import { ZBalanceRow, ZOpeningBalanceBody, type TBalanceSummary, type TBalanceSummaryQuery, type TOpeningBalanceBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { readCsv, UNCLOSED_QUOTE } from '../../lib/csv';
import type { Deps } from '../../lib/deps';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, fullnameSql, SqlParams } from '../../lib/sql';
import { scopeCondition } from '../approvals';
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
  const person = await queryOne<{ id: number }>(deps.db, `SELECT id FROM personnel WHERE id = $1`, [personnelId]);
  if (!person) throw AppError.notFound('The personnel record was not found.');
  if (body.as_of > deps.clock.today()) throw AppError.validation('as_of', 'The as-of date must not be in the future.');
  const before = await queryOne<{ as_of: string; vl: number; sl: number }>(
    deps.db,
    `SELECT as_of::text, vl::float8, sl::float8 FROM leave_opening_balances WHERE personnel_id = $1`,
    [personnelId],
  );
  await upsertOpening(deps, actor, personnelId, body);
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

async function upsertOpening(deps: Deps, actor: Actor, personnelId: number, body: TOpeningBalanceBody) {
  await execute(
    deps.db,
    `INSERT INTO leave_opening_balances (personnel_id, as_of, vl, sl, created_by_user_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (personnel_id) DO UPDATE SET as_of = EXCLUDED.as_of, vl = EXCLUDED.vl, sl = EXCLUDED.sl, created_by_user_id = EXCLUDED.created_by_user_id, updated_at = now()`,
    [personnelId, body.as_of, body.vl, body.sl, actor.userId],
  );
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
  const people = await query<{ id: number; idno: string }>(deps.db, `SELECT id, idno FROM personnel WHERE idno IS NOT NULL`);
  const byIdno = new Map(people.map((p) => [p.idno.toLowerCase(), p.id]));
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
  for (const g of good) await upsertOpening(deps, actor, g.personnelId, g.body);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'import',
    entity: 'leave_opening_balance',
    entityId: null,
    after: { imported: good.length, rejected: rejected.length },
    ip: actor.ip,
  });
  if (good.length <= REFRESH_INLINE_LIMIT)
    await refreshPeople(
      deps,
      good.map((g) => g.personnelId),
    );
  return {
    message: `${good.length} opening balance(s) imported${rejected.length ? `; ${rejected.length} line(s) rejected` : ''}.`,
    imported: good.length,
    rejected,
  };
}

function summaryWhere(actor: Actor, q: Omit<TBalanceSummaryQuery, 'page' | 'per_page'>, params: SqlParams) {
  const scope = q.scope ?? (hasAnyView(actor, LEAVE_OFFICE) ? 'all' : 'department');
  const where = ['p.is_active', scopeCondition(actor, scope, LEAVE_OFFICE, params)];
  if (q.department_id) where.push(`p.department_id = ${params.add(q.department_id)}`);
  if (q.employment_kind) where.push(`p.employment_kind = ${params.add(q.employment_kind)}`);
  if (q.term && q.term.length > 2) {
    const like = params.add(containsPattern(q.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like})`);
  }
  return where.join(' AND ');
}

const SUMMARY_SELECT = `
  SELECT json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${fullnameSql('p')}, 'employment_kind', p.employment_kind,
           'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END) AS personnel,
         coalesce(b.vl, 0)::float8 AS vl, coalesce(b.sl, 0)::float8 AS sl, coalesce(b.spl, 3)::float8 AS spl,
         coalesce(b.forced_leave_remaining, 0)::float8 AS forced_leave_remaining, coalesce(b.coc_hours, 0)::float8 AS coc_hours,
         coalesce(b.service_credits, 0)::float8 AS service_credits, b.computed_at
    FROM personnel p
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN leave_balances b ON b.personnel_id = p.id`;

/** Everyone's balances (the leave office) or the department's (the head): stale people refreshed first when they are few. */
export async function balanceSummary(deps: Deps, actor: Actor, q: TBalanceSummaryQuery): Promise<TBalanceSummary> {
  const params = new SqlParams();
  const where = summaryWhere(actor, q, params);
  const rows = await query(
    deps.db,
    ZBalanceRow,
    `${SUMMARY_SELECT} WHERE ${where} ORDER BY lower(p.last_name), lower(p.first_name), p.id LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`,
    params.values,
  );
  const countParams = new SqlParams();
  const count = await queryOne<{ n: number }>(
    deps.db,
    `SELECT count(*)::int AS n FROM personnel p WHERE ${summaryWhere(actor, q, countParams)}`,
    countParams.values,
  );
  const pageIds = rows.map((r) => r.personnel.id);
  const stale = await ledgerRepo.stalePeople(deps.db, new Date(`${deps.clock.today()}T00:00:00+08:00`), pageIds);
  if (stale.length && stale.length <= REFRESH_INLINE_LIMIT) {
    await refreshPeople(deps, stale);
    return balanceSummary(deps, actor, q);
  }
  return { balances: rows, meta: { page: q.page, per_page: q.per_page, total: count?.n ?? 0, stale: stale.length } };
}

export async function exportBalanceSummary(deps: Deps, actor: Actor, q: Omit<TBalanceSummaryQuery, 'page' | 'per_page'>) {
  const params = new SqlParams();
  const rows = await query(
    deps.db,
    ZBalanceRow,
    `${SUMMARY_SELECT} WHERE ${summaryWhere(actor, q, params)} ORDER BY lower(p.last_name), lower(p.first_name), p.id LIMIT 50000`,
    params.values,
  );
  const today = deps.clock.today();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leave balances');
  sheet.addRow([`Leave credit balances as of ${today}`]).font = { bold: true, size: 13 };
  sheet.addRow([]);
  const head = sheet.addRow([
    'Employee No.',
    'Name',
    'Office',
    'Vacation leave',
    'Sick leave',
    'Special privilege leave',
    'Forced leave to take',
    'COC (hours)',
    'Service credits',
  ]);
  head.font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.personnel.idno ?? '',
      r.personnel.fullname,
      r.personnel.department?.acronym ?? '',
      r.vl,
      r.sl,
      r.spl,
      r.forced_leave_remaining,
      r.coc_hours,
      r.service_credits,
    ]);
  }
  [14, 32, 12, 15, 12, 22, 20, 12, 15].forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  for (const c of [4, 5, 6, 7, 9]) sheet.getColumn(c).numFmt = '0.000';
  sheet.getColumn(8).numFmt = '0.00';
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), fileName: `leave-balances-${today}.xlsx` };
}
