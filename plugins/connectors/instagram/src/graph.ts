/**
 * The Graph API client of a crawl or a sign-in: the kit's JSON client on the `api` base URL
 * (`https://graph.facebook.com/v25.0`, Facebook Login) or `igApi`
 * (`https://graph.instagram.com/v25.0`, Instagram Login), the token sent as a bearer header
 * (never in the address, so it stays out of logs; paths are relative, `me/accounts`, so they
 * stay under the base URL's version), and every refusal read by the kit's Meta error mapping
 * (`graphMapError`: 190 → needs_reauth, 4/17/32/613 → rate_limited, permissions, missing objects).
 */
import type { ConnectorClock, ConnectorHttp } from '@chorus/core';
import { createJsonClient, graphMapError, type GraphError } from '@chorus/connector-kit';

/**
 * Default base URLs; `CHORUS_BASE_URL_INSTAGRAM_<NAME>` (`_API`, `_WEB`, `_IGAPI`, `_IGGRAPH`)
 * and tests replace them.
 */
export const instagramBaseUrls = {
  /** The Graph API of Facebook Login (hashtags, tagged posts), versioned. */
  api: 'https://graph.facebook.com/v25.0',
  /** Facebook Login's consent screen host (the authorize URL of oauth.ts lives there). */
  web: 'https://www.facebook.com/v25.0',
  /** The Instagram Graph API of Instagram Login (a profile's own media), versioned. */
  igApi: 'https://graph.instagram.com/v25.0',
  /** Its unversioned host, where Instagram Login's tokens are swapped and refreshed. */
  igGraph: 'https://graph.instagram.com',
} as const;

/** Renew this long before a long-lived token lapses: ten days of its sixty (both logins). */
export const renewBeforeMs = 10 * 24 * 60 * 60 * 1000;

/** What the owner reads when a permission is missing, by the login the token came from. */
const permissionMessages = {
  facebook: (error: GraphError) =>
    `Instagram did not give Chorus permission to read this (${error.message}). Sign in again through the source's "Token expired" link and allow every permission and every Page Chorus asks for; hashtag feeds also need the app's Instagram Public Content Access feature.`,
  instagram: (error: GraphError) =>
    `Instagram did not give Chorus permission to read this (${error.message}). Sign in again through the source's "Token expired" link and allow Chorus to read your profile and media (instagram_business_basic).`,
} as const;

/** Which login a token came from: Facebook Login or Instagram Login. */
export type InstagramLogin = keyof typeof permissionMessages;

/** A Graph client with the owner's token. */
export function graphClient(options: {
  readonly http: ConnectorHttp;
  readonly baseUrl: string;
  readonly token: string;
  readonly signal?: AbortSignal;
  readonly clock?: ConnectorClock;
  /** The login of the token, for the permission message; default Facebook Login. */
  readonly login?: InstagramLogin;
}) {
  return createJsonClient({
    http: options.http,
    baseUrl: options.baseUrl,
    network: 'Instagram',
    access: 'signedIn',
    headers: { authorization: `Bearer ${options.token}` },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    mapError: graphMapError({
      network: 'Instagram',
      now: () => options.clock?.now() ?? new Date(),
      permissionMessage: permissionMessages[options.login ?? 'facebook'],
    }),
  });
}
