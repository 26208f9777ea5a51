import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/lib/toasts', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));

import { ApiError, apiRequest, failureMessages } from '../src/lib/api';
import { registerNavigator } from '../src/lib/navigation';
import { clearToken, getToken, setToken } from '../src/lib/session';
import { showErrorToast } from '../src/lib/toasts';

const navigate = vi.fn();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (message: string, errors?: Record<string, string[]>) => ({ message, error: message, ...(errors ? { errors } : {}) });

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
