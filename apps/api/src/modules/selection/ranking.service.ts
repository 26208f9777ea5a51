import { APPLICATION_STATUS_LABELS } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { rankApplicants } from '../../domain/selection';
import { assessmentAccess } from './assessment.service';
import { renderRankingPdf } from './ranking.pdf';
import * as repo from './assessment.repo';

// The comparative assessment result of a post: the shortlist ranked by the board's weighted averages.
// Each member's own scores show only to the board's secretariat and the recruitment office.

export async function ranking(deps: Deps, actor: Actor, postId: number) {
  return (await rankingWithBoard(deps, actor, postId)).answer;
}

async function rankingWithBoard(deps: Deps, actor: Actor, postId: number) {
  const { post, board, seesAllScores } = await assessmentAccess(deps, actor, postId, { ranking: true });
  const [applicants, ratings, raters] = await Promise.all([
    repo.applicantsOf(deps.db, postId, repo.RANKED),
    repo.ratingsOfPost(deps.db, postId),
    repo.ratersOf(deps.db, postId, board.id),
  ]);
  const ranked = rankApplicants(board.criteria, applicants, ratings);
  const statusOf = new Map(applicants.map((a) => [a.application_id, a.status]));

  // application → member → criterion → score, built only for those who may see it.
  const scores = new Map<number, Map<number, Record<number, number>>>();
  if (seesAllScores) {
    for (const r of ratings) {
      let byMember = scores.get(r.application_id);
      if (!byMember) scores.set(r.application_id, (byMember = new Map<number, Record<number, number>>()));
      byMember.set(r.member_user_id, { ...byMember.get(r.member_user_id), [r.criterion_id]: r.score });
    }
  }
  const rows = ranked.map((r) => {
    const status = statusOf.get(r.application_id)!;
    const row = { ...r, status, status_label: APPLICATION_STATUS_LABELS[status] ?? status };
    if (!seesAllScores) return row;
    const byMember = scores.get(r.application_id);
    return { ...row, members: raters.map((m) => ({ user_id: m.user_id, name: m.name, scores: byMember?.get(m.user_id) ?? {} })) };
  });
  const answer = {
    job_post: post,
    board: { id: board.id, kind: board.kind, name: board.name },
    criteria: board.criteria,
    raters,
    members_visible: seesAllScores,
    ranking: rows,
  };
  return { answer, members: board.members };
}

export async function rankingPdf(deps: Deps, actor: Actor, postId: number) {
  const { answer, members } = await rankingWithBoard(deps, actor, postId);
  return { pdf: await renderRankingPdf(deps, { ...answer, members }), fileName: `comparative-assessment-${answer.job_post.code}.pdf` };
}
