/**
 * The first answers a signed-in page needs, asked for before the main script has downloaded.
 *
 * index.html loads this module as a script of its own, ahead of the main one (it imports nothing, so it is a file of a
 * few hundred bytes). With a token in the browser it sends, on the pages people land on, the GETs their first screen
 * waits for: who is signed in, the bell's notifications, and on the dashboard the dashboard itself. The API client (lib/api.ts) takes such an
 * answer once instead of asking again.
 *
 * Why: without it, /api/users/me left only once the main script and the signed-in layout had downloaded and run, and
 * /api/dashboard only once the user had answered and the shell was drawn: three round trips one after the other on a
 * phone's network before the dashboard's cards (issue 42, item 19; Lighthouse's largest paint waited for them).
 *
 * Only what a page would ask for anyway, in the same words (the same path, the same bearer token); an answer that is not
 * a success, or one asked for with another token, is not used: the client asks again and handles it as any answer.
 */

/** localStorage key of the bearer token issued after sign-in (lib/session.ts keeps it). */
export const TOKEN_STORAGE_KEY = 'hris.token';

/**
 * The landing pages and the GETs their first screen makes at once, as the client would send them: who is signed in
 * (every signed-in page), the bell's notifications (the top bar, and the dashboard's cards wait for them) and the
 * dashboard's counts and lists.
 */
const SIGNED_IN_FIRST = ['/api/users/me', '/api/notifications'];
const EARLY_BY_PAGE: Readonly<Record<string, readonly string[]>> = {
  '/': SIGNED_IN_FIRST,
  '/memorandum_circular': SIGNED_IN_FIRST,
  '/dashboard': [...SIGNED_IN_FIRST, '/api/dashboard'],
};

/** An answer is taken within this time of the page's load; a later ask goes to the server (it may have changed). */
const EARLY_ANSWER_FRESH_MS = 20_000;

type EarlyAnswer = { token: string; response: Promise<Response | undefined> };
const answers = new Map<string, EarlyAnswer>();
const sentAt = Date.now();

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage unavailable (private mode): the client asks as usual
  }
}

function sendEarly(): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const page = window.location.pathname.replace(/(.)\/+$/, '$1');
  const paths = EARLY_BY_PAGE[page];
  const token = paths ? storedToken() : null;
  if (!paths || !token) return;
  const send = (path: string) => fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }).catch(() => undefined);
  for (const path of paths) answers.set(path, { token, response: send(path) });
}

sendEarly();

/**
 * The early answer to `GET path` sent with `token`, once: a success, else undefined (the caller then asks the server).
 */
export async function takeEarlyAnswer(path: string, token: string | null): Promise<Response | undefined> {
  const early = answers.get(path);
  if (!early) return undefined;
  answers.delete(path);
  if (early.token !== token || Date.now() - sentAt > EARLY_ANSWER_FRESH_MS) return undefined;
  const response = await early.response;
  return response?.ok ? response : undefined;
}
