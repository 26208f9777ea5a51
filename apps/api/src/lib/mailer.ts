import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; usesOutbox: boolean; close: () => void };

/**
 * One mechanism for e-mail: nodemailer over SMTP_URL, or, with none set (never in production: config.ts
 * refuses), a message file in DATA_DIR/outbox so a newcomer can still read the codes.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      usesOutbox: false,
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, ...m });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let privateOutbox = false;
  return {
    usesOutbox: true,
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
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
