import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { notifications, users, withTransaction } from '@hris/db';
import { notify } from '../src/modules/notifications';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function connect(token: string | undefined): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

describe('live notifications over socket.io', () => {
  it('reaches the addressee within 1 s and nobody else', async () => {
    const staff = await connect(await signIn(t, 'staff@hris.test'));
    const head = await connect(await signIn(t, 'head@hris.test'));
    const headGot: unknown[] = [];
    head.on('notification', (n) => headGot.push(n));

    const admin = await signIn(t, 'admin@hris.test');
    const started = Date.now();
    const received = new Promise<{ title: string; personnel_id: number; status: number }>((resolve) => staff.once('notification', resolve));
    const sent = await t.http
      .post('/api/notifications')
      .set('authorization', `Bearer ${admin}`)
      .send({ user_email: 'staff@hris.test', title: 'Your DTR was verified', description: 'October 2026', link: '/account/dtr' });
    expect(sent.status).toBe(200);
    const n = await received;
    expect(Date.now() - started).toBeLessThan(1000);
    const [staffUser] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    expect(n).toMatchObject({ title: 'Your DTR was verified', personnel_id: staffUser!.personnelId, status: 0 });
    await new Promise((r) => setTimeout(r, 200));
    expect(headGot).toEqual([]);
  });

  it('written inside a transaction, is pushed after the COMMIT, and never when it rolls back', async () => {
    const staff = await connect(await signIn(t, 'staff@hris.test'));
    const got: { title: string }[] = [];
    staff.on('notification', (n: { title: string }) => got.push(n));
    const to = { email: 'staff@hris.test' };

    await expect(
      withTransaction(t.db, async (tx) => {
        await notify(t.app.deps, to, { title: 'Rolled back', description: 'never committed' }, tx);
        throw new Error('the decision failed after the notification was written');
      }),
    ).rejects.toThrow(/decision failed/);

    let pushedBeforeCommit = true;
    await withTransaction(t.db, async (tx) => {
      await notify(t.app.deps, to, { title: 'Committed', description: 'kept' }, tx);
      await new Promise((r) => setTimeout(r, 300)); // time for a push to arrive, were it sent before the COMMIT
      pushedBeforeCommit = got.length > 0;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(pushedBeforeCommit).toBe(false);
    expect(got.map((n) => n.title)).toEqual(['Committed']);
    const stored = await t.db.select().from(notifications).where(eq(notifications.title, 'Rolled back'));
    expect(stored).toEqual([]);
  });

  it("says in the push when it tells of the addressee's own action (the page then does not pop it up a second time)", async () => {
    const staff = await connect(await signIn(t, 'staff@hris.test'));
    const got: { title: string; own_action: boolean }[] = [];
    staff.on('notification', (n: { title: string; own_action: boolean }) => got.push(n));
    const [staffUser] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    const [hrUser] = await t.db.select().from(users).where(eq(users.email, 'hr@hris.test'));
    await notify(t.app.deps, { userId: staffUser!.id }, { title: 'My own act', description: 'filed by me', byUserId: staffUser!.id });
    await notify(t.app.deps, { userId: staffUser!.id }, { title: 'Someone else', description: 'by HR', byUserId: hrUser!.id });
    await notify(t.app.deps, { userId: staffUser!.id }, { title: 'The system', description: 'by no one' });
    await new Promise((r) => setTimeout(r, 300));
    // Three notices sent one after another may arrive in any order (each its own commit and push): the flags matter.
    expect(got.map((n) => [n.title, n.own_action]).sort()).toEqual([
      ['My own act', true],
      ['Someone else', false],
      ['The system', false],
    ]);
    // The bell lists them all the same.
    const list = await t.http.get('/api/notifications').set('authorization', `Bearer ${await signIn(t, 'staff@hris.test')}`);
    expect(list.body.notifications.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(['My own act', 'Someone else', 'The system']));
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connect(undefined)).rejects.toThrow(/Unauthenticated/);
    await expect(connect('forged.token.value')).rejects.toThrow(/Unauthenticated/);
  });

  it('lists only my notifications of the last 10 days, newest first, and marks them read', async () => {
    const [staff] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    const [head] = await t.db.select().from(users).where(eq(users.email, 'head@hris.test'));
    await notify(t.app.deps, { personnelId: staff!.personnelId! }, { title: 'Leave approved', description: '3 days VL' });
    await notify(t.app.deps, { userId: head!.id }, { title: 'For the head only', description: '' });
    const [old] = await t.db
      .insert(notifications)
      .values({ userId: staff!.id, personnelId: staff!.personnelId, title: 'Old news', createdAt: new Date(Date.now() - 11 * 86400_000) })
      .returning();

    const token = await signIn(t, 'staff@hris.test');
    const list = await t.http.get('/api/notifications').set('authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    const titles = list.body.notifications.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Leave approved');
    expect(titles).toContain('Your DTR was verified');
    expect(titles).not.toContain('For the head only');
    expect(titles).not.toContain(old!.title);

    const one = list.body.notifications[0].id;
    const r1 = await t.http
      .post('/api/notifications/read')
      .set('authorization', `Bearer ${token}`)
      .send({ ids: [one] });
    expect(r1.body.updated).toBe(1);
    const r2 = await t.http.post('/api/notifications/read').set('authorization', `Bearer ${token}`).send({});
    expect(r2.body.updated).toBeGreaterThanOrEqual(1);
    const after = await t.http.get('/api/notifications').set('authorization', `Bearer ${token}`);
    expect(after.body.notifications.every((n: { status: number }) => n.status === 1)).toBe(true);
  });

  it('an announcement to an unknown address is a 422 and stores nothing', async () => {
    const admin = await signIn(t, 'admin@hris.test');
    const before = (await t.db.select().from(notifications)).length;
    const res = await t.http.post('/api/notifications').set('authorization', `Bearer ${admin}`).send({ user_email: 'ghost@hris.test', title: 'Hi' });
    expect(res.status).toBe(422);
    expect(res.body.errors.user_email).toBeDefined();
    expect((await t.db.select().from(notifications)).length).toBe(before);
  });
});
