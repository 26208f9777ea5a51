import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { actorFromToken } from '../modules/auth';

const roomOf = (userId: number) => `user:${userId}`;
/** Sockets of users who hold a view group, for events an office watches (the live daily attendance). */
const viewRoomOf = (view: string) => `view:${view}`;

/**
 * The live notification channel. The handshake must carry a valid session token;
 * each socket joins only its own user's room, so nobody receives another's notifications.
 * With several API instances, attach @socket.io/postgres-adapter here (DESIGN.md, Scaling out).
 */
export default fp(async function realtimePlugin(app: FastifyInstance) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    if (typeof token !== 'string') return next(new Error('Unauthenticated.'));
    actorFromToken(app.deps, token)
      .then((actor) => {
        if (!actor) return next(new Error('Unauthenticated.'));
        socket.data.userId = actor.userId;
        void socket.join([roomOf(actor.userId), ...actor.views.map(viewRoomOf)]);
        next();
      })
      .catch(() => next(new Error('Unauthenticated.')));
  });

  app.deps.realtime = {
    emitToUser: (userId, event, payload) => {
      io.to(roomOf(userId)).emit(event, payload);
    },
    emitToView: (view, event, payload) => {
      io.to(viewRoomOf(view)).emit(event, payload);
    },
  };
  app.addHook('onClose', async () => {
    await io.close();
  });
});
