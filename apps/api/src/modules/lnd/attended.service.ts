import { withTransaction } from '@hris/db';
import type { TAttended, TAttendedBody, TAttendedDecision } from '@hris/contracts';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { signedFileUrl } from '../../lib/signed-files';
import { claimUpload } from '../../lib/uploads';
import { notify } from '../notifications';
import { addVerifiedTraining } from '../pds';
import * as repo from './lnd.repo';

// Interventions attended (issue 22): the employee records one with its certificate (a PDF, checked from its bytes by
// the one upload check); HR verifies it into the PDS training section (part VII) and the plan item it answers closes.

/** Who verifies: the HR office's PDS checkers and the L&D administrators. */
export const VERIFY_TRAINING = ['PDS-CHECKING', 'LDADMIN'] as const;
const NOT_FOUND = 'The training was not found.';

function present(deps: Deps, r: repo.AttendedRow): TAttended {
  const { personnel_id: _p, certificate_key, certificate_name: _n, ...rest } = r;
  return { ...rest, certificate_url: signedFileUrl(deps, certificate_key, { ttlSeconds: 600 }) };
}

export async function recordAttended(deps: Deps, actor: Actor, body: TAttendedBody) {
  if (!actor.personnelId) throw AppError.forbidden('Only employees record the trainings they attended.');
  if (body.date_to > deps.clock.today()) throw AppError.validation('date_to', 'Record a training once it is over: the end date is in the future.');
  if (body.plan_item_id) {
    const item = await repo.itemOfPerson(deps.db, body.plan_item_id, actor.personnelId);
    if (!item) throw AppError.validation('plan_item_id', 'Choose an item of your own plan.');
    if (item.plan_status !== 'approved') throw AppError.validation('plan_item_id', 'The plan of this item is not approved yet.');
    if (item.status === 'done') throw AppError.validation('plan_item_id', 'This item is already done.');
  }
  if (!/\.pdf$/i.test(body.certificate_path)) throw AppError.validation('certificate_path', 'The certificate must be a PDF.');
  const id = await withTransaction(deps.db, async (tx) => {
    const upload = await claimUpload(tx, body.certificate_path, actor.userId);
    if (!upload) throw AppError.validation('certificate_path', 'The uploaded certificate was not found; upload it again.');
    return repo.insertAttended(tx, {
      personnelId: actor.personnelId!,
      planItemId: body.plan_item_id ?? null,
      title: body.title,
      dateFrom: body.date_from,
      dateTo: body.date_to,
      hours: body.hours,
      ldType: body.ld_type,
      conductedBy: body.conducted_by,
      certificateKey: upload.storage_key,
      certificateName: upload.file_name,
    });
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'ld_attendance', entityId: id, after: body, ip: actor.ip });
  return {
    message: 'The training has been recorded; the HR office verifies it into your PDS.',
    attendance: present(deps, (await repo.attendedById(deps.db, id))!),
  };
}

export async function listAttended(deps: Deps, actor: Actor, q: { scope: 'mine' | 'all'; status?: string; page: number }) {
  const perPage = 25;
  if (q.scope === 'all' && !hasAnyView(actor, VERIFY_TRAINING)) throw AppError.forbidden('Only the HR office sees everyone’s trainings.');
  if (q.scope === 'mine' && !actor.personnelId) return { attendances: [], meta: { page: q.page, per_page: perPage, total: 0 } };
  const { rows, total } = await repo.listAttended(deps.db, {
    personnelId: q.scope === 'mine' ? actor.personnelId! : undefined,
    status: q.status,
    page: q.page,
    perPage,
  });
  if (q.scope === 'all' && rows.length) {
    await auditPersonalRead(deps, actor, {
      entity: 'ld_attendance',
      what: 'trainings attended (verification queue)',
      personnelIds: rows.map((r) => r.personnel_id),
    });
  }
  return { attendances: rows.map((r) => present(deps, r)), meta: { page: q.page, per_page: perPage, total } };
}

/** How many trainings wait for the caller to verify (the dashboard's count); their own waits for another officer. */
export function countToVerify(deps: Deps, actor: Actor): Promise<number> {
  return repo.countPendingAttended(deps.db, actor.personnelId);
}

/** HR verifies (into the PDS, closing the plan item) or rejects with the reason; never their own. The employee is told. */
export async function decideAttended(deps: Deps, actor: Actor, id: number, body: TAttendedDecision) {
  const found = await repo.attendedById(deps.db, id);
  if (!found) throw AppError.notFound(NOT_FOUND);
  refuseOwnRecord(actor, found.personnel_id, 'Your own training is verified by another HR officer.');
  await withTransaction(deps.db, async (tx) => {
    const row = (await repo.attendedById(tx, id, true))!;
    if (row.status !== 'pending') throw AppError.validation('action', `The training has already been ${row.status}.`);
    let entryId: number | null = null;
    if (body.action === 'verify') {
      const size = await repo.uploadSize(tx, row.certificate_key);
      entryId = await addVerifiedTraining(tx, {
        personnelId: row.personnel_id,
        training: { title: row.title, date_from: row.date_from, date_to: row.date_to, hours: row.hours, ld_type: row.ld_type, conducted_by: row.conducted_by },
        certificate: { key: row.certificate_key, name: row.certificate_name, sizeBytes: size?.size_bytes ?? 0 },
        userId: actor.userId,
        ip: actor.ip,
      });
      if (row.plan_item_id) await repo.closeItem(tx, row.plan_item_id);
    }
    await repo.decideAttended(tx, id, {
      status: body.action === 'verify' ? 'verified' : 'rejected',
      remarks: body.remarks ?? null,
      userId: actor.userId,
      pdsEntryId: entryId,
    });
    await notify(
      deps,
      { personnelId: row.personnel_id },
      body.action === 'verify'
        ? { title: 'Training verified', description: `“${row.title}” is now in your PDS (learning and development).`, link: '/pds', byUserId: actor.userId }
        : { title: 'Training returned', description: `“${row.title}”: ${body.remarks ?? ''}`, link: '/lnd/development-plan', byUserId: actor.userId },
      tx,
    );
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ld_attendance', entityId: id, after: body, ip: actor.ip });
  const after = (await repo.attendedById(deps.db, id))!;
  return {
    message: body.action === 'verify' ? `“${after.title}” has been verified and added to the PDS.` : `“${after.title}” has been returned to the employee.`,
    attendance: present(deps, after),
  };
}
