import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { OAuth2Server } from 'oauth2-mock-server';
import { MESSAGES } from '@hris/contracts';
import { createTestApp, type TestApp } from './support/test-app';

/** The links page as one browser sees it: the links and the cookie that binds them to the browser. */
async function linksInBrowser(t: TestApp) {
  const links = await t.http.get('/api/login/social-oauth-links');
  expect(links.status).toBe(200);
  const cookie = String(links.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  return { links: links.body.links as { id: string; name: string; url: string }[], cookie };
}

// A certified OpenID Connect provider (panva's oidc-provider) on loopback, with its default claims behaviour: the
// e-mail scope's claims go to UserInfo, not into the ID token, whenever an access token is issued beside it.
describe('social sign-in through a certified OpenID Connect provider', () => {
  const accounts: Record<string, string> = { staff: 'staff@hris.test', stranger: 'stranger@gmail.com' };
  const server = http.createServer();
  /** The provider's paths the app called (the browser's calls are made by `atProvider`, not counted here). */
  const calledByApp: string[] = [];
  let t: TestApp;
  let plain: TestApp;
  let limited: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const oidcProviders = [{ id: 'univ', name: 'University account', issuer, clientId: 'hris', clientSecret: 'a-client-secret-long-enough' }];
    t = await createTestApp({ oidcProviders, oidcAllowHttp: true });
    plain = await createTestApp();
    limited = await createTestApp({ oidcProviders, oidcAllowHttp: true, authRateLimitPerMinute: 3 });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'hris',
          client_secret: 'a-client-secret-long-enough',
          redirect_uris: [`${t.config.publicUrl}/verify_social_oauth`],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
      // The e-mail scope's claims; where they go (UserInfo only) is the provider's default (conformIdTokenClaims).
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      features: { devInteractions: { enabled: true } },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, ...(accounts[sub] ? { email: accounts[sub], email_verified: true } : {}) }),
      }),
    });
    const handle = provider.callback();
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!req.headers['x-test-browser']) calledByApp.push(new URL(req.url!, issuer).pathname);
      handle(req, res);
    });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
    await limited.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * A browser at the provider: follows the authorization URL, signs in as `login` on the provider's own sign-in
   * page, consents (or cancels there), and answers the query the provider sends back to /verify_social_oauth.
   */
  async function atProvider(url: string, login: string, choice: 'consent' | 'cancel' = 'consent'): Promise<Record<string, string>> {
    const jar = new Map<string, string>();
    let next = new URL(url);
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop++) {
      const res = await fetch(next, {
        method: form ? 'POST' : 'GET',
        body: form,
        redirect: 'manual',
        headers: { 'x-test-browser': '1', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const set of res.headers.getSetCookie()) {
        const pair = set.split(';')[0]!;
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      form = undefined;
      if (res.status >= 300 && res.status < 400) {
        next = new URL(res.headers.get('location')!, next);
        if (next.pathname === '/verify_social_oauth') return Object.fromEntries(next.searchParams);
        continue;
      }
      const page = await res.text();
      expect(res.status, page).toBe(200);
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (choice === 'cancel') {
        next = new URL(/href="([^"]*\/abort)"/.exec(page)![1]!, next);
        continue;
      }
      const action = /<form[^>]*action="([^"]+)"/.exec(page)![1]!;
      next = new URL(action.replace(/&amp;/g, '&'), next);
      form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt! });
    }
    throw new Error('the provider did not send the browser back');
  }

  it('lists no provider when none is configured', async () => {
    const res = await plain.http.get('/api/login/social-oauth-links');
    expect(res.body).toEqual({ links: [] });
  });

  it('signs in by the e-mail the provider shares in UserInfo only (not in the ID token)', async () => {
    const { links, cookie } = await linksInBrowser(t);
    expect(links).toEqual([expect.objectContaining({ id: 'univ', name: 'University account' })]);
    expect(cookie).toMatch(/^hris_oidc=[A-Za-z0-9_-]{43}$/);
    const query = await atProvider(links[0]!.url, 'staff');
    expect(query.code).toBeTruthy();
    calledByApp.length = 0;
    const res = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    // A second factor on this path too: the provider did not say it checked one, so the e-mailed code is asked.
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ two_factor: true, email: 'staff@hris.test' });
    expect(res.body.token).toBeUndefined();
    // The code was redeemed, then UserInfo asked with the access token (the provider's userinfo endpoint is /me).
    expect(calledByApp).toEqual(['/token', '/me']);
    const verify = await t.http
      .post('/api/authenticate/verify')
      .send({ id: res.body.user_id, challenge: res.body.challenge, code: t.lastCode('staff@hris.test') });
    expect(verify.status).toBe(200);
    expect(verify.body.user.email).toBe('staff@hris.test');
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${verify.body.token}`)).status).toBe(200);
  });

  it('says a replayed callback was already used, not that it expired', async () => {
    const { links, cookie } = await linksInBrowser(t);
    const query = await atProvider(links[0]!.url, 'staff');
    expect((await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query)).status).toBe(200);
    const again = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ message: MESSAGES.socialSignInUsed, error: MESSAGES.socialSignInUsed });
  });

  it('says the sign-in was cancelled or refused, with the provider’s words, when the user cancels there', async () => {
    const { links, cookie } = await linksInBrowser(t);
    const query = await atProvider(links[0]!.url, 'staff', 'cancel');
    expect(query).toMatchObject({ error: 'access_denied', error_description: 'End-User aborted interaction' });
    expect(query.code).toBeUndefined();
    const res = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(`${MESSAGES.socialSignInCancelled} University account said: “End-User aborted interaction”`);
    expect(res.body.errors).toBeUndefined();
    // The state is spent: the same answer again is an old one.
    const again = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(again.body.message).toBe(MESSAGES.socialSignInUsed);
  });

  it('refuses a callback from another browser without spoiling the sign-in in the right one', async () => {
    const { links, cookie } = await linksInBrowser(t);
    // The state the provider carries is a random key, not a readable token with the verifier inside.
    expect(new URL(links[0]!.url).searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const query = await atProvider(links[0]!.url, 'staff');
    const other = (await linksInBrowser(t)).cookie;
    expect(other).not.toBe(cookie);
    const stolen = await t.http.post('/api/authenticate/oauth').set('cookie', other).send(query);
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(MESSAGES.socialSignInOtherBrowser);
    const noCookie = await t.http.post('/api/authenticate/oauth').send(query);
    expect(noCookie.body.message).toBe(MESSAGES.socialSignInOtherBrowser);
    const right = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(right.status, right.body.message).toBe(200);
    expect(right.body).toMatchObject({ two_factor: true, email: 'staff@hris.test' });
  });

  it('refuses an e-mail with no account, and a forged state', async () => {
    const { links, cookie } = await linksInBrowser(t);
    const query = await atProvider(links[0]!.url, 'stranger');
    const res = await t.http.post('/api/authenticate/oauth').set('cookie', cookie).send(query);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/No active account/);
    const forged = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send({ ...query, state: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(MESSAGES.socialSignInExpired);
  });

  it('refuses an account whose e-mail the provider does not share', async () => {
    const { links, cookie } = await linksInBrowser(t);
    const res = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send(await atProvider(links[0]!.url, 'no-email'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.socialSignInNoEmail);
  });

  it('limits how often one address may ask for sign-in links (each stores a state)', async () => {
    for (let i = 0; i < 3; i++) expect((await limited.http.get('/api/login/social-oauth-links')).status).toBe(200);
    const refused = await limited.http.get('/api/login/social-oauth-links');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'Too many requests. Please wait a moment and try again.' });
    const { rows } = await limited.db.$client.query<{ n: string }>('SELECT count(*) AS n FROM oidc_states');
    expect(Number(rows[0]!.n)).toBe(3);
  });
});

// What oidc-provider's stock interactions cannot say: that its own MFA ran (amr), or a UserInfo about someone else.
describe('social sign-in with a provider whose answers the test chooses', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let amrClaim: string[] | null = null;
  let userInfo: Record<string, unknown> | null = null;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      if (userInfo) return;
      token.payload.email = 'staff@hris.test';
      token.payload.email_verified = true;
      if (amrClaim) token.payload.amr = amrClaim;
    });
    provider.service.on('beforeUserinfo', (res: { body: Record<string, unknown> }) => {
      if (userInfo) res.body = userInfo;
    });
    t = await createTestApp({
      oidcProviders: [{ id: 'gw', name: 'Google Workspace', issuer: provider.issuer.url!, clientId: 'hris', clientSecret: 'secret' }],
      oidcAllowHttp: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** Follows the provider's authorization redirect (it signs in at once) and answers the query it sends back. */
  async function authorize(url: string): Promise<Record<string, string>> {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.pathname).toBe('/verify_social_oauth');
    return Object.fromEntries(back.searchParams);
  }

  it('opens the session at once when the provider says its own MFA ran (amr: mfa)', async () => {
    amrClaim = ['pwd', 'mfa'];
    const { links, cookie } = await linksInBrowser(t);
    const res = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send(await authorize(links[0]!.url));
    amrClaim = null;
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('staff@hris.test');
    expect(typeof res.body.token).toBe('string');
  });

  it('refuses a UserInfo answer about another subject than the ID token’s, or with the e-mail unverified', async () => {
    // The mock's ID token names subject "johndoe"; its UserInfo here speaks of someone else.
    userInfo = { sub: 'someone-else', email: 'staff@hris.test', email_verified: true };
    const { links, cookie } = await linksInBrowser(t);
    const res = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', cookie)
      .send(await authorize(links[0]!.url));
    userInfo = { sub: 'johndoe', email: 'staff@hris.test', email_verified: false };
    const unverified = await linksInBrowser(t);
    const res2 = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', unverified.cookie)
      .send(await authorize(unverified.links[0]!.url));
    // The same answer about the ID token's subject, its e-mail verified, is the control: it signs in.
    userInfo = { sub: 'johndoe', email: 'staff@hris.test', email_verified: true };
    const right = await linksInBrowser(t);
    const res3 = await t.http
      .post('/api/authenticate/oauth')
      .set('cookie', right.cookie)
      .send(await authorize(right.links[0]!.url));
    userInfo = null;
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.socialSignInNotConfirmed);
    expect(res2.status).toBe(401);
    expect(res2.body.message).toBe(MESSAGES.socialSignInNotConfirmed);
    expect(res3.status, res3.body.message).toBe(200);
    expect(res3.body).toMatchObject({ two_factor: true, email: 'staff@hris.test' });
  });
});
