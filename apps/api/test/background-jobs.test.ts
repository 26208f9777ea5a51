import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { BACKGROUND_JOB_EVENT, type TBackgroundJob } from '@hris/contracts';
import { createInstanceOf, createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, makeEmployee } from './support/records';
import { waitForJob } from './support/payroll';
import { workbookOf } from './support/imports';
import { runJobQueueOnce } from '../src/modules/background-jobs';

// Issue 42, item 5: long work runs as a job. HR's compute of a payroll answers 202 with the job at once; the work goes on
// in the background, reporting each person computed (written at most twice a second, pushed to the asker's pages), and
// ends in a notification with the run's link. A second compute of the run while one runs is refused (409 with how far
// the first has come); a job whose instance stopped answering is taken up by another instance; another's job is 404.

let t: TestApp;
let hr: string;
let staff: string;
let base: string;
let cas: number;
const sockets: Socket[] = [];
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  cas = await departmentId(t, 'CAS');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const openRun = async (month: string) =>
  (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month, kind: 'regular', department_id: cas })).body.run.id as number;

/** Holds the run's row lock, as a long save by another would: the compute's last step waits on it until released. */
async function holdRun(runId: number) {
  const client: PoolClient = await t.db.$client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM payroll_runs WHERE id = $1 FOR UPDATE', [runId]);
  return async () => {
    await client.query('ROLLBACK');
    client.release();
  };
}

async function jobOf(token: string, id: number): Promise<TBackgroundJob> {
  const res = await t.http.get(`/api/background-jobs/mine/${id}`).set(as(token));
  expect(res.status).toBe(200);
  return res.body.job;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The bell's newest notification once it links to `link`: the asker is told just after the job's end is saved and its
 * event sent (the status and the event can be read a moment before the notification is).
 */
function toldAbout(token: string, link: string) {
  return until(
    `the notification linking to ${link}`,
    async () => (await t.http.get('/api/notifications').set(as(token))).body.notifications[0] as { title: string; description: string; link: string },
    (n) => n?.link === link,
  );
}

function listen(token: string): Promise<{ events: TBackgroundJob[] }> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const seen = { events: [] as TBackgroundJob[] };
    socket.on(BACKGROUND_JOB_EVENT, (job: TBackgroundJob) => seen.events.push(job));
    socket.on('connect', () => resolve(seen));
    socket.on('connect_error', reject);
  });
}

describe("a payroll's compute as a job", () => {
  it('answers 202 with the job, refuses a second compute while it runs (409), reports progress, and ends in a notification', async () => {
    const run = await openRun('2026-10');
    const live = await listen(hr);
    const release = await holdRun(run);
    let released = false;
    try {
      const started = await t.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
      expect(started.status).toBe(202);
      expect(started.body.message).toMatch(/^Computing .+: \d+ people\. You will be notified when it is done\.$/);
      const people: number = started.body.job.total;
      expect(people).toBeGreaterThanOrEqual(2);
      expect(started.body.job).toMatchObject({ kind: 'payroll-compute', subject_id: run, status: 'queued', done: 0, result: null });

      // Every person computed, the job waits to save (the run's row is held): it is running, and the run shows it.
      const saving = await until(
        'the job reaching its save',
        () => jobOf(hr, started.body.job.id),
        (j) => j.step === 'Saving the payslips',
      );
      expect(saving).toMatchObject({ status: 'running', done: people, total: people });
      const page = await t.http.get(`/api/payroll/runs/${run}`).set(as(hr));
      expect(page.body.compute_job).toMatchObject({ id: started.body.job.id, status: 'running' });

      const second = await t.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(`${page.body.run.title} is being computed (${people} of ${people} done): wait for it to end.`);

      await release();
      released = true;
      const job = await waitForJob(t, hr, started.body.job.id);
      expect(job).toMatchObject({ status: 'done', done: people, total: people, error: null });
      expect(job.result).toEqual({
        message: expect.stringMatching(new RegExp(`has been computed: ${people} people, net `)),
        link: `/payroll/runs/${run}`,
        has_file: false,
      });
      expect((await t.http.get(`/api/payroll/runs/${run}`).set(as(hr))).body.run).toMatchObject({ status: 'computed', totals: { people } });

      // The progress reached the page as it went (never backwards), the last event the result.
      await until(
        'the last event',
        async () => live.events.filter((e) => e.id === job.id),
        (es) => es.at(-1)?.status === 'done',
      );
      const mine = live.events.filter((e) => e.id === job.id);
      expect(mine.map((e) => e.step)).toEqual(expect.arrayContaining(['Started', 'Saving the payslips']));
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.done).toBeGreaterThanOrEqual(mine[i - 1]!.done);

      // The notification, read as the bell reads it.
      expect(await toldAbout(hr, `/payroll/runs/${run}`)).toMatchObject({
        title: 'Computing the payroll: done',
        description: job.result!.message,
        link: `/payroll/runs/${run}`,
      });
    } finally {
      if (!released) await release();
    }
  });

  it('ends in a notification with the reason when the work fails, the run left as it was', async () => {
    // A job order worker with no daily rate cannot be paid: the work finds it person by person and refuses the run.
    const { personnelId } = await makeEmployee(t, { first: 'Rico', last: 'Ratelessa', department: 'CAS' });
    await query(`UPDATE personnel SET employment_kind = 'job_order' WHERE id = $1`, [personnelId]);
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: '2026-11', kind: 'job_order', department_id: cas })).body.run.id;
    const started = await t.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
    expect(started.status).toBe(202);
    const job = await waitForJob(t, hr, started.body.job.id);
    expect(job).toMatchObject({ status: 'failed', result: null });
    expect(job.error).toMatch(/^Not computed: .*Rico .*Ratelessa: no daily rate is set \(Payroll → Fund sources and rates\)\./);
    expect(await toldAbout(hr, `/payroll/runs/${run}`)).toMatchObject({ title: 'Computing the payroll: not finished', description: job.error });
    expect((await t.http.get(`/api/payroll/runs/${run}`).set(as(hr))).body).toMatchObject({
      run: { status: 'draft' },
      compute_job: { id: job.id, status: 'failed' },
    });
  });

  it("answers another's job 404 and lists only one's own", async () => {
    const [{ id }] = await query(`SELECT id FROM background_jobs ORDER BY id LIMIT 1`);
    expect((await t.http.get(`/api/background-jobs/mine/${id}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/background-jobs/mine/${id}/file`).set(as(staff))).status).toBe(404);
    expect((await t.http.get('/api/background-jobs/mine').set(as(staff))).body.jobs).toEqual([]);
    expect((await t.http.get('/api/background-jobs/mine').set(as(hr))).body.jobs.map((j: TBackgroundJob) => j.id)).toContain(id);
    expect((await t.http.get(`/api/background-jobs/mine/${id}`)).status).toBe(401);
    // PAYROLL only may compute.
    expect(
      (
        await t.http
          .post(`/api/payroll/runs/${await openRun('2026-08')}/compute`)
          .set(as(staff))
          .send({})
      ).status,
    ).toBe(403);
  });
});

describe('a job of an instance that stopped', () => {
  it('is taken up by another instance once its lease has passed, and finished there (saved and told once)', async () => {
    const run = await openRun('2026-07');
    const b = await createInstanceOf(t);
    const release = await holdRun(run);
    let released = false;
    let closed = false;
    try {
      // B takes the job and works until the save, where it waits: then B is heard from no more (as a stopped instance).
      const started = await b.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
      expect(started.status).toBe(202);
      const id: number = started.body.job.id;
      await until(
        'B saving',
        () => jobOf(hr, id),
        (j) => j.step === 'Saving the payslips',
      );
      const [{ instance_id: onB }] = await query(`SELECT instance_id FROM background_jobs WHERE id = $1`, [id]);

      // Within the lease nothing is taken over.
      t.clock.advance!(60_000);
      await runJobQueueOnce(t.app.deps);
      expect((await query(`SELECT instance_id, attempts FROM background_jobs WHERE id = $1`, [id]))[0]).toEqual({ instance_id: onB, attempts: 1 });

      // Past it, A takes the job up again, from the start.
      t.clock.advance!(2 * 60_000);
      const taking = runJobQueueOnce(t.app.deps);
      const taken = await until(
        'A taking the job',
        async () => (await query(`SELECT instance_id, attempts, status FROM background_jobs WHERE id = $1`, [id]))[0],
        (r) => r.instance_id !== onB && r.instance_id !== null,
      );
      expect(taken).toMatchObject({ attempts: 2, status: 'running' });
      await release();
      released = true;
      await taking;
      const job = await waitForJob(t, hr, id);
      expect(job.status).toBe('done');
      expect((await query(`SELECT instance_id FROM background_jobs WHERE id = $1`, [id]))[0].instance_id).toBe(taken.instance_id);
      // B comes back (its save goes through once A's is done): its writes are refused, the run saved once, by A.
      await b.close();
      closed = true;
      const saves = await query(`SELECT actor_user_id FROM audit_log WHERE entity = 'payroll_run' AND entity_id = $1 AND action = 'update'`, [String(run)]);
      expect(saves).toHaveLength(1);
      // B's late end changed nothing: the asker is told once.
      await toldAbout(hr, `/payroll/runs/${run}`);
      const told = (await t.http.get('/api/notifications').set(as(hr))).body.notifications.filter(
        (n: { link: string; title: string }) => n.link === `/payroll/runs/${run}` && n.title === 'Computing the payroll: done',
      );
      expect(told).toHaveLength(1);
    } finally {
      if (!released) await release();
      if (!closed) await b.close();
    }
  });

  it('is failed with the reason when it stopped its instance twice, and the asker is told', async () => {
    const run = await openRun('2026-06');
    const release = await holdRun(run);
    try {
      const started = await t.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
      const id: number = started.body.job.id;
      await until(
        'saving',
        () => jobOf(hr, id),
        (j) => j.step === 'Saving the payslips',
      );
      // Its second try, silent past the lease (as if this instance, too, had stopped).
      await query(`UPDATE background_jobs SET attempts = 2, instance_id = 'a-stopped-instance' WHERE id = $1`, [id]);
      t.clock.advance!(3 * 60_000);
      // (Not awaited: this instance's own runner is still held at the save, and the queue's pass waits for it.)
      void runJobQueueOnce(t.app.deps);
      const job = await until(
        'the job failed',
        () => jobOf(hr, id),
        (j) => j.status === 'failed',
      );
      expect(job.error).toBe('The server doing this work stopped twice before it ended: start it again, and tell the administrator if it happens again.');
      expect(await toldAbout(hr, `/payroll/runs/${run}`)).toMatchObject({ title: 'Computing the payroll: not finished', link: `/payroll/runs/${run}` });
    } finally {
      await release();
    }
    // The run may be computed again at once.
    const again = await t.http.post(`/api/payroll/runs/${run}/compute`).set(as(hr)).send({ confirm_missing_dtr: true });
    expect(again.status).toBe(202);
    expect((await waitForJob(t, hr, again.body.job.id)).status).toBe('done');
  });
});

describe("an import's commit as a job", () => {
  const loans = (rows: Record<string, string | number>[]) => workbookOf('Loans', rows, ['Emp No', 'Loan Code', 'Monthly Amortization', 'Start']);
  let staffNo: string;
  let headNo: string;
  beforeAll(async () => {
    [{ idno: staffNo }] = await query(`SELECT p.idno FROM personnel p JOIN users u ON u.personnel_id = p.id WHERE u.email = 'staff@hris.test'`);
    [{ idno: headNo }] = await query(`SELECT p.idno FROM personnel p JOIN users u ON u.personnel_id = p.id WHERE u.email = 'head@hris.test'`);
  });
  const good = () => [
    { 'Emp No': staffNo, 'Loan Code': 'COOP', 'Monthly Amortization': '1,250.00', Start: '2026-11' },
    { 'Emp No': headNo, 'Loan Code': 'COOP', 'Monthly Amortization': 800, Start: '2026-11' },
  ];
  const send = async (rows: Record<string, string | number>[], mapping?: Record<string, string | null>) => {
    const req = t.http.post('/api/imports/deductions').set(as(hr));
    if (mapping) req.field('mapping', JSON.stringify(mapping));
    return req.attach('file', await loans(rows), 'coop-loans.xlsx');
  };

  it('refuses a file with a bad row at once (422 naming the row), no job started', async () => {
    const res = await send([...good(), { 'Emp No': '2026-9999', 'Loan Code': 'COOP', 'Monthly Amortization': 5, Start: '2026-11' }]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['row 4']);
    expect(await query(`SELECT id FROM background_jobs WHERE kind = 'import-commit'`)).toEqual([]);
  });

  it('answers 202 with the job, shows the rows written, ends with the batch made and a notification linking the imports page', async () => {
    // The columns chosen by hand are remembered at the preview; the job's last write (remembering them again) is held.
    const mapping = { employee_no: 'Emp No', code: 'Loan Code', monthly: 'Monthly Amortization', start_month: 'Start', end_month: null, balance: null };
    const previewed = await t.http
      .post('/api/imports/deductions/preview')
      .set(as(hr))
      .field('mapping', JSON.stringify(mapping))
      .attach('file', await loans(good()), 'coop-loans.xlsx');
    expect(previewed.body.summary).toMatchObject({ problems: 0 });
    const client: PoolClient = await t.db.$client.connect();
    await client.query('BEGIN');
    await client.query(`SELECT kind FROM import_mappings WHERE kind = 'deductions' FOR UPDATE`);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await client.query('ROLLBACK');
      client.release();
    };
    try {
      const live = await listen(hr);
      const started = await send(good());
      expect(started.status).toBe(202);
      expect(started.body.message).toBe('Importing 2 rows of coop-loans.xlsx. You will be notified when it is done.');
      expect(started.body.job).toMatchObject({ kind: 'import-commit', status: 'queued', total: 2, done: 0 });
      const id: number = started.body.job.id;

      // Every row written, the batch being kept: running, its rows counted; another's look at it is 404.
      const writing = await until(
        'the rows written',
        () => jobOf(hr, id),
        (j) => j.step === 'Keeping the batch, to undo it',
      );
      expect(writing).toMatchObject({ status: 'running', done: 2, total: 2 });
      expect((await t.http.get(`/api/background-jobs/mine/${id}`).set(as(staff))).status).toBe(404);
      // Nothing is seen imported before the job's one transaction commits.
      expect(await query(`SELECT id FROM import_batches WHERE file_name = 'coop-loans.xlsx'`)).toEqual([]);

      await release();
      const job = await waitForJob(t, hr, id);
      expect(job).toMatchObject({ status: 'done', done: 2, total: 2, error: null });
      expect(job.result).toEqual({
        message: 'Loans and other deductions: 2 created and 0 updated from coop-loans.xlsx.',
        link: '/personnels/imports',
        has_file: false,
      });
      const steps = live.events.filter((e) => e.id === id).map((e) => e.step);
      expect(steps).toEqual(expect.arrayContaining(['Checking the rows again', 'Keeping the batch, to undo it']));
      // The result: the batch on the imports page, undoable; the bell's notification links there.
      const batches = await t.http.get('/api/imports/batches?kind=deductions').set(as(hr));
      expect(batches.body.batches[0]).toMatchObject({ kind: 'deductions', file_name: 'coop-loans.xlsx', created: 2, updated: 0 });
      expect(await toldAbout(hr, '/personnels/imports')).toMatchObject({ title: 'Importing the rows: done', description: job.result!.message });
      // The file kept for the job is gone with it.
      expect(await t.app.deps.storage.list()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^import-jobs\//)]));
    } finally {
      await release();
    }
  });
});
