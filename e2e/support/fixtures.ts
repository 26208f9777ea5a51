import { getJson, postJson } from './api';

// Records a spec makes for itself through the API, as its users would (the demo's data is shared by every spec).

/** A day in Manila, `offsetDays` from today, as YYYY-MM-DD. */
export const manilaDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/** A job post as the specs read it back (the answer holds more). */
export type PublishedJobPost = { id: number; code: string; plantilla_item_no: string; position: { name: string } };

/**
 * A published job post of CAS (an Administrative Aide IV on a vacant plantilla item of its own, numbered
 * `itemPrefix`-…, so that a spec finds its post's card by it), asking for `documents`; drafted and published by HR.
 */
export async function publishJobPost(
  hr: string,
  { itemPrefix = 'SU-A11Y', documents = ['Personal Data Sheet (CS Form No. 212)'] }: { itemPrefix?: string; documents?: string[] } = {},
): Promise<PublishedJobPost> {
  const { positions } = await getJson<{ positions: { id: number; name: string }[] }>('/api/positions?term=Administrative%20Aide&per_page=10', hr);
  const { departments } = await getJson<{ departments: { id: number; acronym: string }[] }>('/api/departments?term=CAS', hr);
  const position = positions.find((p) => p.name === 'Administrative Aide IV') ?? positions[0]!;
  const department = departments.find((d) => d.acronym === 'CAS') ?? departments[0]!;
  // A post names a vacant item of the plantilla: each post gets its own (the server is shared by every spec).
  const itemNo = `${itemPrefix}-${Date.now() % 1_000_000}`;
  await postJson('/api/plantilla/items', { item_no: itemNo, position_id: position.id, department_id: department.id, salary_grade: 4 }, hr);
  const { job_post } = await postJson<{ job_post: PublishedJobPost }>(
    '/api/job-posts',
    {
      position_id: position.id,
      department_id: department.id,
      campus_id: 1,
      plantilla_item_no: itemNo,
      salary_grade: 4,
      monthly_salary: 1_696_200,
      board: 'NAPB',
      slots: 1,
      education: 'Completion of two years in college',
      training: 'None required',
      experience: 'None required',
      eligibility: 'Career Service Subprofessional (first level eligibility)',
      documents_required: documents,
    },
    hr,
  );
  await postJson(`/api/job-posts/${job_post.id}/publish`, { publish_from: manilaDay(), closing_date: manilaDay(14) }, hr);
  return job_post;
}

/** One day of vacation leave filed by the employee on the first of `days` that takes exactly one working day; its id. */
export async function fileOneDayOfVacationLeave(employee: string, days: string[]): Promise<number> {
  const { leave_types: types } = await getJson<{ leave_types: { id: number; code: string; name: string }[] }>('/api/leave/types', employee);
  const vl = types.find((t) => t.code === 'VL')!;
  for (const day of days.slice(0, 10)) {
    const body = { leave_type_id: vl.id, date_from: day, date_to: day, details: { location: 'philippines' } };
    const { preview } = await postJson<{ preview: { working_days: number; issues: unknown[] } }>('/api/leave/applications/preview', body, employee);
    if (preview.working_days !== 1 || preview.issues.length) continue;
    const { leave_application } = await postJson<{ leave_application: { id: number } }>('/api/leave/applications', body, employee);
    return leave_application.id;
  }
  throw new Error('no weekday in the coming weeks took a day of vacation leave');
}
