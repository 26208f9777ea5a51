import { io, type Socket } from 'socket.io-client';

/**
 * Opens the realtime channel of the signed-in user. The server authenticates the
 * handshake with the same bearer token as the API and puts the socket in the user's room.
 */
export function openRealtimeSocket(token: string): Socket {
  return io(window.location.origin, {
    path: '/socket.io',
    auth: { token },
    // WebSocket from the start, no long-polling first: one upgrade is the whole connection, so any instance behind
    // a load balancer can hold it without sticky sessions (ARCHITECTURE.md, Running several instances).
    transports: ['websocket'],
    // Keep retrying quietly: the bell simply stays without live updates meanwhile.
    reconnectionDelayMax: 10_000,
  });
}
