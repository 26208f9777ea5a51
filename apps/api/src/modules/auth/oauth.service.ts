import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { MESSAGES, socialSignInRefused, type TOAuthCallbackBody } from '@hris/contracts';
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

/**
 * The sign-in the provider's answer belongs to, checked in the browser that began it before anything is spent:
 * another browser's attempt (a stolen or forwarded callback) must not use up the state the right browser still
 * needs. Then the state is spent, once: a second answer with it was already used.
 */
async function spendOwnState(deps: Deps, stateToken: string, browserKey: string | null) {
  const stateHash = sha256(stateToken);
  const state = stateToken ? await repo.findState(deps.db, stateHash) : null;
  const provider = state && deps.config.oidcProviders.find((p) => p.id === state.provider);
  if (!state || !provider) throw AppError.unauthorized(MESSAGES.socialSignInExpired);
  if (!browserKey || !sameHash(sha256(browserKey), state.browser_hash)) {
    deps.log.warn('OpenID Connect sign-in refused: finished in another browser than the one that began it');
    throw AppError.unauthorized(MESSAGES.socialSignInOtherBrowser);
  }
  if (state.used_at) throw AppError.unauthorized(MESSAGES.socialSignInUsed);
  if (state.expires_at <= deps.clock.now()) throw AppError.unauthorized(MESSAGES.socialSignInExpired);
  // Two requests racing past the checks above: the database lets one of them spend the state.
  if (!(await repo.spendState(deps.db, stateHash, deps.clock.now()))) throw AppError.unauthorized(MESSAGES.socialSignInUsed);
  return { state, provider };
}

/**
 * Who the provider says signed in: the e-mail from the ID token, or else from UserInfo. A certified provider
 * with its default settings (OpenID Connect Core §5.4) gives the e-mail scope's claims in UserInfo only when it
 * also issues an access token; UserInfo is asked with that token and must speak of the ID token's subject.
 */
async function verifiedIdentity(config: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>) {
  const claims = tokens.claims()!;
  const profile: oidc.UserInfoResponse | oidc.IDToken =
    typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  if (profile.email_verified === false) throw new Error('unverified e-mail');
  return {
    email: typeof profile.email === 'string' ? profile.email : undefined,
    // The second factor the provider ran is said in the ID token only (amr), never taken from UserInfo.
    providerCheckedMfa: Array.isArray(claims.amr) && claims.amr.includes('mfa'),
  };
}

/** Completes the code flow with the query the provider sent back to /verify_social_oauth, in the browser that began it. */
export async function completeSocialSignIn(deps: Deps, query: TOAuthCallbackBody, browserKey: string | null, ctx: RequestContext) {
  const stateToken = query.state.length <= 100 ? query.state : '';
  const { state, provider } = await spendOwnState(deps, stateToken, browserKey);
  // The user cancelled at the provider, or the provider refused: its words, trusted this far because the
  // state is this browser's own sign-in (a crafted link cannot put words on this page).
  if (query.error) throw AppError.unauthorized(socialSignInRefused(query.error, provider.name, query.error_description));
  const config = await configurationOf(deps, provider);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') params.set(k, v);
  let identity: Awaited<ReturnType<typeof verifiedIdentity>>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri(deps)}?${params}`), {
      pkceCodeVerifier: state.code_verifier,
      expectedState: stateToken,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    identity = await verifiedIdentity(config, tokens);
  } catch (err) {
    deps.log.warn(`OpenID Connect sign-in failed: ${(err as Error).message}`);
    throw AppError.unauthorized(MESSAGES.socialSignInNotConfirmed);
  }
  if (!identity.email) throw AppError.unauthorized(MESSAGES.socialSignInNoEmail);
  return signInVerifiedEmail(deps, identity.email, provider.id, ctx, identity.providerCheckedMfa);
}
