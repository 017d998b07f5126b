/**
 * A fake identity provider on 127.0.0.1 for tests: an OpenID Connect provider (discovery, a
 * JWKS with a key generated at start, `/authorize` that approves at once and sends the browser
 * back with a code, `/token` that checks the PKCE verifier and answers an ID token signed with
 * that key, `/userinfo`) and a fake Facebook (its consent screen, `/oauth/access_token` and the
 * Graph's `/me`). Tests say who signs in (`user`) and how the provider misbehaves (`tamper`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The person the provider signs in. */
export interface FakeIdentity {
  readonly sub: string;
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly name?: string;
}

/** How the fake provider misbehaves on the next token requests. */
export type FakeTamper =
  | 'none'
  /** The ID token is signed with a key that is not in the JWKS. */
  | 'signature'
  /** The ID token carries another nonce than the one the client sent. */
  | 'nonce'
  /** The consent screen answers `error=access_denied`. */
  | 'deny';

interface Grant {
  readonly identity: FakeIdentity;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly nonce?: string;
  readonly challenge?: string;
  readonly facebook: boolean;
}

/** A running fake provider. */
export interface FakeIdentityProvider {
  /** The OpenID Connect issuer, `http://127.0.0.1:<port>`. */
  readonly issuer: string;
  /** Facebook's consent screen and Graph base on the same server. */
  readonly facebookAuthorizeUrl: string;
  readonly facebookGraphUrl: string;
  /** Who signs in next (changeable between tests). */
  user: FakeIdentity;
  tamper: FakeTamper;
  /** Token requests answered, for tests that check the provider was (not) asked. */
  readonly tokenRequests: number;
  /** Environment variables that configure Chorus for this provider under `id`. */
  environment(id?: string): Record<string, string>;
  close(): Promise<void>;
}

/** The client id and secret the fake expects. */
export const fakeClientId = 'chorus-test-client';
export const fakeClientSecret = 'chorus-test-secret';

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function clientOf(request: IncomingMessage, body: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return [decodeURIComponent(id ?? ''), decodeURIComponent(secret ?? '')];
  }
  return [body.get('client_id') ?? '', body.get('client_secret') ?? ''];
}

/** Starts a fake provider on a free loopback port. */
export async function startFakeIdentityProvider(
  user: FakeIdentity = { sub: 'user-1', email: 'ada@example.com', email_verified: true },
): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeIdentity>();
  let issuer = '';
  let tokenRequests = 0;

  const state = { user, tamper: 'none' as FakeTamper };

  async function idToken(grant: Grant): Promise<string> {
    const key: CryptoKey = state.tamper === 'signature' ? stranger.privateKey : privateKey;
    const nonce = state.tamper === 'nonce' ? 'not-the-nonce' : grant.nonce;
    const { sub, ...claims } = grant.identity;
    return new SignJWT({ ...claims, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(issuer)
      .setSubject(sub)
      .setAudience(grant.clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  function authorize(url: URL, response: ServerResponse, facebook: boolean): void {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    const stateParam = url.searchParams.get('state');
    if (stateParam) back.searchParams.set('state', stateParam);
    if (state.tamper === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request.');
    } else {
      const code = randomBytes(16).toString('hex');
      const nonce = url.searchParams.get('nonce');
      const challenge = url.searchParams.get('code_challenge');
      grants.set(code, {
        identity: state.user,
        clientId: url.searchParams.get('client_id') ?? '',
        redirectUri,
        ...(nonce ? { nonce } : {}),
        ...(challenge ? { challenge } : {}),
        facebook,
      });
      back.searchParams.set('code', code);
      if (!facebook) back.searchParams.set('iss', issuer);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  /** The grant behind a code, once, when the client, redirect and PKCE verifier match. */
  function redeem(params: URLSearchParams, clientId: string, secret: string): Grant | string {
    const grant = grants.get(params.get('code') ?? '');
    grants.delete(params.get('code') ?? '');
    if (!grant) return 'invalid_grant';
    if (clientId !== fakeClientId || secret !== fakeClientSecret) return 'invalid_client';
    if (grant.redirectUri !== params.get('redirect_uri')) return 'invalid_grant';
    if (grant.challenge) {
      const verifier = params.get('code_verifier') ?? '';
      const computed = createHash('sha256').update(verifier).digest('base64url');
      if (computed !== grant.challenge) return 'invalid_grant';
    }
    return grant;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') return authorize(url, response, false);
    if (url.pathname === '/facebook/dialog/oauth') return authorize(url, response, true);
    if (url.pathname === '/token' && request.method === 'POST') {
      tokenRequests += 1;
      const body = await readBody(request);
      const [clientId, secret] = clientOf(request, body);
      if (body.get('grant_type') !== 'authorization_code') {
        return json(response, 400, { error: 'unsupported_grant_type' });
      }
      const grant = redeem(body, clientId, secret);
      if (typeof grant === 'string' || grant.facebook) {
        return json(response, 400, { error: typeof grant === 'string' ? grant : 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.identity);
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
        id_token: await idToken(grant),
      });
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const identity = token ? accessTokens.get(token) : undefined;
      if (!identity) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, identity);
    }
    if (url.pathname === '/facebook/graph/oauth/access_token') {
      tokenRequests += 1;
      const grant = redeem(
        url.searchParams,
        url.searchParams.get('client_id') ?? '',
        url.searchParams.get('client_secret') ?? '',
      );
      if (typeof grant === 'string' || !grant.facebook) {
        return json(response, 400, {
          error: { message: 'Invalid verification code format.', type: 'OAuthException' },
        });
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.identity);
      return json(response, 200, { access_token: accessToken, token_type: 'bearer' });
    }
    if (url.pathname === '/facebook/graph/me') {
      const identity = accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (!identity) {
        return json(response, 400, { error: { message: 'Invalid OAuth access token.' } });
      }
      return json(response, 200, {
        id: identity.sub,
        ...(identity.name ? { name: identity.name } : {}),
        ...(identity.email ? { email: identity.email } : {}),
      });
    }
    json(response, 404, { error: 'not_found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      json(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    facebookAuthorizeUrl: `${issuer}/facebook/dialog/oauth`,
    facebookGraphUrl: `${issuer}/facebook/graph`,
    get user() {
      return state.user;
    },
    set user(value: FakeIdentity) {
      state.user = value;
    },
    get tamper() {
      return state.tamper;
    },
    set tamper(value: FakeTamper) {
      state.tamper = value;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    environment(id = 'TESTID') {
      return {
        [`CHORUS_SSO_${id}_ISSUER`]: issuer,
        [`CHORUS_SSO_${id}_CLIENT_ID`]: fakeClientId,
        [`CHORUS_SSO_${id}_CLIENT_SECRET`]: fakeClientSecret,
        [`CHORUS_SSO_${id}_NAME`]: 'Test ID',
        CHORUS_SSO_FACEBOOK_CLIENT_ID: fakeClientId,
        CHORUS_SSO_FACEBOOK_CLIENT_SECRET: fakeClientSecret,
        CHORUS_SSO_FACEBOOK_AUTHORIZE_URL: `${issuer}/facebook/dialog/oauth`,
        CHORUS_SSO_FACEBOOK_GRAPH_URL: `${issuer}/facebook/graph`,
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
