import {
  FEEDBACK_EVENT,
  FEEDBACK_SCREENSHOT_BYTES,
  FEEDBACK_STATUS_LABELS,
  MESSAGES,
  type TFeedbackBody,
  type TFeedbackModuleBody,
  type TFeedbackModuleOrder,
  type TFeedbackQuery,
  type TFeedbackReplyBody,
  type TFeedbackStats,
} from '@hris/contracts';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { acceptUpload, detectFileKind, EXTENSION } from '../../lib/upload-check';
import { claimUpload, storeUpload } from '../../lib/uploads';
import { notify } from '../notifications';
import * as repo from './feedback.repo';

// Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules). Any signed-in user rates a module from 1 to 5 and
// says why, with a screenshot if they like (PNG or JPEG judged from its bytes by the one upload check, stored as their
// upload, then claimed by key when the feedback is sent); they see their own feedback and its answer. The administrators
// (FEEDBACK) keep the module list (a module with feedback is retired, never deleted), read everyone's feedback with the
// averages per module per month, and answer it: the sender is notified; nobody answers their own. Every write is one
// transaction with its audit row.

/** The feedback administrators. */
export const FEEDBACK_ADMIN = ['FEEDBACK'] as const;

const SCREENSHOT_PREFIX = 'feedback/';
const NOT_FOUND = 'The feedback was not found.';
const MODULE_NOT_FOUND = 'The module was not found.';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

/** The modules one may send feedback on (the send form's choices): active ones, in the administrators' order. */
export async function activeModules(deps: Deps) {
  return { modules: await repo.listModules(deps.db, true) };
}

export async function allModules(deps: Deps) {
  return { modules: await repo.listModules(deps.db, false) };
}

async function mustFindModule(deps: Deps, id: number) {
  const module = await repo.findModule(deps.db, id);
  if (!module) throw AppError.notFound(MODULE_NOT_FOUND);
  return module;
}

const nameTaken = (name: string) => AppError.validation('name', `There is already a module named ${name}.`);

export async function createModule(deps: Deps, actor: Actor, body: TFeedbackModuleBody) {
  if (await repo.moduleNameTaken(deps.db, body.name, null)) throw nameTaken(body.name);
  let id: number;
  try {
    id = await withTransaction(deps.db, async (tx) => {
      const moduleId = await repo.insertModule(tx, { name: body.name, description: body.description, isActive: body.is_active ?? true });
      await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'feedback_module', entityId: moduleId, after: body, ip: actor.ip });
      return moduleId;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw nameTaken(body.name);
    throw err;
  }
  const module = (await repo.findModule(deps.db, id))!;
  return { message: `${module.name} has been added.`, module };
}

/** Renames a module, changes its description, retires it (is_active false) or brings it back. */
export async function updateModule(deps: Deps, actor: Actor, id: number, body: TFeedbackModuleBody) {
  const before = await mustFindModule(deps, id);
  if (await repo.moduleNameTaken(deps.db, body.name, id)) throw nameTaken(body.name);
  const isActive = body.is_active ?? before.is_active;
  try {
    await withTransaction(deps.db, async (tx) => {
      if (!(await repo.updateModule(tx, id, { name: body.name, description: body.description, isActive }))) throw AppError.notFound(MODULE_NOT_FOUND);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'update',
        entity: 'feedback_module',
        entityId: id,
        before: { name: before.name, description: before.description, is_active: before.is_active },
        after: { name: body.name, description: body.description, is_active: isActive },
        ip: actor.ip,
      });
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw nameTaken(body.name);
    throw err;
  }
  const module = (await repo.findModule(deps.db, id))!;
  const message =
    before.is_active && !isActive
      ? `${module.name} has been retired: its feedback stays, and it takes no new.`
      : !before.is_active && isActive
        ? `${module.name} takes feedback again.`
        : `${module.name} has been saved.`;
  return { message, module };
}

/** A module with no feedback is deleted; one with feedback is refused with the reason (retire it instead). */
export async function deleteModule(deps: Deps, actor: Actor, id: number) {
  const module = await mustFindModule(deps, id);
  const refusal = (count: number) =>
    AppError.validation('module', `${module.name} cannot be deleted: it holds ${count} feedback. Retire it instead; its feedback stays and it takes no new.`);
  if (module.feedback_count > 0) throw refusal(module.feedback_count);
  await withTransaction(deps.db, async (tx) => {
    // Feedback sent since the check above keeps the module (the statement itself checks again).
    if (!(await repo.deleteUnusedModule(tx, id))) throw refusal((await repo.findModule(tx, id))?.feedback_count ?? 1);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'delete',
      entity: 'feedback_module',
      entityId: id,
      before: { name: module.name, description: module.description, is_active: module.is_active },
      ip: actor.ip,
    });
  });
  return { message: `${module.name} has been deleted.` };
}

/** Puts the modules in the order given (every module once): the send form lists them so. */
export async function reorderModules(deps: Deps, actor: Actor, body: TFeedbackModuleOrder) {
  await withTransaction(deps.db, async (tx) => {
    const ids = await repo.moduleIds(tx);
    const given = new Set(body.ids);
    if (ids.length !== body.ids.length || ids.some((id) => !given.has(id)))
      throw AppError.validation('ids', 'The modules changed meanwhile: reload the page and order them again.');
    await repo.reorderModules(tx, body.ids);
    await writeAudit(tx, { actorUserId: actor.userId, action: 'update', entity: 'feedback_module_order', after: { ids: body.ids }, ip: actor.ip });
  });
  return { message: 'The order of the modules has been saved.', modules: await repo.listModules(deps.db, false) };
}

// ── Sending ─────────────────────────────────────────────────────────────────────────────────────

/** POST /api/feedback/screenshot: a PNG or JPEG, judged from its bytes, kept as the sender's upload until it is attached. */
export async function uploadScreenshot(deps: Deps, actor: Actor, file: { bytes: Buffer | null; name: string | null }) {
  if (!file.bytes) throw AppError.validation('file', MESSAGES.saveWithoutFile);
  const { kind, bytes } = await acceptUpload(file.bytes, { kinds: ['png', 'jpeg'], maxBytes: FEEDBACK_SCREENSHOT_BYTES, field: 'file' });
  const key = `${SCREENSHOT_PREFIX}${crypto.randomUUID()}.${EXTENSION[kind]}`;
  const fallback = `screenshot.${EXTENSION[kind]}`;
  const name = (file.name ?? fallback).replace(/[\\/]/g, '_').slice(0, 255) || fallback;
  await storeUpload(deps, actor, { key, name, bytes });
  return { path: key, name, size: bytes.length };
}

export async function send(deps: Deps, actor: Actor, body: TFeedbackBody) {
  const module = await repo.findModule(deps.db, body.module_id);
  if (!module) throw AppError.validation('module_id', MODULE_NOT_FOUND);
  if (!module.is_active) throw AppError.validation('module_id', `${module.name} is retired: it takes no new feedback.`);
  const screenshotLost = () => AppError.validation('screenshot_path', 'The uploaded screenshot was not found; upload it again.');
  if (body.screenshot_path && !body.screenshot_path.startsWith(SCREENSHOT_PREFIX)) throw screenshotLost();
  const at = deps.clock.now();
  const id = await withTransaction(deps.db, async (tx) => {
    // Only the sender's own screenshot, not yet attached: nobody attaches a file someone else sent.
    const upload = body.screenshot_path ? await claimUpload(tx, body.screenshot_path, actor.userId) : null;
    if (body.screenshot_path && !upload) throw screenshotLost();
    const feedbackId = await repo.insertFeedback(tx, {
      userId: actor.userId,
      moduleId: module.id,
      rating: body.rating,
      text: body.text,
      screenshotKey: upload?.storage_key ?? null,
      screenshotName: upload?.file_name ?? null,
      at,
    });
    await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'feedback', entityId: feedbackId, after: body, ip: actor.ip });
    return feedbackId;
  });
  return { message: `Thank you: your feedback on ${module.name} has been sent.`, feedback: (await repo.findFeedback(deps.db, id))! };
}

/** Feedback no administrator has answered yet (the dashboard's count for FEEDBACK). */
export async function countToAnswer(deps: Deps): Promise<number> {
  return repo.countNew(deps.db);
}

export async function mine(deps: Deps, actor: Actor) {
  return { feedback: await repo.feedbackOf(deps.db, actor.userId) };
}

// ── The administrators ──────────────────────────────────────────────────────────────────────────

export async function list(deps: Deps, q: TFeedbackQuery) {
  const { feedback, total } = await repo.listFeedback(deps.db, q);
  return { feedback, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function details(deps: Deps, id: number) {
  const feedback = await repo.findFeedback(deps.db, id);
  if (!feedback) throw AppError.notFound(NOT_FOUND);
  return { feedback };
}

/** The screenshot, to its sender or the administrators; anyone else is told it does not exist. */
export async function screenshot(deps: Deps, actor: Actor, id: number) {
  const row = await repo.feedbackFile(deps.db, id);
  if (!row || (row.user_id !== actor.userId && !hasAnyView(actor, FEEDBACK_ADMIN))) throw AppError.notFound(NOT_FOUND);
  if (!row.screenshot_key) throw AppError.notFound('The feedback has no screenshot.');
  const bytes = await deps.storage.get(row.screenshot_key);
  const kind = bytes ? detectFileKind(bytes) : null;
  if (!bytes || (kind !== 'png' && kind !== 'jpeg')) throw AppError.notFound('The screenshot file is missing.');
  return {
    bytes,
    fileName: row.screenshot_name ?? `screenshot.${EXTENSION[kind]}`,
    contentType: kind === 'png' ? ('image/png' as const) : ('image/jpeg' as const),
  };
}

/** An administrator answers: the answer and the status (acknowledged or resolved); the sender is told. */
export async function answer(deps: Deps, actor: Actor, id: number, body: TFeedbackReplyBody) {
  const row = await repo.feedbackFile(deps.db, id);
  const before = await repo.findFeedback(deps.db, id);
  if (!row || !before) throw AppError.notFound(NOT_FOUND);
  const own = 'Nobody answers their own feedback: another administrator answers it.';
  if (row.user_id === actor.userId) throw AppError.forbidden(own);
  refuseOwnRecord(actor, row.personnel_id, own);
  const at = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.answerFeedback(tx, id, { answer: body.answer, status: body.status, userId: actor.userId, at }))) throw AppError.notFound(NOT_FOUND);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'answer',
      entity: 'feedback',
      entityId: id,
      before: { status: before.status, answer: before.answer },
      after: body,
      ip: actor.ip,
    });
    await notify(
      deps,
      { userId: row.user_id },
      {
        title: `Your feedback on ${before.module.name}: ${FEEDBACK_STATUS_LABELS[body.status].toLowerCase()}`,
        description: clip(body.answer, 300),
        link: '/feedback',
        byUserId: actor.userId,
      },
      tx,
    );
  });
  deps.realtime.emitToUser(row.user_id, FEEDBACK_EVENT, { feedback_id: id });
  return { message: `The answer has been sent to ${before.sender.name}.`, feedback: (await repo.findFeedback(deps.db, id))! };
}

// ── The averages ────────────────────────────────────────────────────────────────────────────────

/** The 12 Manila months ending with today's, oldest first (YYYY-MM). */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const average = (total: number, count: number) => (count ? Math.round((total / count) * 100) / 100 : null);

/** The average rating per module per month over the last 12 months, with the counts; the counts per status. */
export async function stats(deps: Deps): Promise<TFeedbackStats> {
  const months = lastTwelveMonths(deps.clock.today());
  const since = new Date(`${months[0]}-01T00:00:00+08:00`);
  const [modules, ratings, statuses] = await Promise.all([repo.listModules(deps.db, false), repo.monthlyRatings(deps.db, since), repo.countsByStatus(deps.db)]);
  const rows = modules
    .map((m) => {
      const by_month = months.map((month) => {
        const cell = ratings.find((r) => r.module_id === m.id && r.month === month);
        return { month, count: cell?.count ?? 0, average: cell ? average(cell.total, cell.count) : null };
      });
      const mine = ratings.filter((r) => r.module_id === m.id);
      const count = mine.reduce((n, r) => n + r.count, 0);
      const total = mine.reduce((n, r) => n + r.total, 0);
      return { id: m.id, name: m.name, is_active: m.is_active, count, average: average(total, count), by_month };
    })
    // A retired module is shown while it has feedback in the window.
    .filter((m) => m.is_active || m.count > 0);
  const count = ratings.reduce((n, r) => n + r.count, 0);
  const total = ratings.reduce((n, r) => n + r.total, 0);
  const of = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
  return {
    months,
    modules: rows,
    total: { count, average: average(total, count) },
    by_status: { new: of('new'), acknowledged: of('acknowledged'), resolved: of('resolved') },
  };
}
