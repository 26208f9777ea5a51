import type { Database } from '../client';

// The demo's scholarships (issue 22): two graduate study programs (one year of service for every year of study), and
// the scholarship committee whose members vote on applications: Maria Santos chairs it, Jose Reyes is its secretary,
// Carmen Villanueva a member. Idempotent: a program or a seat already there stays as it is.

const PROGRAMS = [
  {
    name: "Master's degree (local)",
    description: 'Graduate study in a Philippine university: tuition, books and a monthly stipend for two years.',
    grant: 24_000_000,
    durationMonths: 24,
    obligationMonths: 24,
    slots: 5,
    openTo: 'everyone',
    degreeRequired: null,
  },
  {
    name: 'Doctorate (local)',
    description: 'Doctoral study in a Philippine university, for faculty: three years, three years of service.',
    grant: 54_000_000,
    durationMonths: 36,
    obligationMonths: 36,
    slots: 2,
    // Issue 42: the faculty's program, taken after a master's degree (an Administrative Assistant is refused, told why).
    openTo: 'faculty',
    degreeRequired: 'master',
  },
];

const COMMITTEE: [email: string, role: 'chair' | 'secretary' | 'member'][] = [
  ['admin@hris.test', 'chair'],
  ['hr@hris.test', 'secretary'],
  ['accounting@hris.test', 'member'],
];

export async function seedDemoScholarships(db: Database): Promise<void> {
  for (const p of PROGRAMS) {
    await db.$client.query(
      `INSERT INTO scholarship_programs (name, description, "grant", duration_months, obligation_months, slots, open_to, degree_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [p.name, p.description, p.grant, p.durationMonths, p.obligationMonths, p.slots, p.openTo, p.degreeRequired],
    );
  }
  for (const [email, role] of COMMITTEE) {
    await db.$client.query(
      `INSERT INTO ld_committee_members (committee, user_id, role) SELECT 'scholarship', id, $2 FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
      [email, role],
    );
  }
}
