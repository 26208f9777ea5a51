import type { createDatabase } from '@hris/db';

// The recruitment bench's data (bench-server --recruitment): 200 open job posts on the public board,
// and one closed post with 2,000 assessed applicants rated by 3 members of the NAPB on its 6 criteria.

export type RecruitmentBenchData = { openPosts: number; rankingPostId: number; applicants: number; ratings: number };

export async function seedRecruitment(db: ReturnType<typeof createDatabase>): Promise<RecruitmentBenchData> {
  await db.$client.query(`
    WITH d AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(campus_id ORDER BY id) AS campuses FROM departments),
         p AS (SELECT array_agg(id ORDER BY id) AS ids FROM positions)
    INSERT INTO job_posts (code, position_id, department_id, campus_id, plantilla_item_no, salary_grade, monthly_salary, board, slots, education, training, experience,
                           eligibility, competencies, documents_required, publish_from, closing_date, status, published_at)
    SELECT 'BENCH-' || lpad(i::text, 4, '0'), p.ids[1 + i % array_length(p.ids, 1)], d.ids[1 + i % array_length(d.ids, 1)], d.campuses[1 + i % array_length(d.ids, 1)],
           'SU-BENCH-' || i || '-2026', 1 + i % 24, 1500000 + i * 1000, CASE WHEN i % 3 = 0 THEN 'APB' ELSE 'NAPB' END, 1 + i % 3,
           'Bachelor''s degree relevant to the job', '8 hours of relevant training', '1 year of relevant experience', 'Career Service (Professional) / Second Level Eligibility',
           'Communication, planning and organizing', '["Letter of intent addressed to the University President", "Personal Data Sheet (CS Form No. 212) with Work Experience Sheet", "Transcript of records and diploma"]',
           (now() AT TIME ZONE 'Asia/Manila')::date - (i % 5), (now() AT TIME ZONE 'Asia/Manila')::date + 10 + i % 20, 'published', now()
      FROM generate_series(1, 200) AS i, d, p`);

  const { rows: post } = await db.$client.query(`
    INSERT INTO job_posts (code, position_id, department_id, campus_id, salary_grade, monthly_salary, board, slots, education, training, experience, eligibility, documents_required,
                           publish_from, closing_date, status, published_at, closed_at)
    SELECT 'BENCH-RANK', (SELECT min(id) FROM positions WHERE kind = 'staff'), d.id, d.campus_id, 11, 2749500, 'NAPB', 1, 'Bachelor''s degree', 'None', 'None', 'Career Service (Professional)',
           '["Letter of intent"]', (now() AT TIME ZONE 'Asia/Manila')::date - 30, (now() AT TIME ZONE 'Asia/Manila')::date - 15, 'closed', now() - interval '30 days', now() - interval '15 days'
      FROM departments d WHERE d.campus_id = 1 ORDER BY d.id LIMIT 1
    RETURNING id`);
  const rankingPostId = post[0].id as number;

  const { rows: applicants } = await db.$client.query(`
    INSERT INTO users (email, name, two_factor_secret)
    SELECT 'bench.applicant.' || i || '@mail.test',
           (ARRAY['Maria','Jose','Juan','Ana','Rosario','Antonio','Teresita','Ramon','Lourdes','Eduardo'])[1 + i % 10] || ' ' ||
           (ARRAY['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres','Tomas','Andrada'])[1 + (i / 10) % 10] || ' ' || i,
           'BENCHSECRET'
      FROM generate_series(1, 2000) AS i
    RETURNING id, name`);
  const userIds = applicants.map((a) => a.id as number);
  await db.$client.query(`INSERT INTO user_roles (user_id, role_id) SELECT u, (SELECT id FROM roles WHERE name = 'applicant') FROM unnest($1::int[]) u`, [
    userIds,
  ]);
  await db.$client.query(
    `INSERT INTO applicant_profiles (user_id, first_name, last_name, sections) SELECT u, split_part(n, ' ', 1), split_part(n, ' ', 2), '{}' FROM unnest($1::int[], $2::text[]) AS x(u, n)`,
    [userIds, applicants.map((a) => a.name as string)],
  );
  await db.$client.query(
    `INSERT INTO job_applications (job_post_id, applicant_user_id, status, profile_snapshot) SELECT $1, u, 'assessed', '{}' FROM unnest($2::int[]) u`,
    [rankingPostId, userIds],
  );

  // The university-wide NAPB: the admin chairs, the head sits, HR is the secretariat (sees every member's scores).
  const { rows: board } = await db.$client.query(`SELECT id FROM selection_boards WHERE kind = 'NAPB' ORDER BY campus_id NULLS FIRST, id LIMIT 1`);
  await db.$client.query(
    `INSERT INTO board_members (board_id, user_id, role)
     SELECT $1, u.id, CASE u.email WHEN 'admin@hris.test' THEN 'chair' WHEN 'hr@hris.test' THEN 'secretariat' ELSE 'member' END
       FROM users u WHERE u.email IN ('admin@hris.test', 'hr@hris.test', 'head@hris.test')
     ON CONFLICT DO NOTHING`,
    [board[0].id],
  );
  const { rowCount } = await db.$client.query(
    `INSERT INTO assessment_ratings (application_id, member_user_id, criterion_id, score)
     SELECT a.id, m.user_id, k.id, (a.id * 7 + m.user_id * 13 + k.id * 3) % 101
       FROM job_applications a, board_members m, board_criteria k
      WHERE a.job_post_id = $1 AND m.board_id = $2 AND k.board_id = $2`,
    [rankingPostId, board[0].id],
  );
  for (const table of ['job_posts', 'users', 'job_applications', 'assessment_ratings']) await db.$client.query(`VACUUM ANALYZE ${table}`);
  // The seed's writes flushed now rather than by a checkpoint in the middle of a measurement.
  await db.$client.query('CHECKPOINT');
  return { openPosts: 200, rankingPostId, applicants: userIds.length, ratings: rowCount ?? 0 };
}
