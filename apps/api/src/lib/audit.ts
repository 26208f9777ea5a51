import { auditLog, type Database } from '@hris/db';
import { isOwnRecord, type Actor } from './actor';

export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

const rowOf = (entry: AuditEntry) => ({
  actorUserId: entry.actorUserId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: entry.ip ?? null,
});

/** Writes one audit row: who, when, what, before and after (DESIGN.md, Data). */
export async function writeAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
}

type Waiting = { row: ReturnType<typeof rowOf>; done: (err?: Error) => void };

/**
 * Read audits written together (group commit): the rows of requests that arrive while a write is under way go in the
 * next one, one INSERT and one commit for all of them, and each request answers only once its own row is committed.
 * A list of other people's data read all day (the plantilla of personnel) would otherwise cost a commit, and a wait
 * for the disk, per request: a fifth of what the list answers without it (bench:plantilla).
 */
class GroupWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Pick<Database, 'insert'>) {}

  write(row: Waiting['row']): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, 500);
      try {
        await this.db.insert(auditLog).values(batch.map((w) => w.row));
        batch.forEach((w) => w.done());
      } catch (err) {
        batch.forEach((w) => w.done(err instanceof Error ? err : new Error('The audit rows could not be written.')));
      }
    }
    this.writing = false;
  }
}

const writers = new WeakMap<object, GroupWriter>();

/** writeAudit for reads, through the database's group writer. */
function writeReadAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new GroupWriter(db)));
  return writer.write(rowOf(entry));
}

/** Whose personal data a read opened: a personnel record, several (a department's DTRs), or an account (an applicant). */
export type PersonalReadSubject = { personnelId: number } | { personnelIds: number[] } | { userId: number };

export type PersonalRead = PersonalReadSubject & {
  /** What kind of record: 'leave_attachment', 'applicant_profile', 'applicant_document', 'personnel_export', 'dtr', 'service_record', 'coe'. */
  entity: string;
  /** The record read, when it has an id of its own (the leave application, the document…). */
  entityId?: string | number | null;
  /** What was read, in words ("medical certificate", "Form 48, May 2026"), never the data itself. */
  what: string;
  /** Anything else that says which record (the filters of an export, the month…), never the data itself. */
  details?: Record<string, unknown>;
};

/**
 * The Data Privacy Act (RA 10173) asks who opened whose personal data: one audit row (action 'read') per
 * read by someone other than its owner, naming the person read in `after` (personnel_id, personnel_ids or
 * user_id) so the audit trail finds it by person. The owner's own reads are not logged.
 */
export async function auditPersonalRead(deps: { db: Pick<Database, 'insert'> }, actor: Actor, read: PersonalRead): Promise<void> {
  const subject: Record<string, unknown> = {};
  if ('personnelId' in read) {
    if (isOwnRecord(actor, read.personnelId)) return;
    subject.personnel_id = read.personnelId;
  } else if ('personnelIds' in read) {
    const others = [...new Set(read.personnelIds)].filter((id) => !isOwnRecord(actor, id));
    if (others.length === 0) return;
    subject.personnel_ids = others;
  } else {
    if (read.userId === actor.userId) return;
    subject.user_id = read.userId;
  }
  await writeReadAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'read',
    entity: read.entity,
    entityId: read.entityId ?? null,
    after: { what: read.what, ...read.details, ...subject },
    ip: actor.ip,
  });
}
