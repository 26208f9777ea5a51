import type { TRecommendation, TRecommendationBody } from '@hris/contracts';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { notify } from '../notifications';
import * as repo from './lnd.repo';

// Recommendations (issue 22, /lnd/recommendations): a head recommends one of their people, or the L&D committee
// anyone, for an intervention on a competency, with the reason; the employee reads it and may take it up in their
// plan (the plan form's item carries the recommendation, which is then marked added) or set it aside.

/** The committee and its secretariat recommend anyone and read every recommendation. */
const COMMITTEE = ['LDCOMSEC', 'LDADMIN'] as const;
const NOT_FOUND = 'The recommendation was not found.';

const present = ({ personnel_id: _p, ...r }: repo.RecommendationRow): TRecommendation => r;

export async function listRecommendations(deps: Deps, actor: Actor, q: { scope: 'mine' | 'given'; page: number }) {
  const perPage = 25;
  if (q.scope === 'mine' && !actor.personnelId) return { recommendations: [], meta: { page: q.page, per_page: perPage, total: 0 } };
  if (q.scope === 'given' && !hasAnyView(actor, ['LDHEAD', ...COMMITTEE])) throw AppError.forbidden('Only heads and the L&D committee recommend.');
  const { rows, total } = await repo.listRecommendations(deps.db, {
    personnelId: q.scope === 'mine' ? actor.personnelId! : undefined,
    // A head reads the ones they made; the committee reads all.
    byUserId: q.scope === 'given' && !hasAnyView(actor, COMMITTEE) ? actor.userId : undefined,
    page: q.page,
    perPage,
  });
  if (q.scope === 'given' && rows.length) {
    await auditPersonalRead(deps, actor, { entity: 'ld_recommendation', what: 'L&D recommendations', personnelIds: rows.map((r) => r.personnel_id) });
  }
  return { recommendations: rows.map(present), meta: { page: q.page, per_page: perPage, total } };
}

export async function recommend(deps: Deps, actor: Actor, body: TRecommendationBody) {
  refuseOwnRecord(actor, body.personnel_id, 'You cannot recommend yourself; add the intervention to your own plan.');
  const head = actor.personnelId !== null && hasAnyView(actor, ['LDHEAD']) && (await repo.isHeadOf(deps.db, actor.personnelId, body.personnel_id));
  const committee = hasAnyView(actor, COMMITTEE);
  // Someone not theirs to recommend is answered as missing, as a head's office list would not show them.
  if (!head && !committee) throw AppError.validation('personnel_id', 'Choose one of the employees of the offices you head.');
  const errors: Record<string, string[]> = {};
  const [missing, unknown] = await Promise.all([
    repo.missingCompetencies(deps.db, [body.competency_id]),
    repo.unknownInterventions(deps.db, [body.intervention_type]),
  ]);
  if (missing.length) errors.competency_id = ['Choose a competency from the list.'];
  if (unknown.length) errors.intervention_type = ['Choose the intervention.'];
  if (!(await repo.kindOf(deps.db, body.personnel_id))) errors.personnel_id = ['Choose an employee from the list.'];
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  const id = await repo.insertRecommendation(deps.db, {
    personnelId: body.personnel_id,
    competencyId: body.competency_id,
    interventionType: body.intervention_type,
    intervention: body.intervention,
    reason: body.reason,
    source: head ? 'head' : 'committee',
    userId: actor.userId,
  });
  const row = (await repo.recommendationById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'ld_recommendation', entityId: id, after: body, ip: actor.ip });
  await notify(
    deps,
    { personnelId: body.personnel_id },
    {
      title: 'You were recommended for an intervention',
      description: `${row.intervention_type_name}${row.intervention ? `: ${row.intervention}` : ''}, for ${row.competency.name}. ${row.reason}`,
      link: '/lnd/recommendations',
      byUserId: actor.userId,
    },
  );
  return { message: `${row.personnel.fullname} has been told of the recommendation.`, recommendation: present(row) };
}

/** The employee sets a recommendation aside (or takes it back up). */
export async function setAside(deps: Deps, actor: Actor, id: number, dismissed: boolean) {
  const row = await repo.recommendationById(deps.db, id);
  if (!row || row.personnel_id !== actor.personnelId) throw AppError.notFound(NOT_FOUND);
  if (row.status === 'added') throw AppError.validation('status', 'This recommendation is already in your plan.');
  await repo.setRecommendationStatus(deps.db, id, dismissed ? 'dismissed' : 'open');
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'ld_recommendation', entityId: id, after: { dismissed }, ip: actor.ip });
  return {
    message: dismissed ? 'The recommendation has been set aside.' : 'The recommendation is open again.',
    recommendation: present((await repo.recommendationById(deps.db, id))!),
  };
}
