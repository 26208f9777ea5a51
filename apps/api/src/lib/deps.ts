import type { Database } from '@hris/db';
import type { AppConfig } from '../config';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage';
import type { Tokens } from './tokens';
import type { Clock } from './clock';
import type { AuthCache } from '../modules/auth';
import type { ChangeNotices } from './change-notices';
import type { SearchCache } from '../modules/lookups';

/** Pushes an event to one user's sockets, or to everyone holding a view group; implemented by the realtime plugin. */
export type Realtime = {
  emitToUser: (userId: number, event: string, payload: unknown) => void;
  emitToView: (view: string, event: string, payload: unknown) => void;
};
export type { Clock } from './clock';

/** What services need from the outside world; services never see Fastify. */
export type Deps = {
  db: Database;
  config: AppConfig;
  /** The one clock (lib/clock.ts): services and jobs read the time here, so tests can set it. */
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  realtime: Realtime;
  tokens: Tokens;
  authCache: AuthCache;
  notices: ChangeNotices;
  searchCache: SearchCache;
  log: { info: (msg: string) => void; warn: (msg: string) => void; error: (obj: unknown, msg?: string) => void };
};
