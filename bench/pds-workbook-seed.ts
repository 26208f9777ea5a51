import type { createDatabase } from '@hris/db';

// The PDS workbook bench's people (bench-server --pds-workbooks): 1,000 employees, each with a PDS holding only the date
// of birth HR keeps, as before a university moves its PDS workbooks in. Set-based, so it takes well under a second.

export type PdsWorkbookBenchData = { people: { surname: string; firstName: string; birthDate: string }[] };

export const PDS_BENCH_PEOPLE = 1_000;

/** The n-th bench person's names and date of birth (dd/mm/yyyy as the form has it). */
export const benchPerson = (n: number) => {
  const day = 1 + (n % 28);
  const month = 1 + (n % 12);
  const year = 1960 + (n % 40);
  const pad = (x: number) => String(x).padStart(2, '0');
  return { surname: `WORKBOOK ${n}`, firstName: 'BENCH', birthDate: `${pad(day)}/${pad(month)}/${year}`, iso: `${year}-${pad(month)}-${pad(day)}` };
};

export async function seedPdsWorkbookPeople(db: ReturnType<typeof createDatabase>): Promise<PdsWorkbookBenchData> {
  const people = Array.from({ length: PDS_BENCH_PEOPLE }, (_, i) => benchPerson(i + 1));
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  await q(
    `WITH made AS (
       INSERT INTO personnel (first_name, last_name, campus_id, employment_kind)
       SELECT 'Bench', 'Workbook ' || n, (SELECT min(id) FROM campuses), 'staff' FROM generate_series(1, $1::int) n
       RETURNING id, last_name)
     INSERT INTO pds_entries (personnel_id, section, data)
     SELECT m.id, 'personal', jsonb_build_object('birth_date', b.iso) FROM made m JOIN unnest($2::text[], $3::text[]) AS b(last_name, iso) ON b.last_name = m.last_name`,
    [people.length, people.map((p) => `Workbook ${p.surname.slice('WORKBOOK '.length)}`), people.map((p) => p.iso)],
  );
  return { people: people.map(({ surname, firstName, birthDate }) => ({ surname, firstName, birthDate })) };
}
