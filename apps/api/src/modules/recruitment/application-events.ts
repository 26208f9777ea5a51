import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
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
  const { rows } = await deps.db.$client.query(
    `UPDATE job_applications a SET status = $2, remarks = coalesce($3, a.remarks), updated_at = now()
       FROM job_posts j JOIN positions pos ON pos.id = j.position_id, users u
      WHERE a.id = $1 AND j.id = a.job_post_id AND u.id = a.applicant_user_id
      RETURNING a.applicant_user_id, u.email, u.name, pos.name AS position, j.code`,
    [e.applicationId, e.status, e.remarks ?? null],
  );
  const app = rows[0] as { applicant_user_id: number; email: string; name: string; position: string; code: string } | undefined;
  if (!app) return;
  await deps.db.$client.query(`INSERT INTO application_events (application_id, status, remarks, actor_user_id) VALUES ($1, $2, $3, $4)`, [e.applicationId, e.status, e.remarks ?? null, e.actorUserId]);
  const label = APPLICATION_STATUS_LABELS[e.status];
  const title = `${app.position}: ${label}`;
  await notify(deps, { userId: app.applicant_user_id }, { title, description: e.remarks ?? `Your application is now "${label}".`, link: '/account/application/status' });
  await deps.mailer.send({
    to: app.email,
    subject: `Your application for ${app.position}: ${label}`,
    text: [
      `Good day, ${app.name}.`,
      '',
      `Your application for ${app.position} (post ${app.code}) is now: ${label}.`,
      ...(e.remarks ? ['', e.remarks] : []),
      ...(e.emailLines?.length ? ['', ...e.emailLines] : []),
      '',
      `See its history at ${deps.config.publicUrl}/account/application/status`,
      '',
      'Human Resource Management Office',
    ].join('\n'),
  });
}
