/**
 * A fake Mastodon server's sign-in side and signed-in timelines, as routes for the kit's fake
 * network on loopback: app registration (`POST /api/v1/apps`), the consent screen
 * (`/oauth/authorize`, an "Authorize" link back to the callback), the token endpoint
 * (`/oauth/token`, with PKCE S256 and the registered client checked), and the home timeline,
 * the lists and a list's timeline, which need the issued token. It follows the wire format of
 * docs.joinmastodon.org (methods/apps, methods/oauth, methods/timelines, methods/lists).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FakeResponse, FakeRoute, RecordedRequest } from '@chorus/connector-kit/testing';

/** What the fake server serves once signed in, and how it behaves. */
export interface FakeMastodonInput {
  /** Statuses of the home timeline, newest first (or made at request time). */
  readonly home?: readonly object[] | (() => readonly object[]);
  /** The signed-in account's lists with their statuses. */
  readonly lists?: readonly { id: string; title: string; statuses: readonly object[] }[];
  /** Hashtag timelines (by tag) answered to anyone, or only to a signed-in caller. */
  readonly tags?: Readonly<Record<string, readonly object[]>>;
  /** A server that shows public timelines only to signed-in accounts (422 otherwise). */
  readonly publicTimelinesNeedSignIn?: boolean;
  /** The consent screen answers `access_denied` instead of a code. */
  readonly deny?: boolean;
}

/** What the fake server saw and issued, for a test to check. */
export interface FakeMastodonState {
  /** Every app registration, as sent. */
  readonly registrations: {
    client_name: string;
    redirect_uris: string;
    scopes: string;
    website?: string;
  }[];
  /** Client ids issued, with their secret and redirect URI. */
  readonly clients: Map<string, { secret: string; redirectUri: string }>;
  /** Access tokens issued. */
  readonly tokens: Set<string>;
}

const json = { 'content-type': 'application/json; charset=utf-8' };
const html = { 'content-type': 'text/html; charset=utf-8' };

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `{ client_id, client_secret }` from HTTP Basic or the form, as Doorkeeper accepts either. */
function clientCredentialsOf(request: RecordedRequest, form: URLSearchParams) {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers['authorization'] ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part));
    return { id, secret };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

const unauthorized: FakeResponse = {
  status: 401,
  headers: json,
  body: { error: 'The access token is invalid' },
};

/** The routes of a fake Mastodon server, and what it saw. */
export function fakeMastodon(input: FakeMastodonInput = {}): {
  routes: FakeRoute[];
  state: FakeMastodonState;
} {
  const state: FakeMastodonState = { registrations: [], clients: new Map(), tokens: new Set() };
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string }>();
  const signedIn = (request: RecordedRequest): boolean => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers['authorization'] ?? '');
    return bearer?.[1] !== undefined && state.tokens.has(bearer[1]);
  };

  const routes: FakeRoute[] = [
    {
      method: 'POST',
      path: '/api/v1/apps',
      respond: (request) => {
        const body = JSON.parse(request.body || '{}') as Record<string, string>;
        if (!body.client_name || !body.redirect_uris) {
          return {
            status: 422,
            headers: json,
            body: { error: "Validation failed: Application name can't be blank" },
          };
        }
        state.registrations.push({
          client_name: body.client_name,
          redirect_uris: body.redirect_uris,
          scopes: body.scopes ?? 'read',
          ...(body.website ? { website: body.website } : {}),
        });
        const clientId = randomBytes(16).toString('base64url');
        const secret = randomBytes(16).toString('base64url');
        state.clients.set(clientId, { secret, redirectUri: body.redirect_uris });
        return {
          headers: json,
          body: {
            id: String(state.clients.size),
            name: body.client_name,
            website: body.website ?? null,
            scopes: (body.scopes ?? 'read').split(' '),
            redirect_uri: body.redirect_uris,
            redirect_uris: [body.redirect_uris],
            client_id: clientId,
            client_secret: secret,
          },
        };
      },
    },
    {
      path: '/oauth/authorize',
      respond: (request) => {
        const clientId = request.query.get('client_id') ?? '';
        const client = state.clients.get(clientId);
        const redirectUri = request.query.get('redirect_uri') ?? '';
        if (!client || client.redirectUri !== redirectUri) {
          return {
            status: 400,
            headers: html,
            body: '<!doctype html><title>Error</title><p>The redirect uri included is not valid.',
          };
        }
        const back = new URL(redirectUri);
        back.searchParams.set('state', request.query.get('state') ?? '');
        if (input.deny) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(16).toString('base64url');
          codes.set(code, {
            clientId,
            redirectUri,
            challenge: request.query.get('code_challenge') ?? '',
          });
          back.searchParams.set('code', code);
        }
        return {
          headers: html,
          body: `<!doctype html><html lang="en"><title>Fake Mastodon</title><main><h1>Authorization required</h1><a id="authorize" href="${escapeAttribute(back.toString())}">Authorize</a></main></html>`,
        };
      },
    },
    {
      method: 'POST',
      path: '/oauth/token',
      respond: (request) => {
        const form = new URLSearchParams(request.body);
        const { id, secret } = clientCredentialsOf(request, form);
        const client = state.clients.get(id);
        const refused = (error: string, description: string): FakeResponse => ({
          status: 400,
          headers: json,
          body: { error, error_description: description },
        });
        if (!client || client.secret !== secret) {
          return refused('invalid_client', 'Client authentication failed.');
        }
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !code ||
          code.clientId !== id ||
          code.redirectUri !== form.get('redirect_uri') ||
          (code.challenge !== '' && code.challenge !== challenge)
        ) {
          return refused('invalid_grant', 'The provided authorization grant is invalid.');
        }
        const token = randomBytes(24).toString('base64url');
        state.tokens.add(token);
        return {
          headers: json,
          body: { access_token: token, token_type: 'Bearer', scope: 'read', created_at: 1 },
        };
      },
    },
    {
      path: '/api/v1/timelines/home',
      respond: (request) =>
        signedIn(request)
          ? {
              headers: json,
              body: [...(typeof input.home === 'function' ? input.home() : (input.home ?? []))],
            }
          : unauthorized,
    },
    {
      path: '/api/v1/lists',
      respond: (request) =>
        signedIn(request)
          ? {
              headers: json,
              body: (input.lists ?? []).map((list) => ({
                id: list.id,
                title: list.title,
                replies_policy: 'list',
                exclusive: false,
              })),
            }
          : unauthorized,
    },
    {
      path: /^\/api\/v1\/timelines\/list\/[^/]+$/,
      respond: (request) => {
        if (!signedIn(request)) return unauthorized;
        const id = decodeURIComponent(request.path.split('/').pop() ?? '');
        const list = (input.lists ?? []).find((candidate) => candidate.id === id);
        return list
          ? { headers: json, body: [...list.statuses] }
          : { status: 404, headers: json, body: { error: 'Record not found' } };
      },
    },
    {
      path: /^\/api\/v1\/timelines\/tag\/[^/]+$/,
      respond: (request) => {
        if (input.publicTimelinesNeedSignIn && !signedIn(request)) {
          return {
            status: 422,
            headers: json,
            body: { error: 'This method requires an authenticated user' },
          };
        }
        const tag = decodeURIComponent(request.path.split('/').pop() ?? '');
        // A later crawl asks only for newer posts: the fixture holds none.
        if (request.query.get('min_id')) return { headers: json, body: [] };
        return { headers: json, body: [...(input.tags?.[tag] ?? [])] };
      },
    },
  ];
  return { routes, state };
}
