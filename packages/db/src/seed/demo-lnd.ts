import type { Database } from '../client';

/**
 * The demo's learning and development setup (issue 22): who sits on the committees (the scholarship committee: demo-scholarships.ts), the current L&D year's budget
 * of three offices, and the competency profile of the Administrative Assistant II position (staff@'s), so that the
 * plan form suggests levels and the secretariat's dashboard weighs plans against a budget. Once: what HR changes stays.
 */
export async function seedDemoLnd(db: Database): Promise<void> {
  const client = db.$client;
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM ld_committee_members WHERE committee <> 'scholarship'`);
  if (rows[0].n > 0) return;
  await client.query(
    `INSERT INTO ld_committee_members (committee, user_id, role)
     SELECT s.committee, u.id, s.role FROM (VALUES
       ('faculty', 'admin@hris.test', 'chair'), ('administrative', 'admin@hris.test', 'chair'), ('department_personnel', 'admin@hris.test', 'chair'),
       ('faculty', 'head@hris.test', 'member'), ('administrative', 'hr@hris.test', 'secretary')
     ) s(committee, email, role) JOIN users u ON lower(u.email) = s.email
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO ld_budgets (year, department_id, fund_source_id, amount)
     SELECT y.year, d.id, f.id, b.amount FROM (VALUES ('CAS', 25000000), ('HRMO', 12000000), ('ACCTG', 8000000)) b(office, amount)
       JOIN departments d ON d.acronym = b.office JOIN fund_sources f ON f.code = '101' JOIN ld_years y ON y.is_current
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO position_competencies (position_id, competency_id, level)
     SELECT p.id, c.id, v.level FROM (VALUES ('Delivering Service Excellence', 2), ('Interpersonal Skills', 2), ('Writing Effectively', 2),
            ('Records Management', 3)) v(name, level)
       JOIN competencies c ON c.name = v.name JOIN positions p ON p.name = 'Administrative Assistant II'
     ON CONFLICT DO NOTHING`,
  );
}
