import {
  isApplicantOnly,
  MEMORANDA_EVENT,
  MEMORANDUM_PDF_REQUIRED,
  MEMORANDUM_READ_STATUS_LABELS,
  type TMemorandumBody,
  type TMemorandumQuery,
  type TMemorandumReader,
  type TMemorandumReport,
  type TMemorandumReportQuery,
} from '@hris/contracts';
import { afterCommit, withTransaction, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { claimUpload } from '../../lib/uploads';
import { listWorkbook, manilaDay } from '../../lib/workbook';
import { notifyMany } from '../notifications';
import * as repo from './memoranda.repo';

// Memorandum circulars (issue 24; SPEC.md §2 /memorandum_circular). The issuers (MEMORANDA) issue a memorandum with
// its PDF (POST /api/upload, then claimed by key) to everyone, a campus, offices or roles; each addressee is notified,
// sees it in their list (who is addressed is decided in SQL, memoranda.repo.ts), opens it (the first opening is kept)
// and acknowledges it once (audited). A memorandum is edited or withdrawn only while nobody but its issuer has read it.
// Anyone else asking for a memorandum, or its PDF, is told it does not exist; the issuers see every memorandum.

/** The issuers of memoranda. */
export const MEMORANDA_ISSUERS = ['MEMORANDA'] as const;

const NOT_FOUND = 'The memorandum was not found.';
const notFound = () => AppError.notFound(NOT_FOUND);

/** Only staff read memoranda: an account with a personnel record or a role other than the applicant's. */
const isStaff = (actor: Actor) => actor.personnelId !== null || (actor.roles.length > 0 && !isApplicantOnly(actor.roles));

const isIssuer = (actor: Actor) => hasAnyView(actor, MEMORANDA_ISSUERS);

// ── Addressees ──────────────────────────────────────────────────────────────────────────────────

export async function mine(deps: Deps, actor: Actor, q: TMemorandumQuery) {
  // An applicant's account is addressed by none (the SQL says so too): their list is empty, not refused.
  if (!isStaff(actor)) return { memoranda: [], unread: 0, meta: { page: q.page, per_page: q.per_page, total: 0 } };
  const { memoranda, total, unread } = await repo.listFor(deps.db, actor.userId, q);
  return { memoranda, unread, meta: { page: q.page, per_page: q.per_page, total } };
}

/** One memorandum to an addressee (the first opening is kept) or an issuer; anyone else: 404. */
export async function open(deps: Deps, actor: Actor, id: number) {
  const found = await repo.findFor(deps.db, id, actor.userId);
  const issuer = isIssuer(actor);
  if (!found || (!found.addressed && !issuer)) throw notFound();
  if (found.addressed && !found.memorandum.read_at) {
    await repo.recordRead(deps.db, id, actor.userId, deps.clock.now());
    deps.realtime.emitToUser(actor.userId, MEMORANDA_EVENT, { memorandum_id: id });
    return present(deps, actor, id, issuer);
  }
  return { memorandum: found.memorandum, addressed: found.addressed, can_manage: issuer, editable: issuer && !(await repo.readByOthers(deps.db, id)) };
}

async function present(deps: Deps, actor: Actor, id: number, issuer = isIssuer(actor)) {
  const found = await repo.findFor(deps.db, id, actor.userId);
  if (!found) throw notFound();
  return { memorandum: found.memorandum, addressed: found.addressed, can_manage: issuer, editable: issuer && !(await repo.readByOthers(deps.db, id)) };
}

/** The PDF, to an addressee or an issuer; anyone else is told it does not exist. */
export async function file(deps: Deps, actor: Actor, id: number) {
  const found = await repo.findFor(deps.db, id, actor.userId);
  if (!found || (!found.addressed && !isIssuer(actor))) throw notFound();
  const row = await repo.fileOf(deps.db, id);
  const bytes = row ? await deps.storage.get(row.file_key) : null;
  if (!row || !bytes) throw AppError.notFound("The memorandum's PDF is missing.");
  return { bytes, fileName: row.file_name };
}

/** "I have read this": kept once (and audited once); asking again changes nothing. */
export async function acknowledge(deps: Deps, actor: Actor, id: number) {
  const found = await repo.findFor(deps.db, id, actor.userId);
  if (!found || (!found.addressed && !isIssuer(actor))) throw notFound();
  if (!found.addressed) throw AppError.forbidden('The memorandum is not addressed to you.');
  const at = deps.clock.now();
  const done = await withTransaction(deps.db, async (tx) => {
    const first = await repo.acknowledge(tx, id, actor.userId, at);
    if (first) await writeAudit(tx, { actorUserId: actor.userId, action: 'acknowledge', entity: 'memorandum', entityId: id, ip: actor.ip });
    return first;
  });
  if (done) deps.realtime.emitToUser(actor.userId, MEMORANDA_EVENT, { memorandum_id: id });
  const answer = await present(deps, actor, id);
  return {
    message: done ? `You have acknowledged ${found.memorandum.number}.` : `You already acknowledged ${found.memorandum.number}.`,
    memorandum: answer.memorandum,
  };
}

// ── The issuers ─────────────────────────────────────────────────────────────────────────────────

export async function issued(deps: Deps, actor: Actor, q: TMemorandumQuery) {
  const { memoranda, total } = await repo.listIssued(deps.db, q, actor.userId);
  return { memoranda, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function audienceOptions(deps: Deps) {
  return repo.audienceOptions(deps.db);
}

type Audience = { campusIds: number[]; departmentIds: number[]; roleIds: number[] };

/** Checks the body (date, number, audience and its ids) and answers every refusal at once as a 422. */
async function checkBody(deps: Deps, body: TMemorandumBody, exceptId: number | null, needsFile: boolean): Promise<Audience> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (body.issued_on > deps.clock.today()) add('issued_on', 'The date must not be in the future.');
  if (await repo.numberTaken(deps.db, body.number, exceptId)) add('number', `There is already a memorandum numbered ${body.number}.`);
  if (needsFile && !body.file_path) add('file_path', MEMORANDUM_PDF_REQUIRED);
  if (body.file_path && !/\.pdf$/i.test(body.file_path)) add('file_path', "The memorandum's file must be a PDF.");
  const audience: Audience = { campusIds: [], departmentIds: [], roleIds: [] };
  if (body.audience === 'campus') {
    if (!body.campus_id) add('campus_id', 'Choose the campus.');
    else if (!(await repo.existingIds(deps.db, 'campuses', [body.campus_id])).size) add('campus_id', 'The campus was not found.');
    else audience.campusIds = [body.campus_id];
  } else if (body.audience === 'offices') {
    if (!body.department_ids.length) add('department_ids', 'Choose at least one office.');
    const found = await repo.existingIds(deps.db, 'departments', body.department_ids);
    if (found.size < body.department_ids.length) add('department_ids', 'An office chosen was not found.');
    audience.departmentIds = body.department_ids;
  } else if (body.audience === 'roles') {
    if (!body.role_ids.length) add('role_ids', 'Choose at least one role.');
    const found = await repo.existingIds(deps.db, 'roles', body.role_ids);
    if (found.size < body.role_ids.length) add('role_ids', 'A role chosen was not found.');
    audience.roleIds = body.role_ids;
  }
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  return audience;
}

const numberTaken = (number: string) => AppError.validation('number', `There is already a memorandum numbered ${number}.`);
const fileLost = () => AppError.validation('file_path', 'The uploaded PDF was not found; upload it again.');

async function notifyRecipients(deps: Deps, tx: Queryable, id: number, actor: Actor, memo: { number: string; title: string }) {
  const ids = (await repo.recipientIds(tx, id)).filter((userId) => userId !== actor.userId);
  await notifyMany(
    deps,
    ids.map((userId) => ({ userId, input: { title: `New memorandum: ${memo.number}`, description: memo.title, link: `/memorandum_circular/${id}` } })),
    tx,
  );
  afterCommit(tx, () => {
    for (const userId of ids) deps.realtime.emitToUser(userId, MEMORANDA_EVENT, { memorandum_id: id });
  });
}

export async function issue(deps: Deps, actor: Actor, body: TMemorandumBody) {
  const audience = await checkBody(deps, body, null, true);
  const at = deps.clock.now();
  try {
    const id = await withTransaction(deps.db, async (tx) => {
      const upload = await claimUpload(tx, body.file_path!, actor.userId);
      if (!upload) throw fileLost();
      const memoId = await repo.insertMemorandum(tx, {
        number: body.number,
        issuedOn: body.issued_on,
        title: body.title,
        subject: body.subject,
        audience: body.audience,
        fileKey: upload.storage_key,
        fileName: upload.file_name,
        userId: actor.userId,
        at,
      });
      await repo.replaceAudience(tx, memoId, audience);
      await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'memorandum', entityId: memoId, after: body, ip: actor.ip });
      await notifyRecipients(deps, tx, memoId, actor, body);
      return memoId;
    });
    return { message: `${body.number} has been issued.`, memorandum: (await present(deps, actor, id)).memorandum };
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw numberTaken(body.number);
    throw err;
  }
}

const locked = () => AppError.validation('memorandum', 'The memorandum has been read: it can no longer be changed or withdrawn.');

export async function update(deps: Deps, actor: Actor, id: number, body: TMemorandumBody) {
  const before = await repo.fileOf(deps.db, id);
  if (!before) throw notFound();
  if (await repo.readByOthers(deps.db, id)) throw locked();
  const audience = await checkBody(deps, body, id, false);
  const at = deps.clock.now();
  try {
    await withTransaction(deps.db, async (tx) => {
      let fileKey = before.file_key;
      let fileName = before.file_name;
      if (body.file_path) {
        const upload = await claimUpload(tx, body.file_path, actor.userId);
        if (!upload) throw fileLost();
        fileKey = upload.storage_key;
        fileName = upload.file_name;
      }
      if (await repo.readByOthers(tx, id)) throw locked();
      const oldAudience = await repo.audienceOf(tx, id);
      if (!(await repo.updateMemorandum(tx, id, { ...bodyValues(body), fileKey, fileName, at }))) throw notFound();
      await repo.replaceAudience(tx, id, audience);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'update',
        entity: 'memorandum',
        entityId: id,
        before: { number: before.number, title: before.title, file_name: before.file_name, ...oldAudience },
        after: body,
        ip: actor.ip,
      });
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw numberTaken(body.number);
    throw err;
  }
  return { message: `${body.number} has been saved.`, memorandum: (await present(deps, actor, id)).memorandum };
}

const bodyValues = (body: TMemorandumBody) => ({
  number: body.number,
  issuedOn: body.issued_on,
  title: body.title,
  subject: body.subject,
  audience: body.audience,
});

export async function withdraw(deps: Deps, actor: Actor, id: number) {
  const before = await repo.fileOf(deps.db, id);
  if (!before) throw notFound();
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteUnread(tx, id))) throw locked();
    await writeAudit(tx, { actorUserId: actor.userId, action: 'delete', entity: 'memorandum', entityId: id, before, ip: actor.ip });
  });
  return { message: `${before.number} has been withdrawn.` };
}

// ── The report ──────────────────────────────────────────────────────────────────────────────────

const NO_OFFICE = 'No office';

function keeps(q: TMemorandumReportQuery, r: TMemorandumReader): boolean {
  if (q.office_id !== undefined && (r.office_id ?? 0) !== q.office_id) return false;
  if (q.status === 'unread' && r.read_at) return false;
  if (q.status === 'read' && !r.read_at) return false;
  if (q.status === 'acknowledged' && !r.acknowledged_at) return false;
  if (q.status === 'not_acknowledged' && r.acknowledged_at) return false;
  if (q.term && !r.name.toLowerCase().includes(q.term.toLowerCase())) return false;
  return true;
}

/** Who has and has not read and acknowledged a memorandum, per office (counts of every office; the people filtered). */
export async function report(deps: Deps, actor: Actor, id: number, q: TMemorandumReportQuery): Promise<TMemorandumReport> {
  const found = await repo.findFor(deps.db, id, actor.userId);
  if (!found) throw notFound();
  const people = await repo.recipients(deps.db, id);
  const offices = new Map<number | null, { office_id: number | null; office: string; recipients: number; read: number; acknowledged: number }>();
  for (const r of people) {
    const o = offices.get(r.office_id) ?? { office_id: r.office_id, office: r.office ?? NO_OFFICE, recipients: 0, read: 0, acknowledged: 0 };
    o.recipients += 1;
    if (r.read_at) o.read += 1;
    if (r.acknowledged_at) o.acknowledged += 1;
    offices.set(r.office_id, o);
  }
  const list = [...offices.values()];
  return {
    memorandum: found.memorandum,
    offices: list,
    total: {
      recipients: people.length,
      read: list.reduce((n, o) => n + o.read, 0),
      acknowledged: list.reduce((n, o) => n + o.acknowledged, 0),
    },
    people: people.filter((r) => keeps(q, r)),
  };
}

const statusOf = (r: TMemorandumReader) =>
  r.acknowledged_at ? MEMORANDUM_READ_STATUS_LABELS.acknowledged : r.read_at ? MEMORANDUM_READ_STATUS_LABELS.read : MEMORANDUM_READ_STATUS_LABELS.unread;

/** The report's people (as filtered) as an .xlsx. */
export async function reportWorkbook(deps: Deps, actor: Actor, id: number, q: TMemorandumReportQuery) {
  const r = await report(deps, actor, id, q);
  const now = deps.clock.now();
  const bytes = await listWorkbook(
    'Readers',
    [
      { header: 'Name', kind: 'text', width: 32, value: (p: TMemorandumReader) => p.name },
      { header: 'Office', kind: 'text', width: 40, value: (p) => p.office ?? NO_OFFICE },
      { header: 'Status', kind: 'text', width: 16, value: statusOf },
      { header: 'Read at', kind: 'datetime', width: 22, value: (p) => p.read_at },
      { header: 'Acknowledged at', kind: 'datetime', width: 22, value: (p) => p.acknowledged_at },
    ],
    r.people,
    now,
  );
  const safe = r.memorandum.number.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'memorandum';
  return { bytes, fileName: `${safe}-readers-${manilaDay(now)}.xlsx` };
}
