import { z } from 'zod';
import { REQUEST_STATUSES } from './approvals';
import { APPLICATION_STATUSES } from './application-statuses';
import { ZTimestamp } from './responses';
import { ZSetupProgress } from './setup-checklist';

// The dashboard (issue 17): what waits for the signed-in person, counted on the server from what their
// views and their place in the approval chains allow, and their own latest requests or applications.

/** The kinds of work that can wait for someone, in the order the dashboard shows them. */
export const DASHBOARD_TASKS = [
  'approvals',
  'property_to_acknowledge',
  'memoranda_to_acknowledge',
  'ipcr_to_open',
  'pds_checking',
  'trainings_to_verify',
  'vaccinations_to_verify',
  'applications_to_screen',
  'feedback_to_answer',
] as const;
export type TDashboardTask = (typeof DASHBOARD_TASKS)[number];

/** One kind of work waiting: how many, and the page where it is done. */
export const ZDashboardTask = z.object({
  kind: z.enum(DASHBOARD_TASKS),
  label: z.string(),
  description: z.string(),
  count: z.number().int(),
  link: z.string(),
});
export type TDashboardTaskCount = z.infer<typeof ZDashboardTask>;

/** One of my latest requests (leave, travel, overtime, appeal…): its kind, title, status and page. */
export const ZDashboardRequest = z.object({
  id: z.number().int(),
  type_label: z.string(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  link: z.string().nullable(),
  filed_at: ZTimestamp,
});
export type TDashboardRequest = z.infer<typeof ZDashboardRequest>;

/** One of my job applications, as an applicant follows it. */
export const ZDashboardApplication = z.object({
  id: z.number().int(),
  position: z.string(),
  post_code: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  submitted_at: ZTimestamp,
});
export type TDashboardApplication = z.infer<typeof ZDashboardApplication>;

/** A post open today, as the dashboard lists it. */
export const ZDashboardOpenPost = z.object({
  code: z.string(),
  position: z.string(),
  campus: z.string(),
  closing_date: z.string(),
});
export type TDashboardOpenPost = z.infer<typeof ZDashboardOpenPost>;

/** GET /api/dashboard. */
export const ZDashboard = z.object({
  /** Work waiting for me, only the kinds my views allow (a kind with nothing waiting is still listed, with 0). */
  tasks: z.array(ZDashboardTask),
  /** My latest requests through the approval chain, newest first. */
  my_requests: z.array(ZDashboardRequest),
  /** My job applications, newest first (an applicant's, or an employee's who applied). */
  my_applications: z.array(ZDashboardApplication),
  /** Posts open today, closing soonest first, and how many there are in all. */
  open_posts: z.array(ZDashboardOpenPost),
  open_posts_total: z.number().int(),
  /**
   * An administrator's progress through the setup checklist while something is still to set up; null when all is done
   * or for anyone else. In this answer rather than asked for apart, so that the dashboard's cards are drawn with the page
   * (issue 42 item 19: an administrator's cards waited for a second answer, and were drawn after the first paint).
   */
  setup: ZSetupProgress.nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
