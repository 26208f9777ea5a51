import type { RealtimeHub } from '../lib/realtime-hub';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { actorFromToken } from '../modules/auth';
import { AUTH_CHANNEL } from '../modules/auth';

const roomOf = (userId: number) => `user:${userId}`;
/** Sockets of users who hold a view group, for events an office watches (the live daily attendance). */
const viewRoomOf = (view: string) => `view:${view}`;

/** What a socket signed in with, kept to check it again whenever its session or user changes. */
type SocketAuth = { token: string; sessionId: string; userId: number; views: Set<string> };

/** A full re-check of every socket: no more often than this after a change that may touch anyone's views. */
const RECHECK_ALL_DELAY_MS = 500;
/** Safety net for changes the database could not announce (its listener down) and for tokens that expired. */
const SWEEP_MS = 60_000;

/**
 * The live notification channel. The handshake must carry a valid session token;
 * each socket joins only its own user's room, so nobody receives another's notifications.
 * A socket lives only as long as its session (issue 15): the announcements that drop the session cache
 * (`session:<id>`, `user:<id>`, `all` on the hris_auth channel, migration 0001, reaching every instance)
 * make each instance check its own sockets again; a logout, deactivation or password reset closes them,
 * and a role change moves them in or out of the view rooms.
 * Several instances (ARCHITECTURE.md, Running several instances): every emit goes through @socket.io/postgres-adapter,
 * which hands it to the other instances with a PostgreSQL NOTIFY, so a notification stored by one instance reaches
 * a browser connected to another. Each instance still checks only its own sockets (above): the announcements reach all.
 */
/** What the server keeps on each socket once its token is checked. */
type SocketData = { userId?: number; auth?: SocketAuth };

/** How long the start waits for the adapter's listening connection before going on without it (it keeps trying). */
const ADAPTER_READY_MS = 5_000;

/**
 * The adapter's own small pool (one listening connection, the NOTIFYs, its clean-up), apart from the app's: the listening
 * connection is held for the app's life, and the adapter gives it back to the pool still listening when it closes.
 * A connection it holds has no error listener of its own: one is added here, or a database restart would crash the
 * process; the adapter sees the connection end and opens another (and the dead one is handed back, below).
 */
function adapterPool(app: FastifyInstance): pg.Pool {
  const pool = new pg.Pool({ ...app.deps.db.$client.options, max: 4 });
  const quiet = () => undefined;
  pool.on('error', quiet);
  pool.on('connect', (client) => {
    client.on('error', quiet);
    // When its listening connection ends (the database restarted), the adapter opens another but never gives the dead
    // one back: the pool would count it as in use for ever, and pool.end() on close would wait for it (a shutdown that
    // hangs after any database outage). A connection that ended is handed back here, as broken; one already back is left.
    client.on('end', () => {
      try {
        client.release(true);
      } catch {
        // Idle in the pool, or released already: nothing to give back.
      }
    });
  });
  return pool;
}

/** The adapter announces nothing when its listening connection is up: its (private, version-pinned) field is watched. */
async function adapterListening(io: Server): Promise<boolean> {
  const adapter = io.of('/').adapter as unknown as { client?: { client?: unknown } };
  for (const until = Date.now() + ADAPTER_READY_MS; Date.now() < until;) {
    if (adapter.client?.client) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

export default fp(async function realtimePlugin(app: FastifyInstance, _opts: FastifyPluginOptions) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const pool = adapterPool(app);
  io.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn(`socket.io adapter: ${err.message}`) }));
  // Waited for, so that an app closed at once (the tests) does not leave the connection to be taken after the close.
  if (!(await adapterListening(io))) app.log.warn('socket.io adapter: not listening yet; events from other instances wait for it');
  const bySession = new Map<string, Set<Socket>>();
  const byUser = new Map<number, Set<Socket>>();
  const add = <K>(index: Map<K, Set<Socket>>, key: K, socket: Socket) => index.set(key, (index.get(key) ?? new Set()).add(socket));
  const remove = <K>(index: Map<K, Set<Socket>>, key: K, socket: Socket) => {
    const set = index.get(key);
    set?.delete(socket);
    if (set && !set.size) index.delete(key);
  };

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    if (typeof token !== 'string') return next(new Error('Unauthenticated.'));
    actorFromToken(app.deps, token)
      .then((actor) => {
        if (!actor) return next(new Error('Unauthenticated.'));
        const auth: SocketAuth = { token, sessionId: actor.sessionId, userId: actor.userId, views: new Set(actor.views) };
        const data = socket.data as SocketData;
        data.userId = actor.userId;
        data.auth = auth;
        void socket.join([roomOf(actor.userId), ...actor.views.map(viewRoomOf)]);
        next();
      })
      .catch(() => next(new Error('Unauthenticated.')));
  });

  io.on('connection', (socket) => {
    const auth = (socket.data as SocketData).auth!;
    add(bySession, auth.sessionId, socket);
    add(byUser, auth.userId, socket);
    socket.on('disconnect', () => {
      remove(bySession, auth.sessionId, socket);
      remove(byUser, auth.userId, socket);
    });
  });

  /** Asks again who is behind the socket's token: gone, it is closed; otherwise its view rooms follow the views. */
  const recheck = async (socket: Socket) => {
    if (socket.disconnected) return;
    const auth = (socket.data as SocketData).auth!;
    let actor: Awaited<ReturnType<typeof actorFromToken>>;
    try {
      actor = await actorFromToken(app.deps, auth.token);
    } catch {
      return; // the database did not answer: the next announcement or sweep checks again
    }
    if (!actor) return void socket.disconnect(true);
    const now = new Set(actor.views);
    for (const view of auth.views) if (!now.has(view)) void socket.leave(viewRoomOf(view));
    for (const view of now) if (!auth.views.has(view)) void socket.join(viewRoomOf(view));
    auth.views = now;
  };
  const recheckAll = async () => {
    for (const sockets of [...byUser.values()]) for (const socket of [...sockets]) await recheck(socket);
  };

  // One full re-check at a time (one database connection, one query after another), coalescing the
  // announcements that arrive meanwhile: `all` comes with every edit of a personnel record or department.
  let closed = false;
  let running = false;
  let again = false;
  let pendingAll: NodeJS.Timeout | null = null;
  const scheduleRecheckAll = () => {
    if (closed || pendingAll) return;
    pendingAll = setTimeout(() => {
      pendingAll = null;
      if (running) return void (again = true);
      running = true;
      void recheckAll().finally(() => {
        running = false;
        if (again) {
          again = false;
          scheduleRecheckAll();
        }
      });
    }, RECHECK_ALL_DELAY_MS);
    pendingAll.unref();
  };

  // Subscribed after the session cache (created with deps), so the cache has already dropped what changed.
  app.deps.notices.subscribe(AUTH_CHANNEL, (message) => {
    const [kind, id] = message.split(':');
    if (kind === 'session' && id) return void [...(bySession.get(id) ?? [])].forEach((s) => void recheck(s));
    if (kind === 'user' && id) return void [...(byUser.get(Number(id)) ?? [])].forEach((s) => void recheck(s));
    scheduleRecheckAll();
  });
  // The listener reconnected: announcements may have been missed meanwhile.
  app.deps.notices.onReset(scheduleRecheckAll);
  const sweep = setInterval(scheduleRecheckAll, SWEEP_MS);
  sweep.unref();

  (app.deps.realtime as RealtimeHub).attach({
    emitToUser: (userId, event, payload) => {
      io.to(roomOf(userId)).emit(event, payload);
    },
    emitToView: (view, event, payload) => {
      io.to(viewRoomOf(view)).emit(event, payload);
    },
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(sweep);
    if (pendingAll) clearTimeout(pendingAll);
    await io.close();
    await pool.end();
  });
});
