import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import { notify } from '../notifications';
import * as repo from './dts.repo';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Overdue documents (issue 19): once a day while a document stays past its working days at an office, its holder and
// the office's head (and OIC) hear of it, in the bell and by e-mail. The job runs every hour on every instance; the
// advisory lock lets one do it, and the day's mark on each document keeps it to once a day.

const DTS_OVERDUE_LOCK = ADVISORY_LOCKS.dtsOverdue;

/** Tells of every overdue document not yet told of today; answers how many documents and notices. */
export async function tellOverdue(deps: Deps): Promise<{ documents: number; notices: number }> {
  const due = await repo.takeOverdueToTell(deps.db, deps.clock.now(), deps.clock.today());
  let notices = 0;
  for (const doc of due) {
    // A confidential document's title stays on its route: the notice names it by its tracking number only.
    const what = doc.confidential ? doc.tracking_number : `${doc.tracking_number} (${doc.title})`;
    const title = `Overdue document: ${doc.tracking_number}`;
    const description = `${what} has been at ${doc.office} past its processing time. Act on it, or forward it.`;
    for (const r of doc.recipients) {
      await notify(deps, { userId: r.user_id }, { title, description, link: doc.log_id ? `/dts/overdue/document/${doc.log_id}` : '/dts' });
      await deps.mailer
        .send({ to: r.email, subject: title, text: `Good day, ${r.name}.\n\n${description}\n\nOpen it in the HRIS: Document tracking → Overdue.\n` })
        .catch((err: unknown) => deps.log.error(err, `dts: the overdue e-mail to ${r.email} was not sent`));
      notices++;
    }
  }
  return { documents: due.length, notices };
}

export function runOverdueOnce(deps: Deps) {
  return runLocked(deps, DTS_OVERDUE_LOCK, () => tellOverdue(deps));
}
