import { BASE_URL, DEMO_PASSWORD } from './env';
import { waitForSignInCode } from './outbox';

/** POST (or PUT) JSON; throws on a failure so the spec says what went wrong. */
export async function postJson<T>(path: string, body: unknown, token?: string, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const answer = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await answer.json().catch(() => ({}))) as T;
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(payload)}`);
  return payload;
}

/** Signs in through the API like the client does: password, then the e-mailed code. Returns the token. */
export async function signInThroughApi(email: string, password = DEMO_PASSWORD): Promise<string> {
  const since = Date.now();
  const challenge = await postJson<{ user_id: number; challenge: string }>('/api/authenticate/login', { email, password });
  const code = await waitForSignInCode(email, since);
  const { token } = await postJson<{ token: string }>('/api/authenticate/verify', { code, id: challenge.user_id, challenge: challenge.challenge });
  return token;
}

export type Announcement = { user_email: string; title: string; description: string; link?: string };

/** POST /api/notifications as an administrator. */
export async function sendAnnouncement(adminToken: string, announcement: Announcement): Promise<void> {
  await postJson('/api/notifications', announcement, adminToken);
}

export async function setMaintenance(adminToken: string, enabled: boolean): Promise<void> {
  const answer = await fetch(`${BASE_URL}/api/system/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ enabled }),
  });
  if (!answer.ok) throw new Error(`PUT /api/system/maintenance answered ${answer.status}`);
}

/** GET as a signed-in user; throws on a failure so the spec says what went wrong. */
export async function getJson<T>(path: string, token: string): Promise<T> {
  const answer = await fetch(`${BASE_URL}${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  const payload = (await answer.json().catch(() => ({}))) as T;
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(payload)}`);
  return payload;
}
