/**
 * Talking to an identity provider: the address of its consent screen, and what its answer says
 * about the person (subject, e-mail, whether the provider verified it, name).
 *
 * OpenID Connect (Google, LinkedIn, any issuer) goes through `openid-client` (panva): discovery
 * from `<issuer>/.well-known/openid-configuration`, the authorization code flow with PKCE
 * (S256), state and nonce, and the ID token checked by it: issuer, audience, expiry, nonce, and
 * its signature against the provider's JWKS (`enableNonRepudiationChecks`). Facebook is OAuth 2
 * with PKCE and its Graph API's `/me?fields=id,name,email`.
 */
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SsoProviderConfig } from './sso-config.ts';

/** Why a sign-in failed; the sign-in screen words each (owner/auth/texts.ts). */
export const ssoErrorCodes = [
  'unknown-provider',
  'denied',
  'state',
  'provider',
  'token',
  'no-email',
  'email-unverified',
  'account-unverified',
  'signup-closed',
  'invite-used',
  'suspended',
] as const;

/** One of {@link ssoErrorCodes}. */
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** A sign-in that cannot go on, and why. */
export class SsoError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'SsoError';
  }
}

/** What the provider says about the person who signed in. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (`sub`, Facebook's app-scoped `id`). */
  readonly subject: string;
  readonly email?: string;
  /** True only when the provider says it verified the address. */
  readonly emailVerified: boolean;
  readonly name?: string;
}

/** The secrets of one attempt, kept by Chorus between the start and the callback. */
export interface AttemptChecks {
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

const timeoutMs = 10_000;

function isLoopback(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's metadata, read once per process (a failed read is forgotten, so the next
 * sign-in asks again). Plain http is accepted for a loopback issuer only (tests).
 */
function configurationOf(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}\n${provider.clientSecret ?? ''}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = provider.issuer ?? '';
    const execute = isLoopback(issuer)
      ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
      : [oidc.enableNonRepudiationChecks];
    pending = oidc.discovery(new URL(issuer), provider.clientId, provider.clientSecret, undefined, {
      execute,
      timeout: timeoutMs / 1000,
    });
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

/** The address of the provider's consent screen for one attempt. */
export async function authorizationUrl(
  provider: SsoProviderConfig,
  checks: AttemptChecks,
): Promise<string> {
  const codeChallenge = await oidc.calculatePKCECodeChallenge(checks.codeVerifier);
  if (provider.kind === 'facebook') {
    const url = new URL(provider.authorizeUrl ?? '');
    url.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: checks.redirectUri,
      state: checks.state,
      response_type: 'code',
      scope: 'email,public_profile',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }
  let configuration: oidc.Configuration;
  try {
    configuration = await configurationOf(provider);
  } catch (error) {
    throw new SsoError('provider', String(error));
  }
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: checks.redirectUri,
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    })
    .toString();
}

/** The provider refused to be reached or answered something that is no answer. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  return (error.cause instanceof Error && isUnreachable(error.cause)) || false;
}

/**
 * Redeems the provider's answer (the callback's query) and says who signed in. Throws
 * {@link SsoError}: `denied` when the person said no, `provider` when the provider could not be
 * reached, `token` when its answer does not check out (signature, nonce, issuer, audience).
 */
export async function finishSignIn(
  provider: SsoProviderConfig,
  query: URLSearchParams,
  checks: AttemptChecks,
): Promise<ProviderIdentity> {
  const error = query.get('error');
  if (error) throw new SsoError(error === 'access_denied' ? 'denied' : 'provider', error);
  if (!query.get('code')) throw new SsoError('provider', 'no code');
  try {
    return provider.kind === 'facebook'
      ? await facebookIdentity(provider, query.get('code') ?? '', checks)
      : await oidcIdentity(provider, query, checks);
  } catch (cause) {
    if (cause instanceof SsoError) throw cause;
    throw new SsoError(isUnreachable(cause) ? 'provider' : 'token', String(cause));
  }
}

async function oidcIdentity(
  provider: SsoProviderConfig,
  query: URLSearchParams,
  checks: AttemptChecks,
): Promise<ProviderIdentity> {
  let configuration: oidc.Configuration;
  try {
    configuration = await configurationOf(provider);
  } catch (error) {
    throw new SsoError('provider', String(error));
  }
  const current = new URL(checks.redirectUri);
  for (const [name, value] of query) current.searchParams.append(name, value);
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new SsoError('token', 'no ID token');
  let source: Record<string, unknown> = claims;
  if (typeof claims['email'] !== 'string') {
    // Some providers put the address in the UserInfo answer only.
    source = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  }
  const email = typeof source['email'] === 'string' ? source['email'].trim() : '';
  const name = typeof source['name'] === 'string' ? source['name'] : undefined;
  return {
    subject: claims.sub,
    ...(email ? { email } : {}),
    // Some providers send the flag as the string "true".
    emailVerified: source['email_verified'] === true || source['email_verified'] === 'true',
    ...(name ? { name } : {}),
  };
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new SsoError('token', `${url.pathname}: ${response.status}`);
  return body;
}

/**
 * Facebook: the code for an access token, then `/me?fields=id,name,email`. Facebook does not
 * say whether it verified the address, so it never counts as verified: a Facebook sign-in never
 * joins an existing account by its e-mail (docs/operations.md).
 */
async function facebookIdentity(
  provider: SsoProviderConfig,
  code: string,
  checks: AttemptChecks,
): Promise<ProviderIdentity> {
  const graph = provider.graphUrl ?? '';
  const tokenUrl = new URL(`${graph}/oauth/access_token`);
  tokenUrl.search = new URLSearchParams({
    client_id: provider.clientId,
    client_secret: provider.clientSecret ?? '',
    redirect_uri: checks.redirectUri,
    code,
    code_verifier: checks.codeVerifier,
  }).toString();
  const token = await getJson(tokenUrl);
  const accessToken = token['access_token'];
  if (typeof accessToken !== 'string') throw new SsoError('token', 'no access token');
  const meUrl = new URL(`${graph}/me`);
  meUrl.search = new URLSearchParams({
    fields: 'id,name,email',
    access_token: accessToken,
    ...(provider.clientSecret
      ? {
          appsecret_proof: createHmac('sha256', provider.clientSecret)
            .update(accessToken)
            .digest('hex'),
        }
      : {}),
  }).toString();
  const me = await getJson(meUrl);
  if (typeof me['id'] !== 'string' || me['id'] === '') throw new SsoError('token', 'no id');
  const email = typeof me['email'] === 'string' ? me['email'].trim() : '';
  return {
    subject: me['id'],
    ...(email ? { email } : {}),
    emailVerified: false,
    ...(typeof me['name'] === 'string' ? { name: me['name'] } : {}),
  };
}
