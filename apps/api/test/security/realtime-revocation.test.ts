import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { roles, users } from '@hris/db';
import { createTestApp, signIn, DEMO_PASSWORD, type TestApp } from '../support/test-app';
import { as } from '../support/records';

// Issue 15 item 8: open socket.io connections outlived logout, deactivation and role changes. A socket
// now lives only as long as the session it signed in with, and follows the user's views.

let t: TestApp;
let base: string;
let admin: string;
let hr: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  [admin, hr] = await Promise.all([signIn(t, 'admin@hris.test'), signIn(t, 'hr@hris.test')]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function connect(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** Whether the server closes the socket within `ms`. */
function closedWithin(socket: Socket, ms = 2000): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason === 'io server disconnect');
    });
  });
}

/** Whether an event sent to a view group's holders reaches the socket within `ms`. */
function receivesViewEvent(socket: Socket, view: string, ms = 500): Promise<boolean> {
  const event = `probe-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
    t.app.deps.realtime.emitToView(view, event, {});
  });
}

const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('sockets end with their session', () => {
  it('logging out closes that session’s sockets, and only those', async () => {
    const first = await signIn(t, 'staff@hris.test');
    const second = await signIn(t, 'staff@hris.test');
    const a = await connect(first);
    const b = await connect(second);
    const aClosed = closedWithin(a);
    const bClosed = closedWithin(b, 1000);
    expect((await t.http.post('/api/logout').set(as(first))).status).toBe(200);
    expect(await aClosed).toBe(true);
    expect(await bClosed).toBe(false);
    expect(b.connected).toBe(true);
  });

  it('deactivating an account closes all its sockets', async () => {
    const head = await connect(await signIn(t, 'head@hris.test'));
    const closed = closedWithin(head);
    const headId = await idOf('head@hris.test');
    expect((await t.http.put(`/api/users/${headId}/deactivate`).set(as(hr))).status).toBe(200);
    expect(await closed).toBe(true);
    await t.http.put(`/api/users/${headId}/reactivate`).set(as(hr)).expect(200);
  });

  it('changing the password closes the sockets of the other sessions', async () => {
    const kept = await signIn(t, 'head@hris.test');
    const other = await connect(await signIn(t, 'head@hris.test'));
    const mine = await connect(kept);
    const otherClosed = closedWithin(other);
    const mineClosed = closedWithin(mine, 1000);
    const changed = await t.http
      .post('/api/users/me/update_password')
      .set(as(kept))
      .send({ current_password: DEMO_PASSWORD, password: 'Head#2026new', password_confirmation: 'Head#2026new' });
    expect(changed.status).toBe(200);
    expect(await otherClosed).toBe(true);
    expect(await mineClosed).toBe(false);
  });
});

describe('sockets follow the user’s views', () => {
  it('a view taken away stops its events at once, without a new connection', async () => {
    const clerkRole = (
      await t.http
        .post('/api/roles')
        .set(as(admin))
        .send({ name: 'Attendance clerk', views: ['EDATSADMIN', 'PDS', 'EDATS'] })
    ).body.role;
    const [employee] = await t.db.select().from(roles).where(eq(roles.name, 'Employee'));
    const staffId = await idOf('staff@hris.test');
    await t.http
      .put(`/api/users/${staffId}`)
      .set(as(admin))
      .send({ role_ids: [employee!.id, clerkRole.id] })
      .expect(200);
    const staff = await connect(await signIn(t, 'staff@hris.test'));
    expect(await receivesViewEvent(staff, 'EDATSADMIN')).toBe(true);

    await t.http
      .put(`/api/users/${staffId}`)
      .set(as(admin))
      .send({ role_ids: [employee!.id] })
      .expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await receivesViewEvent(staff, 'EDATSADMIN')).toBe(false);
    expect(staff.connected).toBe(true);

    // Views given to a role reach its holders' open sockets too.
    await t.http
      .put(`/api/roles/${employee!.id}`)
      .set(as(admin))
      .send({ views: ['PDS', 'EDATS', 'JO'] })
      .expect(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await receivesViewEvent(staff, 'JO')).toBe(true);
  });
});
