import { ZPostSummary, type TPostSummary } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { queryOne } from '../../lib/query';
import type { Deps } from '../../lib/deps';

// What the selection services share: the post as the selection pages show it, and how dates read.

/** A job post without its standards and documents: what the board, the interviews and the RAI need. */
export type PostSummary = TPostSummary;

/** The job post, or 404 (drafts included: callers decide what a draft allows). */
export async function mustFindPost(deps: Deps, id: number): Promise<PostSummary> {
  const post = await queryOne(
    deps.db,
    ZPostSummary,
    `SELECT j.id, j.code, j.plantilla_item_no, j.salary_grade, j.monthly_salary::float8 AS monthly_salary, j.board, j.slots, j.status, j.publish_from::text, j.closing_date::text,
            json_build_object('id', pos.id, 'name', pos.name) AS position,
            json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
            json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
       FROM job_posts j JOIN positions pos ON pos.id = j.position_id JOIN departments d ON d.id = j.department_id JOIN campuses c ON c.id = j.campus_id
      WHERE j.id = $1`,
    [id],
  );
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
