/**
 * How Chorus signs in to a Mastodon server: OAuth 2 with PKCE on that server, after registering
 * an app there (`POST /api/v1/apps`) the first time any owner signs in to it. The server's
 * generic connect routes run the flow; the registered app is kept encrypted and reused.
 */
import { oauth2 } from '@chorus/connector-kit';
import type { OAuthRegistrationContext, RegisteredOAuthClient } from '@chorus/core';
import { z } from 'zod';
import { instanceOfOptions } from './instance.ts';

/** Read-only: timelines, lists and accounts. */
export const mastodonScopes = ['read'] as const;

const appSchema = z.object({
  client_id: z.string().min(1).max(2000),
  client_secret: z.string().max(2000).nullable().optional(),
});

const errorSchema = z.object({ error: z.string().max(500) });

/**
 * Registers Chorus as an app on one Mastodon server (docs: `POST /api/v1/apps` with
 * `client_name`, `redirect_uris`, `scopes`, `website`). Throws an Error the owner can read when
 * the server refuses or answers something else.
 */
export async function registerMastodonApp(
  context: OAuthRegistrationContext,
): Promise<RegisteredOAuthClient> {
  const host = new URL(context.issuer).host;
  let response: Response;
  try {
    response = await context.http(new URL('/api/v1/apps', context.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_name: context.clientName,
        redirect_uris: context.redirectUri,
        scopes: context.scopes.join(' '),
        ...(context.website ? { website: context.website } : {}),
      }),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${host} could not be reached to register Chorus (${reason})`, {
      cause: error,
    });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const refused = errorSchema.safeParse(json);
    const words = refused.success ? `: ${refused.data.error}` : '';
    throw new Error(`${host} refused to register Chorus (HTTP ${response.status}${words})`);
  }
  const app = appSchema.safeParse(json);
  if (!app.success) throw new Error(`${host} answered the app registration with no client id`);
  return { clientId: app.data.client_id, clientSecret: app.data.client_secret ?? null };
}

const pluginOptionsSchema = z.object({ defaultInstance: z.string().default('') }).loose();

/** The `auth` of the Mastodon connector: sign in on the source's own server. */
export const mastodonAuth = oauth2({
  authorizeUrl: '/oauth/authorize',
  tokenUrl: '/oauth/token',
  scopes: mastodonScopes,
  pkce: true,
  // Mastodon's tokens do not expire and come with no refresh token: the owner signs in again.
  refresh: false,
  registration: {
    issuerOf: (source, pluginOptions) =>
      instanceOfOptions(
        source.feedType,
        source.options,
        pluginOptionsSchema.parse(pluginOptions ?? {}).defaultInstance,
      ),
    register: registerMastodonApp,
  },
});
