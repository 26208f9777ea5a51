import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './env';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decodes a quoted-printable body (nodemailer's usual transfer encoding). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The readable text of a raw RFC 822 message: decoded parts first (QP, base64), then the raw text. */
function readableText(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((match) =>
    Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [decodeQuotedPrintable(raw), ...base64Parts, raw].join('\n');
}

type OutboxMail = { file: string; sentAt: number; text: string };

/** Outbox files are `<timestamp>-…-<to>.eml`; the timestamp (ms) orders them. */
async function mailsTo(address: string): Promise<OutboxMail[]> {
  const folder = path.join(DATA_DIR, 'outbox');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    if (!name.endsWith('.eml') || !name.toLowerCase().includes(address.toLowerCase())) continue;
    const file = path.join(folder, name);
    const stamp = Number(/^(\d+)/.exec(name)?.[1]);
    const sentAt = Number.isFinite(stamp) && stamp > 0 ? stamp : (await fs.stat(file)).mtimeMs;
    mails.push({ file, sentAt, text: readableText(await fs.readFile(file, 'utf8')) });
  }
  return mails.sort((a, b) => b.sentAt - a.sentAt);
}

/**
 * Waits for the newest e-mail to `address` sent at or after `since` (server and tests share
 * the clock) and returns its text. No slack: an earlier e-mail would carry an already used code.
 */
export async function waitForMail(address: string, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = (await mailsTo(address)).find((mail) => mail.sentAt >= since);
    if (newest) return newest.text;
    await sleep(200);
  }
  throw new Error(`no e-mail to ${address} in the outbox since ${new Date(since).toISOString()}`);
}

/**
 * The 2FA code of the newest sign-in e-mail ("Your verification code is: 123456") sent at or after `since`. Other
 * mail to the same address in between (the demo's overdue-document notice, sent as the server starts) is passed over.
 */
export async function waitForSignInCode(address: string, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await mailsTo(address)) {
      if (mail.sentAt < since) break;
      const code = /verification code is:\s*(\d{6})/i.exec(mail.text)?.[1];
      if (code) return code;
    }
    await sleep(200);
  }
  throw new Error(`no sign-in code e-mailed to ${address} since ${new Date(since).toISOString()}`);
}
