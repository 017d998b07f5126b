import type {
  ConnectorAuth,
  OAuthAppRef,
  OAuthGrantedTokens,
  OAuthRegistration,
  OAuthRenewContext,
  OAuthSignInContext,
  OAuthSignInResult,
} from '@chorus/core';

/** What a connector declares to sign in with OAuth 2 (authorization code, optionally PKCE). */
export interface OAuth2Declaration {
  /** The consent screen the owner's browser is sent to (the 665x300 popup). */
  readonly authorizeUrl: string;
  /** Where the server exchanges the code, or a refresh token, for tokens. */
  readonly tokenUrl: string;
  /** Scopes requested, read-only ones where the network has them. */
  readonly scopes: readonly string[];
  /**
   * The installation app, when this sign-in is a feed type's own at another login product
   * than the connector's (`{ id: 'instagram-login', name: 'Instagram Login' }`): its client id
   * is then `CHORUS_OAUTH_<ID>_CLIENT_ID` and the admin screen lists it apart.
   */
  readonly app?: OAuthAppRef;
  /** Whether to send a PKCE S256 challenge; default true (RFC 9700 asks for it). */
  readonly pkce?: boolean;
  /**
   * Whether an expired access token is renewed with the refresh token before a crawl;
   * default true. A network without refresh tokens sets false: the owner reconnects instead.
   */
  readonly refresh?: boolean;
  /**
   * A network of many servers, each with its own clients (Mastodon): which server a source
   * signs in to and how to register there. The server registers once per server, keeps the
   * client encrypted and reuses it; `authorizeUrl` and `tokenUrl` are then paths on that
   * server (`/oauth/authorize`).
   */
  readonly registration?: OAuthRegistration;
  /** `basic` (default): the secret by HTTP Basic; `body`: client id and secret as form fields. */
  readonly clientAuthentication?: 'basic' | 'body';
  /** The client id parameter's name in the consent address and token requests (`client_key`). */
  readonly clientIdParameter?: string;
  /** What joins the scopes in the consent address; default a space. */
  readonly scopeSeparator?: string;
  /**
   * After the code exchange: swap for a long-lived token, pick a page token, resolve ids; its
   * `credentials` are sealed beside the token and its `options` merged into the source's.
   */
  readonly completeSignIn?: (context: OAuthSignInContext) => Promise<OAuthSignInResult>;
  /** Renews a due token in place of the standard `refresh_token` grant. */
  readonly renewTokens?: (context: OAuthRenewContext) => Promise<OAuthGrantedTokens>;
  /** Renew when the token expires within this many milliseconds; default 60 000. */
  readonly renewBeforeMs?: number;
}

/**
 * The `auth` of a connector that signs in with OAuth 2. The server's routes
 * (`GET /api/{network}/{id}/authorize`, `GET /api/oauth/{network}/callback`) then serve it with
 * no code of its own; the installation sets `CHORUS_OAUTH_<NETWORK>_CLIENT_ID` (and `_SECRET`).
 *
 * ```ts
 * auth: oauth2({
 *   authorizeUrl: 'https://example.social/oauth/authorize',
 *   tokenUrl: 'https://example.social/oauth/token',
 *   scopes: ['read'],
 * }),
 * ```
 */
export function oauth2(declaration: OAuth2Declaration): ConnectorAuth {
  return {
    kind: 'oauth2',
    authorizeUrl: declaration.authorizeUrl,
    tokenUrl: declaration.tokenUrl,
    scopes: [...declaration.scopes],
    ...(declaration.app ? { app: declaration.app } : {}),
    pkce: declaration.pkce ?? true,
    refresh: declaration.refresh ?? true,
    ...(declaration.registration ? { registration: declaration.registration } : {}),
    ...(declaration.clientAuthentication
      ? { clientAuthentication: declaration.clientAuthentication }
      : {}),
    ...(declaration.clientIdParameter ? { clientIdParameter: declaration.clientIdParameter } : {}),
    ...(declaration.scopeSeparator ? { scopeSeparator: declaration.scopeSeparator } : {}),
    ...(declaration.completeSignIn ? { completeSignIn: declaration.completeSignIn } : {}),
    ...(declaration.renewTokens ? { renewTokens: declaration.renewTokens } : {}),
    ...(declaration.renewBeforeMs === undefined
      ? {}
      : { renewBeforeMs: declaration.renewBeforeMs }),
  };
}
