import type { Deps } from './deps';
import { execute, query, queryOne } from './query';
import { openSecret, sealSecret } from './secret-box';
import { isPermanentFailure, type MailMessage, type MailTransport } from './mail-transport';

export type { MailMessage } from './mail-transport';

/** Whether the message reached the relay before the sender's answer; when not, it waits in the queue and is retried. */
export type MailOutcome = { sent: boolean; error: string | null };

export type Mailer = {
  /** Queues the message and tries it at once, waiting a few seconds at most; never throws for the relay's sake. */
  send: (message: MailMessage) => Promise<MailOutcome>;
  /**
   * Queues many messages at once (an import's 5,000 invitations) in one statement and starts delivering them in the
   * background, four at a time, instead of trying each while the sender waits; the retry job takes over any left.
   */
  queueMany: (messages: MailMessage[]) => Promise<void>;
  /** The retry job: delivers every queued message whose time has come (safe on every instance at once). */
  deliverDue: () => Promise<number>;
  /** Tries one waiting or failed message now (the administrators' "Retry now"); null when it is not waiting. */
  retryNow: (id: number) => Promise<MailOutcome | null>;
  usesOutbox: boolean;
  /** Waits for deliveries under way, then closes the transport. */
  close: () => Promise<void>;
};

// One mechanism for e-mail: every message is a row of outgoing_mail (migration 0042) before it is tried, so a relay
// that is down, slow or refusing for a while (STARTTLS with a certificate not trusted yet, 421 "too busy") costs no
// sign-in and loses no message: the sender is answered within the transport's few seconds, and the job below tries
// again after 1, 2, 4… minutes (at most an hour apart) until the relay takes it, refuses it for good (5xx), or it
// is a day old. Times are the app's clock, so tests move through the backoff without waiting for it. While a message
// waits, its body (a code, a reset or invitation link) rests sealed under DATA_KEY, as the two-factor secrets do: the
// tokens' own tables keep only hashes, and a copy of the database must not hand them out through the queue either.

/** A claimed message ('sending') is another instance's to finish until then; a stopped instance's claim lapses. */
const CLAIM_MINUTES = 10;
const MAX_BACKOFF_MINUTES = 60;
/** A message not taken after this long is failed: its code or link has expired long since. */
const GIVE_UP_HOURS = 24;
/** Sent rows (their bodies already cleared) are kept this long for the record, failed ones until discarded or this old. */
const KEEP_SENT_HOURS = 24;
const KEEP_FAILED_DAYS = 30;
/** Messages one instance claims at a time, and delivers side by side. */
const BATCH = 20;
const AT_ONCE = 4;

type Claimed = { id: number; to_address: string; subject: string; body_text: string; body_html: string | null };

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 500);

export function createMailer(deps: Pick<Deps, 'db' | 'clock' | 'log'> & { dataKey: string }, transport: MailTransport): Mailer {
  const { db, clock, dataKey } = deps;
  const underWay = new Set<Promise<MailOutcome>>();

  const messageOf = (row: Claimed): MailMessage => ({
    to: row.to_address,
    subject: row.subject,
    text: openSecret(dataKey, row.body_text),
    ...(row.body_html === null ? {} : { html: openSecret(dataKey, row.body_html) }),
  });

  async function recordSent(id: number) {
    // The body may hold a sign-in code or a reset link: gone as soon as the relay has it.
    await execute(db, `UPDATE outgoing_mail SET status = 'sent', sent_at = $2, body_text = '', body_html = NULL, last_error = NULL WHERE id = $1`, [
      id,
      clock.now(),
    ]);
  }

  async function recordFailure(row: Claimed, err: unknown): Promise<string> {
    const reason = reasonOf(err);
    const { status } = (await queryOne<{ status: string }>(
      db,
      `UPDATE outgoing_mail
          SET status = CASE WHEN $3 OR created_at <= $2::timestamptz - make_interval(hours => $5) THEN 'failed' ELSE 'queued' END,
              last_error = $4,
              next_attempt_at = $2::timestamptz + make_interval(mins => least($6, power(2, greatest(attempts, 1) - 1))::int)
        WHERE id = $1
        RETURNING status`,
      [row.id, clock.now(), isPermanentFailure(err), reason, GIVE_UP_HOURS, MAX_BACKOFF_MINUTES],
    )) ?? { status: 'queued' };
    deps.log.warn(`mail to ${row.to_address} (${row.subject}) ${status === 'failed' ? 'failed' : 'not sent yet, will be retried'}: ${reason}`);
    return reason;
  }

  /** Delivers a claimed row and records how it went; tracked so that closing waits for it. */
  function attempt(row: Claimed): Promise<MailOutcome> {
    // A body that does not open (DATA_KEY changed) fails this try like a refusal, recorded on the message.
    const outcome = Promise.resolve(row)
      .then((r) => transport.deliver(messageOf(r)))
      .then(
        () => recordSent(row.id).then(() => ({ sent: true, error: null })),
        (err: unknown) => recordFailure(row, err).then((error) => ({ sent: false, error })),
      );
    underWay.add(outcome);
    void outcome
      .catch((err: unknown) => deps.log.error(err, `mail to ${row.to_address}: the outcome could not be recorded`))
      .finally(() => underWay.delete(outcome));
    return outcome;
  }

  /** The attempt's outcome, or "not sent yet" once the transport's wait is over (the attempt goes on and records itself). */
  async function waitFor(outcome: Promise<MailOutcome>): Promise<MailOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<MailOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ sent: false, error: 'the mail server did not answer in time' }), transport.waitMs);
    });
    try {
      return await Promise.race([outcome, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const claimSql = (where: string) => `
    UPDATE outgoing_mail SET status = 'sending', attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
     WHERE id IN (SELECT id FROM outgoing_mail WHERE ${where} ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, body_text, body_html`;

  return {
    usesOutbox: transport.usesOutbox,

    async send(message) {
      const now = clock.now();
      const row = await queryOne<Claimed>(
        db,
        `INSERT INTO outgoing_mail (to_address, subject, body_text, body_html, status, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, 'sending', 1, $5::timestamptz + make_interval(mins => ${CLAIM_MINUTES}), $5)
         RETURNING id, to_address, subject, body_text, body_html`,
        [message.to, message.subject, sealSecret(dataKey, message.text), message.html === undefined ? null : sealSecret(dataKey, message.html), now],
      );
      return waitFor(attempt(row!));
    },

    async queueMany(messages) {
      if (!messages.length) return;
      await execute(
        db,
        `INSERT INTO outgoing_mail (to_address, subject, body_text, body_html, status, attempts, next_attempt_at, created_at)
         SELECT m.to_address, m.subject, m.body_text, m.body_html, 'queued', 0, $5, $5
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS m(to_address, subject, body_text, body_html)`,
        [
          messages.map((m) => m.to),
          messages.map((m) => m.subject),
          messages.map((m) => sealSecret(dataKey, m.text)),
          messages.map((m) => (m.html === undefined ? null : sealSecret(dataKey, m.html))),
          clock.now(),
        ],
      );
      const delivering: Promise<MailOutcome> = this.deliverDue().then(
        () => ({ sent: true, error: null }),
        (err: unknown) => {
          deps.log.warn(`queued mail not delivered yet, the retry job will: ${reasonOf(err)}`);
          return { sent: false, error: reasonOf(err) };
        },
      );
      underWay.add(delivering);
      void delivering.finally(() => underWay.delete(delivering));
    },

    async deliverDue() {
      let delivered = 0;
      for (;;) {
        // Due, or claimed by an instance that stopped before it finished.
        const rows = await query<Claimed>(db, claimSql(`status IN ('queued', 'sending') AND next_attempt_at <= $1`), [clock.now()]);
        if (!rows.length) break;
        const outcomes: MailOutcome[] = [];
        const worker = async () => {
          for (let row = rows.shift(); row; row = rows.shift()) outcomes.push(await attempt(row));
        };
        await Promise.all(Array.from({ length: AT_ONCE }, worker));
        delivered += outcomes.filter((o) => o.sent).length;
      }
      const now = clock.now();
      await execute(
        db,
        `DELETE FROM outgoing_mail
          WHERE (status = 'sent' AND sent_at < $1::timestamptz - make_interval(hours => $2))
             OR (status = 'failed' AND created_at < $1::timestamptz - make_interval(days => $3))`,
        [now, KEEP_SENT_HOURS, KEEP_FAILED_DAYS],
      );
      return delivered;
    },

    async retryNow(id) {
      const [row] = await query<Claimed>(db, claimSql(`id = $2 AND status IN ('queued', 'failed')`), [clock.now(), id]);
      return row ? waitFor(attempt(row)) : null;
    },

    async close() {
      await Promise.allSettled([...underWay]);
      transport.close();
    },
  };
}
