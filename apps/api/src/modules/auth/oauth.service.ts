import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { OidcProviderConfig } from '../../config';
import { signInVerifiedEmail, type RequestContext } from './auth.service';

// Social sign-in through the university's OpenID Connect provider (code flow with PKCE).
// The state parameter is a signed token that carries the provider, the PKCE verifier and
// the nonce, so no server-side storage is needed and any instance can finish the flow.

const STATE_PURPOSE = 'oidc-state';
const STATE_SECONDS = 600;
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

/** The sign-in links of the configured providers (none by default). */
export async function socialLinks(deps: Deps) {
  const links: { id: string; name: string; url: string }[] = [];
  for (const provider of deps.config.oidcProviders) {
    try {
      const config = await configurationOf(deps, provider);
      const verifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const state = deps.tokens.signValue(STATE_PURPOSE, { p: provider.id, v: verifier, n: nonce }, STATE_SECONDS);
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
  return { links };
}

/** Completes the code flow with the query the provider sent back to /verify_social_oauth. */
export async function completeSocialSignIn(deps: Deps, query: Record<string, unknown>, ctx: RequestContext) {
  const stateToken = typeof query.state === 'string' ? query.state : '';
  const state = deps.tokens.verifyValue(STATE_PURPOSE, stateToken);
  const provider = state && deps.config.oidcProviders.find((p) => p.id === state.p);
  if (!state || !provider) throw AppError.unauthorized('The sign-in link has expired. Please try again.');
  const config = await configurationOf(deps, provider);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') params.set(k, v);
  let email: string | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri(deps)}?${params}`), {
      pkceCodeVerifier: String(state.v),
      expectedState: stateToken,
      expectedNonce: String(state.n),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims?.email_verified === false) throw new Error('unverified e-mail');
    email = typeof claims?.email === 'string' ? claims.email : undefined;
  } catch (err) {
    deps.log.warn(`OpenID Connect sign-in failed: ${(err as Error).message}`);
    throw AppError.unauthorized('The identity provider did not confirm your sign-in. Please try again.');
  }
  if (!email) throw AppError.unauthorized('The identity provider did not share your e-mail address.');
  return signInVerifiedEmail(deps, email, provider.id, ctx);
}
