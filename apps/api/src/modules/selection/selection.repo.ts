import type { Queryable } from '@hris/db';
import { ZPostSummary, type TPostSummary } from '@hris/contracts';
import { execute, queryOne } from '../../lib/query';

// What the selection pages share: the job post they are about, and the campuses a board may belong to.

/** A job post without its standards and documents (drafts included). */
export function postSummary(db: Queryable, id: number): Promise<TPostSummary | null> {
  return queryOne(
    db,
    ZPostSummary,
    `SELECT j.id, j.code, j.plantilla_item_no, j.salary_grade, j.monthly_salary::float8 AS monthly_salary, j.board, j.slots, j.status, j.publish_from::text, j.closing_date::text,
            json_build_object('id', pos.id, 'name', pos.name) AS position,
            json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
            json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus
       FROM job_posts j JOIN positions pos ON pos.id = j.position_id JOIN departments d ON d.id = j.department_id JOIN campuses c ON c.id = j.campus_id
      WHERE j.id = $1`,
    [id],
  );
}

export async function campusExists(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM campuses WHERE id = $1`, [id])) > 0;
}
