import { matchPath } from 'react-router';

/**
 * Paths reachable without a session (SPEC.md §6 route guard), with the job portal's public
 * pages (the board, a post's preview, registration, e-mail verification, the interview answer) and the public tracking
 * page of a document (issue 19).
 * Apply Now shows the open posts to a visitor and asks them to sign in or register; its form needs a
 * session to send anything: it sits in the signed-in layout, which sends a visitor to sign in and back. SPEC.md also lists /androidLogs, but
 * the page there lists people's punches (Data Privacy Act): it asks for a session like any other.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/forgot_password',
  '/verify_token',
  '/confirm-email',
  '/verify_social_oauth',
  '/schedule_response',
  '/503',
  '/404',
  '/jobs',
  '/jobs/register',
  '/jobs/verify_email',
  '/jobs/preview/:code',
  '/jobs/apply_now',
  '/jobs/apply_now/:jobID/applicant/:applicantID',
  // Document tracking: what the routing slip's QR code opens (the status and office only, without a session).
  '/dts/track/:tracking_number',
  // The face attendance kiosk (issue 37): a tablet with a kiosk key of its own, which only it opens (no session).
  '/edats/face/recognize',
] as const;

const PUBLIC_PATTERNS: ReadonlySet<string> = new Set(PUBLIC_PATHS);

/** Whether a route of the table (its path pattern, as written there) is public: the router asks it of every bare route. */
export function isPublicRoutePattern(pattern: string): boolean {
  return PUBLIC_PATTERNS.has(pattern);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
