import { parseApiError, pathOf, type ApiRoute, type FileRoute, type JsonRoute, type RouteAnswer, type RouteInput, type TApiError } from '@hris/contracts';
import { navigateTo } from './navigation';
import { takeEarlyAnswer } from './early-answers';
import { endSession, getToken } from './session';
import { showErrorToast } from './toasts';

/** A failed call: the HTTP status (0 when the server could not be reached) and the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TApiError;

  constructor(status: number, body: TApiError) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field → messages of a validation failure (422), if the server sent them. */
  get fieldErrors(): Record<string, string[]> | undefined {
    return this.body.errors;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** A lookup call (picker options, optional extras): its failure is silently ignored (SPEC.md §8). */
  lookup?: boolean;
  /**
   * Lets the caller show a failure itself, e.g. 422 field errors under the inputs.
   * Return true when handled: no toast is shown and a 401 does not end the session
   * (a 503 still leads to the maintenance page, or for a brief outage to its one notice).
   */
  handleError?: (error: ApiError) => boolean;
  signal?: AbortSignal;
  /** Sent instead of the session's bearer token: a face kiosk's `Kiosk <key>` (its 401 ends no session). */
  authorization?: string;
};

const NETWORK_ERROR = 'Unable to reach the server. Please check your connection and try again.';
const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';
/** A GET refused by a brief outage is sent again this many times, Retry-After apart, before the page is told. */
const OUTAGE_RETRIES = 3;
/** The longest wait a Retry-After may ask for, and the wait when it names a date rather than seconds. */
const OUTAGE_WAIT_MAX_S = 30;
const OUTAGE_WAIT_DEFAULT_S = 5;

/**
 * A 503 that says when to try again (Retry-After) is a moment's outage (the server's database restarting): the page
 * stays where it is, with what was typed. A 503 without it is maintenance mode, which has its own page (SPEC.md §8).
 * Answers the seconds to wait, or null for any other answer.
 */
function briefOutageWait(response: Response): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get('retry-after');
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, OUTAGE_WAIT_MAX_S) : OUTAGE_WAIT_DEFAULT_S;
}

/** Waits, unless the page stops wanting the answer (a query cancelled, a page left): then it throws as fetch does. */
function wait(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, seconds * 1000);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends the request; a GET met by a brief outage is sent again after Retry-After, a few times, while the user is
 * told once what is happening. Other methods are never sent twice: the form stays, the user sends it again.
 */
async function fetchThroughOutage(url: string, init: RequestInit, quiet: boolean): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init);
    const seconds = briefOutageWait(response);
    if (seconds === null || init.method !== 'GET' || attempt >= OUTAGE_RETRIES) return response;
    const body = parseApiError(await readJson(response));
    if (attempt === 0 && !quiet) showErrorToast(body.message);
    await wait(seconds, init.signal ?? undefined);
  }
}

/** The messages SPEC.md §8 shows for a failed call. */
export function failureMessages(status: number, body: TApiError): string[] {
  if (status === 401 || status === 500) return [body.error];
  if (status === 404) return [body.message];
  const fieldMessages = body.errors ? Object.values(body.errors).flat() : [];
  return fieldMessages.length > 0 ? fieldMessages : [body.message];
}

function buildUrl(path: string, query: ApiRequest['query'] | object | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * After a network error, ask whether the system is in maintenance: a 503 there means the
 * server is up but closed, so the maintenance page is shown instead of an error.
 */
async function checkMaintenance(): Promise<void> {
  try {
    const answer = await fetch('/api/users/maintainance', { headers: { Accept: 'application/json' } });
    if (answer.status === 503 && briefOutageWait(answer) === null) navigateTo('/503');
  } catch {
    // still unreachable: the toast already says so
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function reportFailure(error: ApiError, request: ApiRequest, sentWithToken: boolean, briefOutage: boolean): void {
  if (briefOutage) {
    // One notice in the server's words (the same words shown at once make one toast: lib/toasts.ts), whoever asked.
    if (!request.lookup) showErrorToast(error.message);
    return;
  }
  if (error.status === 503) {
    navigateTo('/503');
    return;
  }
  if (request.handleError?.(error)) return;
  const messages = failureMessages(error.status, error.body);
  if (error.status === 401 && sentWithToken) {
    // The token was refused: the session has ended (expired or revoked), lookup call or not.
    endSession(messages[0]);
    return;
  }
  if (request.lookup) return;
  // One failure, one toast: every message of a 422 in it, one per line (SPEC.md §8 shows each).
  showErrorToast([...new Set(messages)]);
}

/**
 * The one API client: every call to /api goes through here (SPEC.md §7–8), from `callApi` below (pages may not import
 * this: eslint.config.js), which names the
 * answer's type from the route's response schema (the API checks its answers against that schema under test).
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const token = request.authorization ? null : getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.authorization) headers.Authorization = request.authorization;
  else if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body; // the browser sets the multipart boundary
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    const url = buildUrl(path, request.query);
    const method = request.method ?? 'GET';
    // A landing page's first GETs may have been sent before this script ran (lib/early-answers.ts).
    const early = method === 'GET' && !request.authorization ? await takeEarlyAnswer(url, token) : undefined;
    response = early ?? (await fetchThroughOutage(url, { method, headers, body, signal: request.signal }, Boolean(request.lookup)));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, { message: NETWORK_ERROR, error: NETWORK_ERROR });
    void checkMaintenance();
    if (!request.lookup && !request.handleError?.(error)) showErrorToast(NETWORK_ERROR);
    throw error;
  }

  const payload = await readJson(response);
  // Only a 2xx answer is a success; anything else is rejected (SPEC.md §8).
  if (!response.ok) {
    const error = new ApiError(response.status, parseApiError(payload));
    reportFailure(error, request, Boolean(token), briefOutageWait(response) !== null);
    throw error;
  }
  if (payload !== undefined && typeof payload !== 'object') {
    const error = new ApiError(response.status, { message: UNEXPECTED_ANSWER, error: UNEXPECTED_ANSWER });
    if (!request.lookup) showErrorToast(UNEXPECTED_ANSWER);
    throw error;
  }
  return payload as T;
}

/** How a call is made, beside its inputs: a lookup, the form's own 422 handling, cancellation, a kiosk's key. */
export type CallOptions = Omit<ApiRequest, 'method' | 'body' | 'query'>;

/** A route's inputs and the call's options; left out entirely when the route takes nothing it requires. */
type ArgsOf<R extends ApiRoute> = Partial<RouteInput<R>> extends RouteInput<R> ? [input?: RouteInput<R> & CallOptions] : [input: RouteInput<R> & CallOptions];

/**
 * Calls one entry of the route table (packages/contracts src/api/): the path, params, query, body and answer are
 * the entry's, so a changed response schema is a type error at every page that reads the field.
 */
export function callApi<R extends JsonRoute>(route: R, ...[input]: ArgsOf<R>): Promise<RouteAnswer<R>> {
  const { params, query, body, ...options } = (input ?? {}) as { params?: object; query?: object; body?: unknown } & CallOptions;
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  return apiRequest<RouteAnswer<R>>(pathOf(route, params as Record<string, unknown> | undefined), {
    ...options,
    method: route.method,
    query: query as ApiRequest['query'],
    body: sendsBody ? (body ?? {}) : undefined,
  });
}

/** A file route's download (a PDF, a spreadsheet): its bytes and the name the server gives. */
export function downloadApi<R extends FileRoute>(route: R, ...[input]: ArgsOf<R>): Promise<{ blob: Blob; filename: string | null }> {
  const { params, query, signal } = (input ?? {}) as { params?: object; query?: object; signal?: AbortSignal };
  return apiDownload(pathOf(route, params as Record<string, unknown> | undefined), { query: query as ApiRequest['query'], signal });
}

/** A file the API sends (a PDF, a spreadsheet), fetched with the bearer token like every other call. */
export async function apiDownload(path: string, request: Pick<ApiRequest, 'query' | 'signal'> = {}): Promise<{ blob: Blob; filename: string | null }> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchThroughOutage(buildUrl(path, request.query), { method: 'GET', headers, signal: request.signal }, false);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, { message: NETWORK_ERROR, error: NETWORK_ERROR });
    void checkMaintenance();
    showErrorToast(NETWORK_ERROR);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, parseApiError(await readJson(response)));
    reportFailure(error, {}, Boolean(token), briefOutageWait(response) !== null);
    throw error;
  }
  return { blob: await response.blob(), filename: fileNameOf(response.headers.get('content-disposition') ?? '') };
}

/** The file name of a Content-Disposition: the exact UTF-8 one (`filename*`, RFC 6266) when given, else the plain one. */
function fileNameOf(disposition: string): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
}
