import type { Database } from '../client';

/**
 * The demo's feedback (issue 24): about eighty ratings from the demo accounts over the last twelve months on a few
 * modules (so /feedback/list draws its averages per month), some acknowledged or resolved by admin@ with an answer.
 * Deterministic; once: later work stays.
 */
export async function seedDemoFeedback(db: Database, now: Date): Promise<void> {
  const client = db.$client;
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM feedback`);
  if (rows[0].n > 0) return;
  const { rows: modules } = await client.query<{ id: number; name: string }>(`SELECT id, name FROM feedback_modules WHERE is_active`);
  const { rows: people } = await client.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE email IN ('staff@hris.test', 'head@hris.test', 'hr@hris.test', 'accounting@hris.test') ORDER BY email`,
  );
  const { rows: admins } = await client.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@hris.test'`);
  const moduleId = (name: string) => modules.find((m) => m.name === name)?.id;
  // module, the ratings' pattern (cycled month by month), what they say
  const plan: [string, number[], string[]][] = [
    ['Daily Time Record', [3, 4, 4, 5, 4, 3], ['The DTR matches the biometrics now.', 'Printing the DTR takes a while at month end.']],
    ['Leave', [2, 3, 3, 4, 4, 5], ['Filing leave is quick.', 'I could not see my balance before filing.']],
    ['Personal Data Sheet', [4, 5, 4, 4, 5, 5], ['The PDS form saves as I go: very helpful.', 'Uploading certificates is easy.']],
    ['Payroll', [3, 2, 3, 3, 4, 4], ['The payslip shows every deduction.', 'I would like the payslip on my phone.']],
    ['Learning and Development', [4, 3, 4, 5, 4, 4], ['Finding trainings for my plan is easy.', 'The plan form is long.']],
    ['Document Tracking', [5, 4, 4, 5, 5, 4], ['I always know where my document is.', 'The QR code scan is fast.']],
  ];
  const answers = ['Thank you: we have noted it for the next release.', 'Fixed: please try again and tell us if it still happens.'];
  let n = 0;
  for (const [name, ratings, texts] of plan) {
    const id = moduleId(name);
    if (!id || people.length === 0) continue;
    for (let back = 11; back >= 0; back -= 1) {
      // None, one, two or three in a month, each from the next person.
      const inMonth = (back * 7 + name.length) % 4;
      for (let k = 0; k < inMonth; k += 1) {
        n += 1;
        const who = people[n % people.length]!;
        const rating = Math.max(1, Math.min(5, ratings[(11 - back) % ratings.length]! + ((k + n) % 3) - 1));
        const at = new Date(now.getTime() - back * 30 * 86_400_000 - ((n * 3) % 11) * 86_400_000 - ((n * 5) % 9) * 3_600_000);
        const answered = back > 0 && n % 3 !== 0 && admins[0];
        const status = answered ? (n % 2 ? 'resolved' : 'acknowledged') : 'new';
        await client.query(
          `INSERT INTO feedback (user_id, module_id, rating, text, status, answer, answered_by_user_id, answered_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
          [
            who.id,
            id,
            rating,
            texts[n % texts.length],
            status,
            answered ? answers[n % 2] : null,
            answered ? admins[0]!.id : null,
            answered ? new Date(at.getTime() + 86_400_000) : null,
            at,
          ],
        );
      }
    }
  }
}
