import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, type TestApp } from './support/test-app';

// A real OpenID Connect provider on loopback: discovery, authorization redirect, code exchange, ID token.
describe('social sign-in through the university OpenID Connect provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let plain: TestApp;
  let emailClaim = 'staff@hris.test';
  let amrClaim: string[] | null = null;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      token.payload.email = emailClaim;
      token.payload.email_verified = true;
      if (amrClaim) token.payload.amr = amrClaim;
    });
    t = await createTestApp({
      oidcProviders: [{ id: 'gw', name: 'Google Workspace', issuer: provider.issuer.url!, clientId: 'hris', clientSecret: 'secret' }],
      oidcAllowHttp: true,
    });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
    await provider.stop();
  });

  /** Follows the provider's authorization redirect and answers the query it sends back. */
  async function authorize(url: string): Promise<Record<string, string>> {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.pathname).toBe('/verify_social_oauth');
    return Object.fromEntries(back.searchParams);
  }

  it('lists no provider when none is configured', async () => {
    const res = await plain.http.get('/api/login/social-oauth-links');
    expect(res.body).toEqual({ links: [] });
  });

  /** The links page as one browser sees it: the links and the cookie that binds them to the browser. */
  async function linksInBrowser() {
    const links = await t.http.get('/api/login/social-oauth-links');
    const cookie = String(links.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    return { links: links.body.links as { id: string; name: string; url: string }[], cookie };
  }

  it('signs in an existing active user by the e-mail the provider confirms', async () => {
    const { links, cookie } = await linksInBrowser();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ id: 'gw', name: 'Google Workspace' });
    expect(cookie).toMatch(/^hris_oidc=[A-Za-z0-9_-]{43}$/);
    const query = await authorize(links[0]!.url);
    const res = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    // A second factor on this path too: the provider did not say it checked one, so the e-mailed code is asked.
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ two_factor: true, email: 'staff@hris.test' });
    expect(res.body.token).toBeUndefined();
    const verify = await t.http
      .post('/api/authenticate/verify')
      .send({ id: res.body.user_id, challenge: res.body.challenge, code: t.lastCode('staff@hris.test') });
    expect(verify.status).toBe(200);
    expect(verify.body.user.email).toBe('staff@hris.test');
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${verify.body.token}`)).status).toBe(200);
    // The state (and the code, at the provider) is single use.
    expect((await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query)).status).toBe(401);
  });

  it('opens the session at once when the provider says its own MFA ran (amr: mfa)', async () => {
    amrClaim = ['pwd', 'mfa'];
    const { links, cookie } = await linksInBrowser();
    const res = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send(await authorize(links[0]!.url));
    amrClaim = null;
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('staff@hris.test');
    expect(typeof res.body.token).toBe('string');
  });

  it('keeps the PKCE verifier and nonce on the server, and refuses a code redeemed from another browser', async () => {
    const { links, cookie } = await linksInBrowser();
    const url = new URL(links[0]!.url);
    // The state the provider carries is a random key, not a readable token with the verifier inside.
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const query = await authorize(links[0]!.url);
    const other = (await linksInBrowser()).cookie;
    expect(other).not.toBe(cookie);
    const stolen = await t.http.post('/api/authenticate/oauth').set('cookie', other).send(query);
    expect(stolen.status).toBe(401);
    expect(stolen.body.error).toBe('Finish the sign-in in the browser where you began it. Please try again.');
    // Taken once by the attempt: the state no longer works in the right browser either.
    expect((await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query)).status).toBe(401);
    const noCookie = await authorize((await linksInBrowser()).links[0]!.url);
    expect((await t.http.post('/api/authenticate/oauth').send(noCookie)).status).toBe(401);
  });

  it('refuses an e-mail with no account, and a forged state', async () => {
    emailClaim = 'stranger@gmail.com';
    const { links, cookie } = await linksInBrowser();
    const query = await authorize(links[0]!.url);
    const res = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/No active account/);
    const forged = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send({ ...query, state: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    emailClaim = 'staff@hris.test';
  });
});
