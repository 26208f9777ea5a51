import { APPLICATION_STATUS_LABELS, REQUEST_TYPES, type TDashboard, type TDashboardTaskCount, type TRequestType } from '@hris/contracts';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { countWaitingForMe } from '../approvals';
import { APPLICATIONS_OFFICE } from '../recruitment';
import { countToAcknowledge, PROPERTY_OWN } from '../property';
import { countToAnswer, FEEDBACK_ADMIN } from '../feedback';
import { countVaccinationsToVerify, COVID_HEALTH } from '../covid';
import { countTrainingsToVerify, VERIFY_TRAINING } from '../lnd';
import { countMemorandaToAcknowledge } from '../memoranda';
import { countIpcrsToOpen } from '../spms';
import { setupProgress } from '../setup';
import * as repo from './dashboard.repo';

const RECENT_REQUESTS = 5;
const RECENT_APPLICATIONS = 5;
const OPEN_POSTS_SHOWN = 5;
const PDS_CHECKERS = ['PDS-CHECKING'] as const;
const IPCR_KEEPERS = ['SPMS', 'SPMSADMIN'] as const;
/** The checklist names what only an administrator fixes (the same access as GET /api/setup/checklist). */
const SETUP_KEEPERS = ['ADMIN'] as const;

const typeLabel = (type: string) => REQUEST_TYPES[type as TRequestType] ?? type;

/** What waits for the caller, counted from what their views and their place in the chains allow. */
async function tasksOf(deps: Deps, actor: Actor): Promise<TDashboardTaskCount[]> {
  const tasks: TDashboardTaskCount[] = [];
  // Applicants (no personnel record) take no part in approval chains: the queue is for employees.
  if (actor.personnelId !== null) {
    tasks.push({
      kind: 'approvals',
      label: 'Approvals waiting for you',
      description: 'Requests at a step you recommend or approve',
      count: await countWaitingForMe(deps, actor),
      link: '/approvals',
    });
  }
  if (actor.personnelId !== null && hasAnyView(actor, PROPERTY_OWN)) {
    tasks.push({
      kind: 'property_to_acknowledge',
      label: 'Property to acknowledge',
      description: 'PARs and ICSs issued to you, receipt not yet acknowledged',
      count: await countToAcknowledge(deps, actor.personnelId),
      // Where My property opens: its Summary lists the forms waiting for acknowledgement, each with its button.
      link: '/my/mrs/summary',
    });
  }
  if (actor.personnelId !== null) {
    tasks.push({
      kind: 'memoranda_to_acknowledge',
      label: 'Memoranda to acknowledge',
      description: 'Addressed to you and not yet acknowledged',
      count: await countMemorandaToAcknowledge(deps, actor),
      link: '/memorandum_circular',
    });
  }
  if (actor.personnelId !== null && hasAnyView(actor, IPCR_KEEPERS)) {
    tasks.push({
      kind: 'ipcr_to_open',
      label: 'IPCR to open',
      description: 'A rating period is open and you have no IPCR in it',
      count: await countIpcrsToOpen(deps, actor),
      link: '/spmis/ipcr',
    });
  }
  if (hasAnyView(actor, PDS_CHECKERS)) {
    tasks.push({
      kind: 'pds_checking',
      label: 'Personal data sheets to check',
      description: 'Submitted for verification',
      count: await repo.countPdsToCheck(deps.db, actor.personnelId),
      link: '/pds/checking',
    });
  }
  if (hasAnyView(actor, VERIFY_TRAINING)) {
    tasks.push({
      kind: 'trainings_to_verify',
      label: 'Trainings to verify',
      description: 'Recorded by employees, to verify into their PDS',
      count: await countTrainingsToVerify(deps, actor),
      link: '/lnd/manage/admin',
    });
  }
  if (hasAnyView(actor, COVID_HEALTH)) {
    tasks.push({
      kind: 'vaccinations_to_verify',
      label: 'Vaccination records to verify',
      description: 'Doses or exemptions recorded and not yet verified',
      count: await countVaccinationsToVerify(deps, actor),
      link: '/covid/report',
    });
  }
  if (hasAnyView(actor, APPLICATIONS_OFFICE)) {
    tasks.push({
      kind: 'applications_to_screen',
      label: 'Applications to screen',
      description: 'Received and not yet found qualified or not',
      count: await repo.countApplicationsToScreen(deps.db, actor.userId),
      link: hasAnyView(actor, ['RSP', 'JOBPOST']) ? '/rsp/job_posts' : '/rsp/applicants',
    });
  }
  if (hasAnyView(actor, FEEDBACK_ADMIN)) {
    tasks.push({
      kind: 'feedback_to_answer',
      label: 'Feedback to answer',
      description: 'Sent by users and not yet acknowledged or resolved',
      count: await countToAnswer(deps),
      link: '/feedback/list',
    });
  }
  return tasks;
}

/**
 * GET /api/dashboard: the caller's waiting work with counts, their latest requests and applications, the open posts, and
 * an administrator's progress through the setup checklist.
 */
export async function dashboard(deps: Deps, actor: Actor): Promise<TDashboard> {
  const today = deps.clock.today();
  const mine = async () => ({
    tasks: await tasksOf(deps, actor),
    requests: await repo.latestRequestsOf(deps.db, actor.userId, RECENT_REQUESTS),
    applications: await repo.applicationsOf(deps.db, actor.userId, RECENT_APPLICATIONS),
    posts: await repo.openPosts(deps.db, today, OPEN_POSTS_SHOWN),
    postsTotal: await repo.countOpenPosts(deps.db, today),
  });
  // The setup checklist (on a connection of its own) is answered beside the counts, not after them.
  const [{ tasks, requests, applications, posts, postsTotal }, setup] = await Promise.all([
    mine(),
    hasAnyView(actor, SETUP_KEEPERS) ? setupProgress(deps) : null,
  ]);
  return {
    tasks,
    my_requests: requests.map(({ request_type, ...r }) => ({ ...r, type_label: typeLabel(request_type) })),
    my_applications: applications.map((a) => ({ ...a, status_label: APPLICATION_STATUS_LABELS[a.status] })),
    open_posts: posts,
    open_posts_total: postsTotal,
    setup,
  };
}
