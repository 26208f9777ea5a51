import fs from 'node:fs';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** How a message reaches the relay (or the dev outbox); the queue (mailer.ts) decides when and how often. */
export type MailTransport = {
  /** Hands one message over; rejects with the relay's error when it could not. */
  deliver: (message: MailMessage) => Promise<void>;
  /** How long a sender waits for a delivery before answering that it is not sent yet (it goes on meanwhile). */
  waitMs: number;
  usesOutbox: boolean;
  close: () => void;
};

export type TransportConfig = Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'> & Partial<Pick<AppConfig, 'smtpCa' | 'smtpTlsRejectUnauthorized'>>;

/**
 * A few seconds, not nodemailer's minutes (2 min to connect, 10 min of silence): a relay that does not answer must not
 * hold a sign-in; the message stays queued and the retry job tries again.
 */
const TIMEOUT_MS = 5_000;

/** RFC 3834: the product's messages are automatic, so vacation responders and mailing lists do not answer them. */
const HEADERS = { 'Auto-Submitted': 'auto-generated' };

/**
 * Nodemailer over SMTP_URL (its query options, such as `requireTLS=true` or `ignoreTLS=true`, win over these), or, with
 * none set (never in production: config.ts refuses), a message file in DATA_DIR/outbox so a newcomer can still read
 * the codes.
 */
export function createMailTransport(config: TransportConfig, opts: { timeoutMs?: number } = {}): MailTransport {
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      // Silence between replies; a relay that checks the message at the end of DATA may take a while.
      socketTimeout: 3 * timeoutMs,
      tls: {
        // A private CA is trusted besides the public ones (as NODE_EXTRA_CA_CERTS would), not instead of them.
        ...(config.smtpCa ? { ca: [...rootCertificates, config.smtpCa] } : {}),
        ...(config.smtpTlsRejectUnauthorized === false ? { rejectUnauthorized: false } : {}),
      },
    });
    return {
      usesOutbox: false,
      waitMs: timeoutMs,
      deliver: async (m) => {
        await transport.sendMail({ from: config.mailFrom, headers: HEADERS, ...m });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let privateOutbox = false;
  return {
    usesOutbox: true,
    waitMs: timeoutMs,
    deliver: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, headers: HEADERS, ...m });
      // The messages hold sign-in codes and reset links: readable by the server's user only.
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      if (!privateOutbox) {
        fs.chmodSync(outbox, 0o700); // a folder made by an older version was readable by all
        privateOutbox = true;
      }
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outbox, `${Date.now()}-${process.hrtime.bigint() % 1000000n}-${safeTo}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
    close: () => undefined,
  };
}

/**
 * Whether retrying cannot help: the relay refused the message for good with a 5xx reply (550 unknown user), RFC 5321
 * §4.2.1 (503 only says the session was in the wrong state). A refused login (535) is the server's own setting to
 * fix, so it is retried: once SMTP_URL is corrected the waiting messages go. Everything else (refused connections,
 * timeouts, TLS errors, 4xx replies) is temporary.
 */
export function isPermanentFailure(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: number; code?: string };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503 && code !== 'EAUTH';
}
