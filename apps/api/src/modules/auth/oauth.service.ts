import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { OidcProviderConfig } from '../../config';
import { signInVerifiedEmail, type RequestContext } from './auth.service';
import * as repo from './oauth.repo';

// Social sign-in through the university's OpenID Connect provider (code flow with PKCE).
// The state the provider carries is a random key: the PKCE verifier and the nonce stay in the database
// (any instance can finish the flow), bound to the browser that began it by an HttpOnly, SameSite cookie,
// so a code and state captured in one browser cannot be redeemed from another; a state is used once.

const STATE_SECONDS = 600;
/** The cookie naming the browser that began a social sign-in (HttpOnly, SameSite=Lax, /api only). */
export const BROWSER_COOKIE = 'hris_oidc';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(deps: Deps, provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const options = deps.config.oidcAllowHttp && provider.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined;
    config = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret || undefined, undefined, options);
    // A failed discovery must be retried on the next call, not cached.
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}

const redirectUri = (deps: Deps) => `${deps.config.publicUrl}/verify_social_oauth`;

/**
 * The sign-in links of the configured providers (none by default). `browserKey` is the browser's cookie
 * when it has one; the answer says which key the links are bound to (a new one when it had none or no
 * provider is configured: null), for the route to set as the cookie.
 */
export async function socialLinks(deps: Deps, browserKey: string | null) {
  const links: { id: string; name: string; url: string }[] = [];
  if (!deps.config.oidcProviders.length) return { links, browserKey: null };
  const key = browserKey && /^[A-Za-z0-9_-]{43}$/.test(browserKey) ? browserKey : randomBytes(32).toString('base64url');
  for (const provider of deps.config.oidcProviders) {
    try {
      const config = await configurationOf(deps, provider);
      const verifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const state = randomBytes(32).toString('base64url');
      await repo.saveState(deps.db, {
        stateHash: sha256(state),
        provider: provider.id,
        codeVerifier: verifier,
        nonce,
        browserHash: sha256(key),
        expiresAt: new Date(deps.clock.now().getTime() + STATE_SECONDS * 1000),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(deps),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      links.push({ id: provider.id, name: provider.name, url: url.href });
    } catch (err) {
      // An unreachable provider hides its button rather than breaking the login page.
      deps.log.error(err, `OpenID Connect provider ${provider.id} is unreachable`);
    }
  }
  return { links, browserKey: key };
}

/** Completes the code flow with the query the provider sent back to /verify_social_oauth, in the browser that began it. */
export async function completeSocialSignIn(deps: Deps, query: Record<string, unknown>, browserKey: string | null, ctx: RequestContext) {
  const stateToken = typeof query.state === 'string' && query.state.length <= 100 ? query.state : '';
  const state = stateToken ? await repo.takeState(deps.db, sha256(stateToken), deps.clock.now()) : null;
  const provider = state && deps.config.oidcProviders.find((p) => p.id === state.provider);
  if (!state || !provider) throw AppError.unauthorized('The sign-in link has expired. Please try again.');
  if (!browserKey || !sameHash(sha256(browserKey), state.browser_hash)) {
    deps.log.warn('OpenID Connect sign-in refused: finished in another browser than the one that began it');
    throw AppError.unauthorized('Finish the sign-in in the browser where you began it. Please try again.');
  }
  const config = await configurationOf(deps, provider);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') params.set(k, v);
  let email: string | undefined;
  let providerCheckedMfa: boolean;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri(deps)}?${params}`), {
      pkceCodeVerifier: state.code_verifier,
      expectedState: stateToken,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims?.email_verified === false) throw new Error('unverified e-mail');
    email = typeof claims?.email === 'string' ? claims.email : undefined;
    providerCheckedMfa = Array.isArray(claims?.amr) && claims.amr.includes('mfa');
  } catch (err) {
    deps.log.warn(`OpenID Connect sign-in failed: ${(err as Error).message}`);
    throw AppError.unauthorized('The identity provider did not confirm your sign-in. Please try again.');
  }
  if (!email) throw AppError.unauthorized('The identity provider did not share your e-mail address.');
  return signInVerifiedEmail(deps, email, provider.id, ctx, providerCheckedMfa);
}
