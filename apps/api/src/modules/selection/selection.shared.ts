import type { TPostSummary } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import * as repo from './selection.repo';

// What the selection services share: the post as the selection pages show it, and how dates read.

/** A job post without its standards and documents: what the board, the interviews and the RAI need. */
export type PostSummary = TPostSummary;

/** The job post, or 404 (drafts included: callers decide what a draft allows). */
export async function mustFindPost(deps: Deps, id: number): Promise<PostSummary> {
  const post = await repo.postSummary(deps.db, id);
  if (!post) throw AppError.notFound('The job post was not found.');
  return post;
}

const WHEN = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An interview time as applicants read it, in Philippine time: "Monday, May 4, 2026 at 9:00 AM". */
export function interviewTime(instant: string | Date): string {
  return WHEN.format(new Date(instant));
}
