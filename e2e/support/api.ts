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

/**
 * Gives (`give: true`) or takes back a role of a demo account, as the administrator (only an administrator gives a
 * role that acts in a chain, issue 36). The demo's administrator holds every committee's role, but nobody passes one
 * request at two of its steps: a spec walking a chain past two such steps has a second account take the later one.
 */
export async function setRole(adminToken: string, email: string, roleName: string, give: boolean): Promise<void> {
  const { users } = await getJson<{ users: { id: number; email: string; roles: { id: number }[] }[] }>(
    `/api/users?term=${encodeURIComponent(email)}&per_page=5`,
    adminToken,
  );
  const user = users.find((u) => u.email === email);
  const { roles } = await getJson<{ roles: { id: number; name: string }[] }>('/api/roles?per_page=100', adminToken);
  const role = roles.find((r) => r.name === roleName);
  if (!user || !role) throw new Error(`No account ${email} or role ${roleName}`);
  const held = user.roles.map((r) => r.id).filter((id) => id !== role.id);
  await postJson(`/api/users/${user.id}`, { role_ids: give ? [...held, role.id] : held }, adminToken, 'PUT');
}

/**
 * Computes a payroll run through the API and waits for its job to end (issue 42: the compute answers 202 with the job);
 * throws with the job's error when it failed.
 */
export async function computeRunThroughApi(runId: number, token: string, body: object = { confirm_missing_dtr: true }): Promise<void> {
  const { job } = await postJson<{ job: { id: number } }>(`/api/payroll/runs/${runId}/compute`, body, token);
  const until = Date.now() + 60_000;
  for (;;) {
    const { job: now } = await getJson<{ job: { status: string; error: string | null } }>(`/api/background-jobs/mine/${job.id}`, token);
    if (now.status === 'done') return;
    if (now.status === 'failed') throw new Error(`computing run ${runId} failed: ${now.error}`);
    if (Date.now() > until) throw new Error(`computing run ${runId} did not end within a minute`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
