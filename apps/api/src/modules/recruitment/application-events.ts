import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { execute, queryOne } from '../../lib/query';
import { notify } from '../notifications';

// Every change of an application's stage goes through here: the row takes the stage, the history keeps
// it, and the applicant is told in the bell and by e-mail (received, qualified or not with the reason,
// invited, assessed, the result). One mechanism, so no stage is ever silent.

export type ApplicationEvent = {
  applicationId: number;
  status: TApplicationStatus;
  /** Told to the applicant (the reason for "not qualified", the interview's time…). */
  remarks?: string | null;
  actorUserId: number | null;
  /** Extra lines for the e-mail only (a link to answer an invitation…). */
  emailLines?: string[];
};

export async function recordApplicationEvent(deps: Deps, e: ApplicationEvent): Promise<void> {
  const changed = await execute(deps.db, `UPDATE job_applications SET status = $2, remarks = coalesce($3, remarks), updated_at = now() WHERE id = $1`, [
    e.applicationId,
    e.status,
    e.remarks ?? null,
  ]);
  if (!changed) return;
  await execute(deps.db, `INSERT INTO application_events (application_id, status, remarks, actor_user_id) VALUES ($1, $2, $3, $4)`, [
    e.applicationId,
    e.status,
    e.remarks ?? null,
    e.actorUserId,
  ]);
  const label = APPLICATION_STATUS_LABELS[e.status];
  await tellApplicant(deps, e.applicationId, {
    byUserId: e.actorUserId,
    headline: label,
    bell: e.remarks ?? `Your application is now "${label}".`,
    lines: [`Your application is now: ${label}.`, ...(e.remarks ? ['', e.remarks] : []), ...(e.emailLines?.length ? ['', ...e.emailLines] : [])],
  });
}

/** Tells the applicant of an application something, in the bell and by e-mail, naming the post. */
export async function tellApplicant(deps: Deps, applicationId: number, m: { headline: string; bell: string; lines: string[]; byUserId?: number | null }) {
  const app = await queryOne<{ applicant_user_id: number; email: string; name: string; position: string; code: string }>(
    deps.db,
    `SELECT a.applicant_user_id, u.email, u.name, pos.name AS position, j.code
       FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id JOIN users u ON u.id = a.applicant_user_id
      WHERE a.id = $1`,
    [applicationId],
  );
  if (!app) return;
  await notify(
    deps,
    { userId: app.applicant_user_id },
    {
      title: `${app.position}: ${m.headline}`,
      description: m.bell,
      link: '/account/application/status',
      byUserId: m.byUserId,
    },
  );
  await deps.mailer.send({
    to: app.email,
    subject: `Your application for ${app.position}: ${m.headline}`,
    text: [
      `Good day, ${app.name}.`,
      '',
      `About your application for ${app.position} (post ${app.code}):`,
      '',
      ...m.lines,
      '',
      `See it at ${deps.config.publicUrl}/account/application/status`,
      '',
      'Human Resource Management Office',
    ].join('\n'),
  });
}
