import { parseApiError, type TApiError } from '@hris/contracts';
import { navigateTo } from './navigation';
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
   * (a 503 still leads to the maintenance page).
   */
  handleError?: (error: ApiError) => boolean;
  signal?: AbortSignal;
  /** Sent instead of the session's bearer token: a face kiosk's `Kiosk <key>` (its 401 ends no session). */
  authorization?: string;
};

const NETWORK_ERROR = 'Unable to reach the server. Please check your connection and try again.';
const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';

/** The messages SPEC.md §8 shows for a failed call. */
export function failureMessages(status: number, body: TApiError): string[] {
  if (status === 401 || status === 500) return [body.error];
  if (status === 404) return [body.message];
  const fieldMessages = body.errors ? Object.values(body.errors).flat() : [];
  return fieldMessages.length > 0 ? fieldMessages : [body.message];
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
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
    if (answer.status === 503) navigateTo('/503');
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

function reportFailure(error: ApiError, request: ApiRequest, sentWithToken: boolean): void {
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

/** The one API client: every call to /api goes through here (SPEC.md §7–8). */
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
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
    });
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
    reportFailure(error, request, Boolean(token));
    throw error;
  }
  if (payload !== undefined && typeof payload !== 'object') {
    const error = new ApiError(response.status, { message: UNEXPECTED_ANSWER, error: UNEXPECTED_ANSWER });
    if (!request.lookup) showErrorToast(UNEXPECTED_ANSWER);
    throw error;
  }
  return payload as T;
}

type Options = Omit<ApiRequest, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file the API sends (a PDF, a spreadsheet), fetched with the bearer token like every other call. */
export async function apiDownload(path: string, request: Pick<ApiRequest, 'query' | 'signal'> = {}): Promise<{ blob: Blob; filename: string | null }> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), { headers, signal: request.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, { message: NETWORK_ERROR, error: NETWORK_ERROR });
    void checkMaintenance();
    showErrorToast(NETWORK_ERROR);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, parseApiError(await readJson(response)));
    reportFailure(error, {}, Boolean(token));
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
