import { beforeAll, expect, it } from 'vitest';
import type { TJobPostAnswer } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { ACCOUNTS, describeE2E } from './support/env';
import { fileOneDayOfVacationLeave, manilaDay, publishJobPost } from './support/fixtures';
import { pdfTextOf, savePdf } from './support/pdf';

// The printouts as the offices that receive them would read them (issue 42 items 1–3): each PDF is saved, its first page
// turned into a picture (e2e/artifacts/printouts-*-page1.png) and its text read back as pdftotext reads it.
describeE2E('printouts', () => {
  let hrToken: string;
  beforeAll(async () => {
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });

  it('CS Form No. 9 prints the salary in pesos with the sign, clear of the next column', async () => {
    const { id } = await publishJobPost(hrToken);
    const { job_post: post } = await getJson<TJobPostAnswer>(`/api/job-posts/${id}`, hrToken);
    await savePdf(`/api/job-posts/${post.id}/cs-form-9.pdf`, hrToken, 'printouts-cs-form-9');
    const text = pdfTextOf('printouts-cs-form-9');
    const salary = (post.monthly_salary / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });
    // The standard Helvetica printed "±42,178.00"; the embedded font prints ₱, and the amount ends before the next column.
    expect(text).toContain(`₱${salary}`);
    expect(text).not.toContain('±');
    expect(text).toMatch(new RegExp(`₱${salary.replace(/[.,]/g, '\\$&')}(\\s{2,}|\\n)`));
  });

  it('CS Form No. 6 prints no placeholder where the office address goes', async () => {
    const staffToken = await signInThroughApi(ACCOUNTS.staff);
    const weekdays = Array.from({ length: 40 }, (_, i) => manilaDay(i + 20)).filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
    const id = await fileOneDayOfVacationLeave(staffToken, weekdays);
    await savePdf(`/api/leave/applications/${id}/pdf`, staffToken, 'printouts-cs-form-6');
    const text = pdfTextOf('printouts-cs-form-6');
    expect(text).toContain('APPLICATION FOR LEAVE');
    expect(text).not.toMatch(/set it in/i);
  });
});
