import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/lib/toasts', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));

import { ApiError, apiRequest, failureMessages } from '../src/lib/api';
import { registerNavigator } from '../src/lib/navigation';
import { clearToken, getToken, setToken } from '../src/lib/session';
import { showErrorToast } from '../src/lib/toasts';
import { uploadFailureMessage, uploadPdf } from '../src/lib/upload-pdf';

const navigate = vi.fn();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (message: string, errors?: Record<string, string[]>) => ({ message, error: message, ...(errors ? { errors } : {}) });
const BRIEF_OUTAGE = 'The system is briefly unavailable. Please try again in a moment.';
/** The server's answer while its database is out of reach (plugins/errors.ts). */
const outage = () => new Response(JSON.stringify(error(BRIEF_OUTAGE)), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } });

beforeEach(() => {
  registerNavigator(navigate);
  vi.stubGlobal('window', { location: { pathname: '/dashboard', search: '', assign: vi.fn() } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearToken();
});

describe('failureMessages (SPEC.md §8)', () => {
  it('shows `error` for 401 and 500, `message` for 404', () => {
    expect(failureMessages(401, { message: 'm', error: 'e' })).toEqual(['e']);
    expect(failureMessages(500, { message: 'm', error: 'e' })).toEqual(['e']);
    expect(failureMessages(404, { message: 'm', error: 'e' })).toEqual(['m']);
  });

  it('shows each validation message, else the message', () => {
    expect(failureMessages(422, error('Invalid', { a: ['one', 'two'], b: ['three'] }))).toEqual(['one', 'two', 'three']);
    expect(failureMessages(422, error('Invalid'))).toEqual(['Invalid']);
    expect(failureMessages(429, error('Too many'))).toEqual(['Too many']);
  });
});

describe('apiRequest', () => {
  it('sends the bearer token when there is one', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setToken('abc');
    await apiRequest('/api/users/me');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('rejects a failure and toasts its messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, error('Invalid', { email: ['The email must be a valid email address.'] }))),
    );
    await expect(apiRequest('/api/password/forgot', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith(['The email must be a valid email address.']);
  });

  it('toasts one failure once: every message of a 422 in one toast, a repeated one once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          422,
          error('Invalid', {
            name: ['The name field is required.'],
            email: ['The email must be a valid email address.'],
            other: ['The name field is required.'],
          }),
        ),
      ),
    );
    await expect(apiRequest('/api/users', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith(['The name field is required.', 'The email must be a valid email address.']);
  });

  it('sends a 503 to the maintenance page without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, error('Maintenance'))),
    );
    await expect(apiRequest('/api/notifications')).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith('/503', undefined);
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('retries a GET after a brief outage (503 with Retry-After), shows one notice, and answers what the server then sends', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(outage())
        .mockResolvedValueOnce(outage())
        .mockResolvedValueOnce(json(200, { notifications: [] }));
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest('/api/notifications');
      await vi.advanceTimersByTimeAsync(1_900);
      expect(fetchMock).toHaveBeenCalledTimes(1); // Retry-After: 2 is waited for
      await vi.advanceTimersByTimeAsync(2_200);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await expect(answer).resolves.toEqual({ notifications: [] });
      expect(showErrorToast).toHaveBeenCalledTimes(1);
      expect(showErrorToast).toHaveBeenCalledWith(BRIEF_OUTAGE);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a GET after a few tries, saying so, and never sends the page to maintenance', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(async () => outage());
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest('/api/users/me');
      const failed = expect(answer).rejects.toMatchObject({ status: 503, message: BRIEF_OUTAGE });
      await vi.advanceTimersByTimeAsync(60_000);
      await failed;
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(new Set((showErrorToast as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0]))).toEqual(new Set([BRIEF_OUTAGE]));
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send a form twice during a brief outage: one notice, the form stays where it is', async () => {
    const fetchMock = vi.fn(async () => outage());
    vi.stubGlobal('fetch', fetchMock);
    const handleError = vi.fn(() => true);
    await expect(apiRequest('/api/travels', { method: 'POST', body: { purpose: 'Seminar' }, handleError })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith(BRIEF_OUTAGE);
    expect(handleError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a lookup quiet during a brief outage, retrying it all the same', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(outage())
        .mockResolvedValueOnce(json(200, { links: [] }));
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest('/api/login/social-oauth-links', { lookup: true });
      await vi.advanceTimersByTimeAsync(2_100);
      await expect(answer).resolves.toEqual({ links: [] });
      expect(showErrorToast).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting to retry when the page no longer wants the answer', async () => {
    const fetchMock = vi.fn(async () => outage());
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const answer = apiRequest('/api/notifications', { signal: controller.signal });
    const aborted = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    await aborted;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not take a brief outage for maintenance after a network error', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(outage());
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/users/me', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 to a call made with a token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, error('Unauthenticated.'))),
    );
    setToken('expired');
    await expect(apiRequest('/api/notifications', { lookup: true })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard', { replace: true });
  });

  it('keeps lookup failures silent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, error('Boom'))),
    );
    await expect(apiRequest('/api/login/social-oauth-links', { lookup: true })).rejects.toBeInstanceOf(ApiError);
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('checks for maintenance after a network error', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, error('Maintenance')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/503', undefined));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/users/maintainance');
  });

  it('lets the caller show 422 field errors itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, error('Invalid', { current_password: ['The current password is incorrect.'] }))),
    );
    const failure = apiRequest('/api/users/me/update_password', { method: 'POST', body: {}, handleError: (e) => e.status === 422 });
    await expect(failure).rejects.toMatchObject({ fieldErrors: { current_password: ['The current password is incorrect.'] } });
    expect(showErrorToast).not.toHaveBeenCalled();
  });
});

describe('an upload the server could not keep', () => {
  const DISK_FULL = "The server's disk is full; the file was not saved. Please tell the IT office.";

  it('says the server’s own words when its disk is full (507) or the account uploads too fast (429), else SPEC.md §8’s', () => {
    expect(uploadFailureMessage(new ApiError(507, error(DISK_FULL)))).toBe(DISK_FULL);
    expect(uploadFailureMessage(new ApiError(429, error('You are uploading too fast')))).toBe('You are uploading too fast');
    expect(uploadFailureMessage(new ApiError(500, error('Server Error. Please try again later.')))).toBe('Unable to upload the file at the moment.');
  });

  it('shows the full disk once, through the PDF uploader', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(507, error(DISK_FULL))),
    );
    await expect(uploadPdf(new File([new Uint8Array([37, 80, 68, 70])], 'appointment.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({
      status: 507,
    });
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith(DISK_FULL);
  });
});
