import { DEMO_ACCOUNTS } from '@hris/db';
import { signIn, type TestApp } from '../../apps/api/test/support/test-app';
import { as, departmentId, makeEmployee, officerWithRole, personnelIdOf } from '../../apps/api/test/support/records';
import { pdfBytes } from '../../apps/api/test/support/files';
import { addDays, manilaToday, weekdayFrom, isWorkingDay } from '../../apps/api/test/support/dates';

// The people of the access matrix and the records they own, made through the API as the users would.
// The stranger works in the Library: no demo account heads it or shares it, so for head@, staff@ and
// applicant@ every record of his is someone else's. Each of his free texts carries PRIVATE_MARK, so an answer
// that shows one to them is a leak wherever it comes from (a detail, a list, a filter, a PDF's text aside).

export const PRIVATE_MARK = 'Qzxv';

/** The kinds of row a path id can name, each owned by one person. */
export type RecordKind =
  | 'personnel'
  | 'user'
  | 'department'
  | 'leave'
  | 'forcedLeave'
  | 'overtime'
  | 'travel'
  | 'appeal'
  | 'coe'
  | 'scheduleRequest'
  | 'approvalRequest'
  | 'pdsEntry'
  | 'pdsFile'
  | 'pdsSubmission'
  | 'separation'
  | 'clearanceItem'
  | 'application'
  | 'applicationDocument'
  | 'applicantProfile'
  | 'hiringRequest';

export type Owner = { email: string; token: string; records: Partial<Record<RecordKind, number>> };

export type People = {
  /** Every demo account, signed in, with the records it owns (an applicant owns no personnel record). */
  accounts: Record<string, Owner>;
  views: Record<string, string[]>;
  /** The employee outside every demo account's department. */
  stranger: Owner;
  /** A second applicant, whose application is someone else's to applicant@. */
  otherApplicant: Owner;
  jobPostId: number;
};

type Res = { status: number; body: Record<string, unknown>; text: string };
function must(res: Res, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status >= 300) throw new Error(`fixture: ${what} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}
/** The id of the record an answer names: under `key`, else the one object in it that has an id. */
const idIn = (body: Record<string, unknown>, key: string): number => {
  const named = body[key] as { id?: number } | undefined;
  const value =
    named?.id ??
    (Object.values(body).find((v) => v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number') as { id: number } | undefined)?.id;
  if (typeof value !== 'number') throw new Error(`fixture: no ${key}.id in ${JSON.stringify(body).slice(0, 300)}`);
  return value;
};

function pastWorkingDay(back: number): string {
  for (let d = back; ; d++) {
    const date = addDays(manilaToday(), -d);
    if (isWorkingDay(date)) return date;
  }
}

/** Takes a request through its chain: each approver in turn approves what waits for them. */
async function approve(t: TestApp, requestId: number, approvers: string[]) {
  for (let round = 0; round < 4; round++) {
    for (const token of approvers) await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action: 'approve' });
    const [row] = (await t.db.$client.query(`SELECT status FROM approval_requests WHERE id = $1`, [requestId])).rows;
    if (row?.status === 'approved') return;
  }
  throw new Error(`fixture: approval request ${requestId} was not approved`);
}

/** The records an employee files for themself: sick leave with its medical certificate, overtime, an approved travel, a time-log appeal, a verified PDS with a work experience and its document, an issued COE, a schedule change. */
async function fileOwnRecords(t: TestApp, owner: Owner, personnelId: number, mark: string, n: number, approvers: string[]) {
  const http = t.http;
  const tok = owner.token;
  const types = must(await http.get('/api/leave/types').set(as(tok)), 'leave types').leave_types as { id: number; code: string }[];
  const sl = types.find((x) => x.code === 'SL')!.id;
  const upload = must(
    await http
      .post('/api/upload')
      .set(as(tok))
      .attach('file', pdfBytes(1500), { filename: `certificate-${n}.pdf`, contentType: 'application/pdf' }),
    'upload',
  );
  const from = weekdayFrom(addDays(manilaToday(), 40 + n * 10));
  const leave = must(
    await http
      .post('/api/leave/applications')
      .set(as(tok))
      .send({
        leave_type_id: sl,
        date_from: from,
        date_to: from,
        details: { illness: 'outpatient', illness_detail: `${mark} sick leave` },
        attachment_path: upload.path,
      }),
    'leave application',
  );
  owner.records.leave = idIn(leave, 'leave_application');
  const [approval] = (await t.db.$client.query(`SELECT id FROM approval_requests WHERE request_type = 'leave' AND subject_id = $1`, [owner.records.leave]))
    .rows;
  if (approval) owner.records.approvalRequest = approval.id;

  const day = pastWorkingDay(2 + n);
  owner.records.overtime = idIn(
    must(
      await http
        .post('/api/overtime')
        .set(as(tok))
        .send({ date: day, start_time: '17:00', end_time: '19:00', purpose: `${mark} overtime` }),
      'overtime',
    ),
    'overtime_request',
  );
  const travelDay = weekdayFrom(addDays(manilaToday(), 30 + n * 3));
  const travel = must(
    await http
      .post('/api/official-business')
      .set(as(tok))
      .send({ destination: `${mark} destination`, purpose: `${mark} travel`, date_from: travelDay, date_to: travelDay }),
    'official business',
  );
  owner.records.travel = idIn(travel, 'travel');
  // Approved and issued, so the travel order and the certificate exist as PDFs to be refused to others.
  await approve(t, (travel.travel as { approval_request_id: number }).approval_request_id, approvers);
  owner.records.appeal = idIn(
    must(
      await http
        .post('/api/time-log-appeals')
        .set(as(tok))
        .send({ date: pastWorkingDay(5 + n), am_in: '08:00', reason: `${mark} appeal` }),
      'time-log appeal',
    ),
    'appeal',
  );
  // The PDS: part I (the birthplace is private), a work experience with its document, sent and verified by HR.
  must(
    await http
      .put(`/api/personnels/${personnelId}/personal`)
      .set(as(tok))
      .send({ birth_date: '1990-05-14', birth_place: `${mark} birthplace`, sex: 'male', citizenship: 'filipino', mobile_no: '0917 123 4567' }),
    'PDS personal information',
  );
  const entry = must(
    await http
      .post(`/api/personnels/${personnelId}/workexp`)
      .set(as(tok))
      .send({
        date_from: '2019-01-02',
        position_title: `${mark} position`,
        company_name: `${mark} company`,
        monthly_salary: 15000,
        appointment_status: 'Permanent',
        government_service: true,
      }),
    'PDS work experience',
  );
  owner.records.pdsEntry = idIn(entry, 'entry');
  const pdsUpload = must(
    await http
      .post('/api/upload')
      .set(as(tok))
      .attach('file', pdfBytes(1500), { filename: `service-${n}.pdf`, contentType: 'application/pdf' }),
    'upload',
  );
  const file = must(
    await http.post('/api/personnel/workexp/files').set(as(tok)).send({ parent_id: owner.records.pdsEntry, attachment_path: pdsUpload.path }),
    'PDS file',
  );
  owner.records.pdsFile = idIn(file, 'file');
  const submitted = must(await http.post(`/api/personnels/${personnelId}/pds/submit`).set(as(tok)), 'PDS submit');
  const [submission] = (await t.db.$client.query(`SELECT id FROM pds_submissions WHERE personnel_id = $1 ORDER BY id DESC LIMIT 1`, [personnelId])).rows;
  if (!submission) throw new Error(`fixture: no PDS submission after ${JSON.stringify(submitted).slice(0, 200)}`);
  owner.records.pdsSubmission = submission.id;
  must(
    await http
      .post(`/api/pds/checking/${submission.id}/verify`)
      .set(as(approvers.at(-1)!))
      .send({}),
    'PDS verify',
  );
  // What a certificate needs on record: the original appointment and its status (and the verified PDS above).
  const [permanent] = (await t.db.$client.query(`SELECT id FROM appointment_statuses WHERE name = 'Permanent'`)).rows;
  must(
    await http
      .put(`/api/personnels/${personnelId}`)
      .set(as(approvers.at(-1)!))
      .send({ date_original_appointment: '2021-01-04', appointment_status_id: permanent.id }),
    'appointment on record',
  );
  const coe = must(
    await http
      .post('/api/coe')
      .set(as(tok))
      .send({ purpose: `${mark} certificate` }),
    'COE request',
  );
  owner.records.coe = idIn(coe, 'coe');
  await approve(t, (coe.coe as { approval_request_id: number }).approval_request_id, approvers);
  must(await http.post(`/api/coe/${owner.records.coe}/issue`).set(as(approvers.at(-1)!)), 'COE issue');
  const options = must(await http.get('/api/work-schedules/options').set(as(tok)), 'schedule options');
  const schedules = (Object.values(options).find(Array.isArray) ?? []) as { id: number }[];
  if (schedules[0]) {
    const sent = must(
      await http
        .post('/api/work-schedules/requests')
        .set(as(tok))
        .send({ schedule_id: schedules[0].id, effective_from: weekdayFrom(addDays(manilaToday(), 60)), reason: `${mark} schedule` }),
      'schedule request',
    );
    owner.records.scheduleRequest = idIn(sent, 'request');
  }
}

/** An applicant's profile and application to the post, with its letter. */
async function apply(t: TestApp, owner: Owner, jobPostId: number, mark: string) {
  const tok = owner.token;
  must(
    await t.http
      .put('/api/applicants/me/profile')
      .set(as(tok))
      .send({
        first_name: 'Applicant',
        last_name: mark,
        sex: 'female',
        birth_date: '1994-03-08',
        mobile_no: '09171234567',
        address: `${mark} address`,
        sections: {
          educbackground: [
            { level: 'college', school_name: `${mark} University`, course: 'BS Accountancy', period_from: 2012, period_to: 2016, year_graduated: 2016 },
          ],
        },
      }),
    'applicant profile',
  );
  const upload = must(
    await t.http.post('/api/upload').set(as(tok)).attach('file', pdfBytes(1500), { filename: 'letter.pdf', contentType: 'application/pdf' }),
    'upload',
  );
  const applied = must(
    await t.http
      .post('/api/applications')
      .set(as(tok))
      .send({ job_post_id: jobPostId, documents: [{ requirement: 'Letter of intent', path: upload.path }] }),
    'application',
  );
  owner.records.application = idIn(applied, 'application');
  const docs = (applied.application as { documents?: { id: number }[] }).documents ?? [];
  if (docs[0]) owner.records.applicationDocument = docs[0].id;
}

export async function makePeople(t: TestApp): Promise<People> {
  const accounts: Record<string, Owner> = {};
  const views: Record<string, string[]> = {};
  for (const account of DEMO_ACCOUNTS) {
    const token = await signIn(t, account.email);
    const me = must(await t.http.get('/api/users/me').set(as(token)), 'me').user as { id: number; allowed_views: string[]; personnel: { id: number } | null };
    views[account.email] = me.allowed_views;
    const [person] = me.personnel ? (await t.db.$client.query(`SELECT department_id FROM personnel WHERE id = $1`, [me.personnel.id])).rows : [];
    const records: Owner['records'] = { user: me.id, personnel: me.personnel?.id, department: person?.department_id ?? undefined };
    if (!me.personnel) records.applicantProfile = me.id;
    accounts[account.email] = { email: account.email, token, records };
  }
  const hr = accounts['hr@hris.test']!.token;

  // The stranger: an employee of the Library with an account, and his records.
  const strangerEmail = 'zeta.stranger@hris.test';
  const made = await makeEmployee(t, { first: 'Zeta', last: 'Stranger', department: 'LIB', email: strangerEmail });
  const library = await departmentId(t, 'LIB');
  await t.db.$client.query(`UPDATE personnel SET position_id = (SELECT id FROM positions WHERE name = 'Administrative Assistant II') WHERE id = $1`, [
    made.personnelId,
  ]);
  const stranger: Owner = {
    email: strangerEmail,
    token: await signIn(t, strangerEmail),
    records: { personnel: made.personnelId, user: made.userId!, department: library },
  };
  // The Library's own head (no demo account), so his requests have someone to recommend them.
  const librarian = await makeEmployee(t, { first: 'Yara', last: 'Librarian', department: 'LIB', email: 'yara.librarian@hris.test' });
  await t.db.$client.query(`UPDATE departments SET head_personnel_id = $1, head_title = 'University Librarian' WHERE id = $2`, [
    librarian.personnelId,
    library,
  ]);
  await fileOwnRecords(t, stranger, made.personnelId, PRIVATE_MARK, 0, [await signIn(t, 'yara.librarian@hris.test'), hr]);
  // staff@'s own (the head of the college recommends them). The head's own requests would need a head above the
  // college, which the demo has not: the head owns their personnel records and a request to hire.
  await fileOwnRecords(t, accounts['staff@hris.test']!, await personnelIdOf(t, 'staff@hris.test'), 'Mine', 1, [accounts['head@hris.test']!.token, hr]);
  // The office's records about him: a time log added by hand, a forced-leave schedule, a separation.
  must(
    await t.http
      .post('/api/attendance/logs/manual')
      .set(as(hr))
      .send({ personnel_id: made.personnelId, timestamp: `${pastWorkingDay(3)}T08:00:00+08:00`, reason: `${PRIVATE_MARK} manual log` }),
    'manual log',
  );
  const year = Number(manilaToday().slice(0, 4));
  const forced = await t.http
    .post('/api/leave/forced-leave')
    .set(as(stranger.token))
    .send({ year, dates: [weekdayFrom(`${year}-12-01`)] });
  if (forced.status < 300)
    stranger.records.forcedLeave = (Object.values(forced.body).find((v) => v && typeof v === 'object' && 'id' in (v as object)) as { id: number } | undefined)
      ?.id;
  const separation = must(
    await t.http
      .post('/api/separations')
      .set(as(hr))
      .send({ personnel_id: made.personnelId, cause: 'transfer', effective_date: addDays(manilaToday(), 90), remarks: `${PRIVATE_MARK} separation` }),
    'separation',
  );
  stranger.records.separation = idIn(separation, 'separation');
  stranger.records.clearanceItem = ((separation.separation as { clearance_items?: { id: number }[] }).clearance_items ?? [])[0]?.id;

  // Requests to hire: the head's for their college, and the office's for the Library.
  const [position] = (await t.db.$client.query(`SELECT id FROM positions WHERE kind = 'staff' ORDER BY id LIMIT 1`)).rows;
  const hire = (token: string, department: number, mark: string) =>
    t.http
      .post('/api/hiring-requests')
      .set(as(token))
      .send({ department_id: department, position_id: position.id, kind: 'new', employment_kind: 'staff', justification: `${mark} hiring` });
  accounts['head@hris.test']!.records.hiringRequest = idIn(
    must(await hire(accounts['head@hris.test']!.token, accounts['head@hris.test']!.records.department!, 'Mine'), 'hiring request (head)'),
    'hiring_request',
  );
  // Filed by the administrator: the HR office's step is then someone else's to act on (no self-approval). Its last
  // step is the head of agency's, whose role admin@ alone holds in the demo: a second holder (no demo account, so not
  // in the matrix) is the one who could act on it, as a request may not start with a step nobody but its requester takes.
  await officerWithRole(t, { first: 'Xenia', last: 'President', email: 'xenia.president@hris.test', role: 'Office of the President' });
  stranger.records.hiringRequest = idIn(
    must(await hire(accounts['admin@hris.test']!.token, library, PRIVATE_MARK), 'hiring request (Library)'),
    'hiring_request',
  );

  // A published post, and two applicants: applicant@ and another.
  const cas = await departmentId(t, 'CAS');
  must(
    await t.http
      .post('/api/plantilla/items')
      .set(as(hr))
      .send({ item_no: 'SU-CAS-SECURITY-1-2026', position_id: position.id, department_id: cas, salary_grade: 11 }),
    'plantilla item',
  );
  const post = must(
    await t.http
      .post('/api/job-posts')
      .set(as(hr))
      .send({
        position_id: position.id,
        department_id: cas,
        campus_id: 1,
        plantilla_item_no: 'SU-CAS-SECURITY-1-2026',
        salary_grade: 11,
        monthly_salary: 2_749_500,
        board: 'NAPB',
        education: "Bachelor's degree",
        training: 'None required',
        experience: 'None required',
        eligibility: 'Career Service (Professional)',
        documents_required: ['Letter of intent'],
      }),
    'job post',
  );
  const jobPostId = idIn(post, 'job_post');
  must(
    await t.http
      .post(`/api/job-posts/${jobPostId}/publish`)
      .set(as(hr))
      .send({ publish_from: manilaToday(), closing_date: addDays(manilaToday(), 10) }),
    'publish',
  );
  await apply(t, accounts['applicant@hris.test']!, jobPostId, 'Mine');
  const otherEmail = 'zeta.applicant@mail.test';
  const password = 'Unguessable#Applicant-2026';
  must(
    await t.http
      .post('/api/applicants/register')
      .send({ email: otherEmail, password, password_confirmation: password, first_name: 'Zeta', last_name: 'Applicant' }),
    'register',
  );
  const verifyToken = /verify_email\?token=([\w-]+)/.exec(t.outbox(otherEmail).at(-1) ?? '')?.[1];
  must(await t.http.post('/api/applicants/verify-email').send({ token: verifyToken }), 'verify e-mail');
  const otherApplicant: Owner = { email: otherEmail, token: await signIn(t, otherEmail, password), records: {} };
  otherApplicant.records.user = otherApplicant.records.applicantProfile = (
    must(await t.http.get('/api/users/me').set(as(otherApplicant.token)), 'me').user as { id: number }
  ).id;
  await apply(t, otherApplicant, jobPostId, PRIVATE_MARK);
  return { accounts, views, stranger, otherApplicant, jobPostId };
}
