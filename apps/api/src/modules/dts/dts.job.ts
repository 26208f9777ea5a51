import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import { notifyMany } from '../notifications';
import * as repo from './dts.repo';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Overdue documents (issue 19): once a day while a document stays past its working days at an office, its holder and
// the office's head (and OIC) hear of it, in the bell and by e-mail. The job runs every hour on every instance; the
// advisory lock lets one do it, and the day's mark on each document keeps it to once a day.

const DTS_OVERDUE_LOCK = ADVISORY_LOCKS.dtsOverdue;
/** Documents an e-mail lists by name; the rest are counted (the HRIS lists them all). */
const MAIL_LISTS = 50;
/** E-mails on their way at once (an SMTP server answers each in tens of milliseconds). */
const MAILS_AT_ONCE = 4;

type Mail = { email: string; name: string; documents: { trackingNumber: string; what: string; office: string }[] };

/**
 * Tells of every overdue document not yet told of today; answers how many documents and notices. A notice in the bell
 * for each document (it opens the step that made it late), stored together; and one e-mail a day to each person,
 * listing all of theirs: an office head whose office holds a hundred late documents gets one message, not a hundred.
 */
export async function tellOverdue(deps: Deps): Promise<{ documents: number; notices: number }> {
  const due = await repo.takeOverdueToTell(deps.db, deps.clock.now(), deps.clock.today());
  const notices: Parameters<typeof notifyMany>[1] = [];
  const mails = new Map<number, Mail>();
  for (const doc of due) {
    // A confidential document's title stays on its route: the notice names it by its tracking number only.
    const what = doc.confidential ? doc.tracking_number : `${doc.tracking_number} (${doc.title})`;
    const title = `Overdue document: ${doc.tracking_number}`;
    const description = `${what} has been at ${doc.office} past its processing time. Act on it, or forward it.`;
    const link = doc.log_id ? `/dts/overdue/document/${doc.log_id}` : '/dts';
    for (const r of doc.recipients) {
      notices.push({ userId: r.user_id, input: { title, description, link } });
      const mail = mails.get(r.user_id) ?? { email: r.email, name: r.name, documents: [] };
      mail.documents.push({ trackingNumber: doc.tracking_number, what, office: doc.office });
      mails.set(r.user_id, mail);
    }
  }
  await notifyMany(deps, notices);
  const queue = [...mails.values()];
  const sender = async () => {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      const to = mail.email;
      await deps.mailer.send(overdueMail(mail)).catch((err: unknown) => deps.log.error(err, `dts: the overdue e-mail to ${to} was not sent`));
    }
  };
  await Promise.all(Array.from({ length: MAILS_AT_ONCE }, sender));
  return { documents: due.length, notices: notices.length };
}

function overdueMail({ email, name, documents }: Mail) {
  if (documents.length === 1) {
    const [doc] = documents as [Mail['documents'][number]];
    return {
      to: email,
      subject: `Overdue document: ${doc.trackingNumber}`,
      text: `Good day, ${name}.\n\n${doc.what} has been at ${doc.office} past its processing time. Act on it, or forward it.\n\nOpen it in the HRIS: Document tracking → Overdue.\n`,
    };
  }
  const listed = documents.slice(0, MAIL_LISTS).map((d) => `Overdue document: ${d.what}, at ${d.office}`);
  const more = documents.length > MAIL_LISTS ? `\n…and ${documents.length - MAIL_LISTS} more.` : '';
  return {
    to: email,
    subject: `${documents.length} overdue documents`,
    text: `Good day, ${name}.\n\nThese ${documents.length} documents have been past their processing time. Act on them, or forward them.\n\n${listed.join('\n')}${more}\n\nOpen them in the HRIS: Document tracking → Overdue.\n`,
  };
}

export function runOverdueOnce(deps: Deps) {
  return runLocked(deps, DTS_OVERDUE_LOCK, () => tellOverdue(deps));
}
