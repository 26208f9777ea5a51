import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { notify } from '../notifications';
import * as repo from './applications.repo';

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
  if (!(await repo.moveToStage(deps.db, e.applicationId, e.status, e.remarks ?? null))) return;
  await repo.insertEvent(deps.db, { applicationId: e.applicationId, status: e.status, remarks: e.remarks ?? null, actorUserId: e.actorUserId });
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
  const app = await repo.applicantToTell(deps.db, applicationId);
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
