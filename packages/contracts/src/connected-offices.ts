import { z } from './zod';
import { idField, textField } from './text';
import { ZDepartmentRef, ZTimestamp, ZDateString } from './responses';

/**
 * The connected office (SPEC.md §2 My Account → connectedoffice, issue 24): the offices an employee belongs to or acts
 * for, read from the records (their department and the units under it, the offices they head, stand in for as OIC or
 * keep the DTRs of), and their connections to other offices, each asked for and decided by that office's head.
 */

export const OFFICE_CONNECTION_STATUSES = ['pending', 'approved', 'returned', 'disapproved', 'cancelled', 'ended'] as const;
export type TOfficeConnectionStatus = (typeof OFFICE_CONNECTION_STATUSES)[number];

/** Why an office is one of the person's. */
export const OFFICE_TIES = ['own', 'unit', 'head', 'oic', 'dtr_clerk', 'connected'] as const;
export type TOfficeTie = (typeof OFFICE_TIES)[number];

export const ZOfficeConnectionBody = z.object({
  department_id: idField('office'),
  reason: textField('reason', 'The reason field is required.')
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason must not be longer than 500 characters.'),
});
export type TOfficeConnectionBody = z.infer<typeof ZOfficeConnectionBody>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/** One office of the person's, with why ("Your office", "Head", "Connected since … (approved by …)"). */
export const ZConnectedOffice = z.object({
  office: ZDepartmentRef,
  tie: z.enum(OFFICE_TIES),
  why: z.string(),
  /** The connection's id, for a connected office (it may be ended). */
  connection_id: z.number().int().nullable(),
});
export type TConnectedOffice = z.infer<typeof ZConnectedOffice>;

/** A request to be connected, as its requester or the office's head reads it. */
export const ZOfficeConnection = z.object({
  id: z.number().int(),
  office: ZDepartmentRef,
  person: z.object({ id: z.number().int(), fullname: z.string(), office: z.string().nullable() }),
  reason: z.string(),
  status: z.enum(OFFICE_CONNECTION_STATUSES),
  approval_request_id: z.number().int().nullable(),
  decided_by: z.string().nullable(),
  decided_at: ZTimestamp.nullable(),
  ended_on: ZDateString.nullable(),
  created_at: ZTimestamp,
});
export type TOfficeConnection = z.infer<typeof ZOfficeConnection>;

/** GET /api/connected-offices: the offices and the person's requests, newest first. */
export const ZConnectedOfficesAnswer = z.object({ offices: z.array(ZConnectedOffice), requests: z.array(ZOfficeConnection) });
export type TConnectedOfficesAnswer = z.infer<typeof ZConnectedOfficesAnswer>;

/** GET /api/connected-offices/people: the people connected to the offices the caller heads or stands in for. */
export const ZOfficeConnectionList = z.object({ connections: z.array(ZOfficeConnection) });
export type TOfficeConnectionList = z.infer<typeof ZOfficeConnectionList>;

export const ZOfficeConnectionSaved = z.object({ message: z.string(), connection: ZOfficeConnection });
export type TOfficeConnectionSaved = z.infer<typeof ZOfficeConnectionSaved>;
