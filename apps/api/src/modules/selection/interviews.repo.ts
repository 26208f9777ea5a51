import type { Queryable } from '@hris/db';
import { ZInterviewSlot, type TInterviewSlot, type TSlotInvitation } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// Interview times of a post and the invitations to them, answered through a signed link.

export type SlotRow = { id: number; job_post_id: number; starts_at: string; venue: string };
export type InvitationView = TSlotInvitation;

export async function slotsOf(db: Queryable, postId: number): Promise<TInterviewSlot[]> {
  return query(
    db,
    ZInterviewSlot,
    `SELECT s.id, s.job_post_id, s.starts_at, s.venue,
            coalesce((SELECT json_agg(json_build_object('id', i.id, 'application_id', i.application_id, 'applicant_name', u.name, 'response', i.response,
                                                        'response_note', i.response_note, 'responded_at', i.responded_at) ORDER BY lower(u.name))
                        FROM interview_invitations i JOIN job_applications a ON a.id = i.application_id JOIN users u ON u.id = a.applicant_user_id
                       WHERE i.slot_id = s.id), '[]') AS invitations
       FROM interview_slots s WHERE s.job_post_id = $1 ORDER BY s.starts_at, s.id`,
    [postId],
  );
}

export async function findSlot(db: Queryable, id: number): Promise<(SlotRow & { invitations: number }) | null> {
  return queryOne<SlotRow & { invitations: number }>(
    db,
    `SELECT s.id, s.job_post_id, s.starts_at, s.venue, (SELECT count(*)::int FROM interview_invitations i WHERE i.slot_id = s.id) AS invitations FROM interview_slots s WHERE s.id = $1`,
    [id],
  );
}

export async function insertSlot(db: Queryable, postId: number, startsAt: string, venue: string): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO interview_slots (job_post_id, starts_at, venue) VALUES ($1, $2, $3) RETURNING id`, [
    postId,
    startsAt,
    venue,
  ]);
  return row!.id;
}

export async function deleteSlot(db: Queryable, id: number) {
  await execute(db, `DELETE FROM interview_slots WHERE id = $1`, [id]);
}

/** The applications of a post among `ids`, with their stage and applicant. */
export async function applicationsOfPost(db: Queryable, postId: number, ids: number[]): Promise<{ id: number; status: string; name: string }[]> {
  return query<{ id: number; status: string; name: string }>(
    db,
    `SELECT a.id, a.status, u.name FROM job_applications a JOIN users u ON u.id = a.applicant_user_id WHERE a.job_post_id = $1 AND a.id = ANY($2::int[])`,
    [postId, ids],
  );
}

/**
 * Invites an application to a slot; an earlier invitation of the same application (answered with
 * "another time", say) gives way to the new one, so its link stops working.
 */
export async function replaceInvitation(db: Queryable, applicationId: number, slotId: number): Promise<number> {
  await execute(db, `DELETE FROM interview_invitations WHERE application_id = $1`, [applicationId]);
  const row = await queryOne<{ id: number }>(db, `INSERT INTO interview_invitations (application_id, slot_id) VALUES ($1, $2) RETURNING id`, [
    applicationId,
    slotId,
  ]);
  return row!.id;
}

export type InvitationRow = {
  id: number;
  application_id: number;
  application_status: string;
  applicant_name: string;
  position: string;
  post_id: number;
  post_code: string;
  post_created_by: number | null;
  starts_at: string;
  venue: string;
  response: TSlotInvitation['response'];
  response_note: string | null;
};

export async function findInvitation(db: Queryable, id: number): Promise<InvitationRow | null> {
  return queryOne<InvitationRow>(
    db,
    `SELECT i.id, i.application_id, a.status AS application_status, u.name AS applicant_name, pos.name AS position, j.id AS post_id, j.code AS post_code, j.created_by_user_id AS post_created_by,
            s.starts_at, s.venue, i.response, i.response_note
       FROM interview_invitations i
       JOIN interview_slots s ON s.id = i.slot_id
       JOIN job_applications a ON a.id = i.application_id
       JOIN users u ON u.id = a.applicant_user_id
       JOIN job_posts j ON j.id = a.job_post_id
       JOIN positions pos ON pos.id = j.position_id
      WHERE i.id = $1`,
    [id],
  );
}

export async function saveResponse(db: Queryable, id: number, response: string, note: string | null, at: Date) {
  await execute(db, `UPDATE interview_invitations SET response = $2, response_note = $3, responded_at = $4 WHERE id = $1`, [id, response, note, at]);
}
