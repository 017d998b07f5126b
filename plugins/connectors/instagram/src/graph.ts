/**
 * The Graph API client of a crawl or a sign-in: the kit's JSON client on the `api` base URL
 * (`https://graph.facebook.com/v25.0`), the token sent as a bearer header (never in the address,
 * so it stays out of logs), and every refusal read by the kit's Meta error mapping
 * (`graphMapError`: 190 → needs_reauth, 4/17/32/613 → rate_limited, permissions, missing objects).
 */
import type { ConnectorClock, ConnectorHttp } from '@chorus/core';
import { createJsonClient, graphMapError, type GraphError } from '@chorus/connector-kit';

/** Default base URLs; `CHORUS_BASE_URL_INSTAGRAM_API` / `_WEB` and tests replace them. */
export const instagramBaseUrls = {
  /** The Graph API, versioned. */
  api: 'https://graph.facebook.com/v25.0',
  /** Facebook Login's consent screen host (the authorize URL of oauth.ts lives there). */
  web: 'https://www.facebook.com/v25.0',
} as const;

/** What the owner reads when a permission is missing. */
function permissionMessage(error: GraphError): string {
  return `Instagram did not give Chorus permission to read this (${error.message}). Sign in again through the source's "Token expired" link and allow every permission and every Page Chorus asks for; hashtag feeds also need the app's Instagram Public Content Access feature.`;
}

/** A Graph client with the owner's token. */
export function graphClient(options: {
  readonly http: ConnectorHttp;
  readonly baseUrl: string;
  readonly token: string;
  readonly signal?: AbortSignal;
  readonly clock?: ConnectorClock;
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
      permissionMessage,
    }),
  });
}
