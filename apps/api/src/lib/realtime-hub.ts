import type { Realtime } from './deps';

/** Where services emit live events; the realtime plugin attaches the socket server once it is up. */
export type RealtimeHub = Realtime & { attach: (target: Realtime) => void };

export function createRealtimeHub(): RealtimeHub {
  let target: Realtime | null = null;
  return {
    emitToUser: (userId, event, payload) => target?.emitToUser(userId, event, payload),
    emitToView: (view, event, payload) => target?.emitToView(view, event, payload),
    attach: (next) => {
      target = next;
    },
  };
}
