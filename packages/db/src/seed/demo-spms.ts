import type { Database } from '../client';

/**
 * The demo's SPMS (issue 24): the two semesters of 2026 and the first of 2027 with their windows (today, 25 November
 * 2026, falls in July–December 2026, whose targets may be set until its rating closes on 15 January 2027), and a few
 * success indicators under each of the university's MFOs (the reference seed's univ_mfos). Once: later edits stay.
 */
export async function seedDemoSpms(db: Database): Promise<void> {
  const client = db.$client;
  const periods: [number, number, string, string, string, string, string, string, string, string][] = [
    [2026, 1, '2026-01-01', '2026-06-30', '2026-01-01', '2026-01-31', '2026-07-01', '2026-07-15', '2026-07-16', '2026-07-31'],
    [2026, 2, '2026-07-01', '2026-12-31', '2026-07-01', '2026-07-31', '2027-01-04', '2027-01-15', '2027-01-18', '2027-01-29'],
    [2027, 1, '2027-01-01', '2027-06-30', '2027-01-01', '2027-01-31', '2027-07-01', '2027-07-15', '2027-07-16', '2027-07-30'],
  ];
  for (const p of periods) {
    await client.query(
      `INSERT INTO spms_periods (year, semester, starts_on, ends_on, targets_from, targets_until, rating_from, rating_until, calibration_from, calibration_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (year, semester) DO NOTHING`,
      p,
    );
  }
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM spms_success_indicators`);
  if (rows[0]!.n > 0) return;
  const byMfo: Record<string, [category: string, output: string, indicator: string][]> = {
    'Higher Education Services': [
      ['core', 'Classes handled', '100% of scheduled classes held with syllabi submitted at the start of the semester'],
      ['core', 'Grades submitted', 'Grades of all classes submitted within 5 days after the final examination'],
      ['strategic', 'Curriculum review', 'One program curriculum reviewed and revised by the end of the semester'],
    ],
    'Advanced Education Services': [['core', 'Graduate theses advised', 'At least 2 graduate theses advised to defense within the semester']],
    'Research Services': [
      ['strategic', 'Research papers', '1 research paper completed and presented in a refereed forum within the semester'],
      ['core', 'Research proposals', '1 research proposal approved for funding by the research council'],
    ],
    'Technical Advisory Extension Services': [
      ['core', 'Extension activities', '2 extension activities conducted with a satisfactory rating from 80% of participants'],
    ],
    'General Administration and Support Services': [
      ['support', 'Documents processed', '100% of documents acted on within 3 working days of receipt (ARTA)'],
      ['support', 'Reports submitted', 'Monthly reports submitted on or before the 5th of the following month, without errors'],
    ],
    'Support to Operations': [['support', 'Requests served', '95% of client requests served within the day, with a satisfactory feedback rating']],
  };
  const { rows: mfos } = await client.query<{ id: number; fullname: string }>(`SELECT id, fullname FROM univ_mfos`);
  for (const mfo of mfos) {
    for (const [i, [category, output, indicator]] of (byMfo[mfo.fullname] ?? []).entries()) {
      await client.query(`INSERT INTO spms_success_indicators (mfo_id, category, output, indicator, position) VALUES ($1, $2, $3, $4, $5)`, [
        mfo.id,
        category,
        output,
        indicator,
        i + 1,
      ]);
    }
  }
}
