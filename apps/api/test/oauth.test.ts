import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, type TestApp } from './support/test-app';

// A real OpenID Connect provider on loopback: discovery, authorization redirect, code exchange, ID token.
describe('social sign-in through the university OpenID Connect provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let plain: TestApp;
  let emailClaim = 'staff@hris.test';

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      token.payload.email = emailClaim;
      token.payload.email_verified = true;
    });
    t = await createTestApp({ oidcProviders: [{ id: 'gw', name: 'Google Workspace', issuer: provider.issuer.url!, clientId: 'hris', clientSecret: 'secret' }], oidcAllowHttp: true });
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

  it('signs in an existing active user by the e-mail the provider confirms', async () => {
    const links = await t.http.get('/api/login/social-oauth-links');
    expect(links.body.links).toHaveLength(1);
    expect(links.body.links[0]).toMatchObject({ id: 'gw', name: 'Google Workspace' });
    const query = await authorize(links.body.links[0].url);
    const res = await t.http.post('/api/authenticate/oauth').send(query);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('staff@hris.test');
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${res.body.token}`)).status).toBe(200);
    // The authorization code is single use at the provider.
    expect((await t.http.post('/api/authenticate/oauth').send(query)).status).toBe(401);
  });

  it('refuses an e-mail with no account, and a forged state', async () => {
    emailClaim = 'stranger@gmail.com';
    const links = await t.http.get('/api/login/social-oauth-links');
    const query = await authorize(links.body.links[0].url);
    const res = await t.http.post('/api/authenticate/oauth').send(query);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/No active account/);
    const forged = await t.http.post('/api/authenticate/oauth').send({ ...query, state: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    emailClaim = 'staff@hris.test';
  });
});
