/**
 * The owner spec's popup addresses that create a source and sign it in (section 7, "Popup
 * connect flows"): `instagram/profile/{user_id}/{handle}/{privacy}`,
 * `twitter/hashtag/{tag}/{user_id}/{privacy}`... Each is an alias of what the connect dialog
 * does: the source is created as `POST /api/{network}` creates it (the feed type's options
 * checked with its messages, moderation gated by the plan, a crawl asked), then the popup goes
 * on to `/api/{network}/{id}/authorize`, the one sign-in of every OAuth 2 connector, which
 * signs in with the feed type's own sign-in when it has one (an Instagram profile goes to
 * Instagram Login, an Instagram hashtag to Facebook Login). A refused
 * value (an empty handle, a feed type the network no longer offers) ends the popup with the
 * message and creates nothing. `{user_id}` names the wall: its number, or its user name.
 *
 * A route is served only when its connector is installed and has that feed type. Being a GET
 * that creates, it is refused unless the owner's own page on this site opened it (the checks of
 * the authorize route: the session cookie, `Origin` and `Sec-Fetch-Site`).
 */
import { invalidateWall } from '../posts/feed-cache-wiring.ts';
import {
  feedTypeAuthOf,
  formatMessage,
  messages,
  type ConnectorAuth,
  type FeedTypeDefinition,
} from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf, wallOf, type WallLocator } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { originAllowed } from '../auth/origin.ts';
import { sessionCookieName } from '../auth/session.ts';
import { createSource } from '../db/repositories/sources.ts';
import { checkSourceOptions, feedTypeOf } from '../routes/walls/source-input.ts';
import { sendOutcomePage } from './page.ts';

/** One of the spec's creation addresses: its path, and the source it makes. */
export interface CreationRoute {
  readonly network: string;
  readonly feedType: string;
  /** Fastify path with the spec's parameter names; `user_id` and `privacy` are always there. */
  readonly path: string;
  /** The feed type's options from the path's parameters. */
  readonly options: (params: Readonly<Record<string, string>>) => Record<string, unknown>;
}

/** The spec's creation addresses (owner spec section 7), by network and feed type. */
export const creationRouteTable: readonly CreationRoute[] = [
  {
    network: 'twitter',
    feedType: 'handle',
    path: '/twitter/profile/:handle/:user_id/:privacy',
    options: (p) => ({ handle: p['handle'] }),
  },
  {
    network: 'twitter',
    feedType: 'hashtag',
    path: '/twitter/hashtag/:tag/:user_id/:privacy',
    options: (p) => ({ hashtag: p['tag'] }),
  },
  {
    network: 'twitter',
    feedType: 'list',
    path: '/twitter/list/:handle/:list/:user_id/:privacy',
    options: (p) => ({ handle: p['handle'], list: p['list'] }),
  },
  {
    network: 'twitter',
    feedType: 'geo',
    path: '/twitter/geo/:lat/:lon/:rad/:user_id/:privacy/:hashtag?',
    options: (p) => ({
      latitude: p['lat'],
      longitude: p['lon'],
      radius: p['rad'],
      ...(p['hashtag'] ? { hashtag: p['hashtag'] } : {}),
    }),
  },
  {
    network: 'twitter',
    feedType: 'favorites',
    path: '/twitter/favorites/:handle/:user_id/:privacy',
    options: (p) => ({ handle: p['handle'] }),
  },
  {
    network: 'twitter',
    feedType: 'advanced',
    path: '/twitter/advanced/:query/:user_id/:privacy',
    options: (p) => ({ query: p['query'] }),
  },
  {
    network: 'instagram',
    feedType: 'profile',
    path: '/instagram/profile/:user_id/:handle/:privacy',
    options: (p) => ({ handle: p['handle'] }),
  },
  {
    network: 'instagram',
    feedType: 'hashtag',
    path: '/instagram/hashtag/:user_id/:tag/:privacy',
    options: (p) => ({ hashtag: p['tag'] }),
  },
  {
    network: 'instagram',
    feedType: 'location',
    path: '/instagram/location/:user_id/:location_id/:privacy/:query?',
    options: (p) => ({ location: p['location_id'] }),
  },
  {
    // The spec does not show the rest of this path; the feed type is refused whatever it holds.
    network: 'instagram',
    feedType: 'geo',
    path: '/instagram/geo/:user_id/:privacy/*',
    options: () => ({}),
  },
  {
    network: 'linkedin',
    feedType: 'company',
    path: '/linkedin/company/:user_id/:company_id/:company_name/:privacy',
    options: (p) => ({ company_id: p['company_id'], company_name: p['company_name'] }),
  },
  {
    network: 'linkedin',
    feedType: 'profile',
    path: '/linkedin/profile/:user_id/:privacy',
    options: () => ({}),
  },
  {
    network: 'linkedin',
    feedType: 'group',
    path: '/linkedin/group/:user_id/:group_id/:group_name/:privacy',
    options: (p) => ({ group_id: p['group_id'], group_name: p['group_name'] }),
  },
];

/**
 * `googleplus/authenticate/{name}/{user_id}/{privacy}/{types}`: the spec's Google sign-in for a
 * Google+ source. Google+ closed in 2019, so there is nothing to sign in to; the address answers
 * with where a Google+ source comes from now (the person's uploaded Takeout archive) and
 * creates nothing.
 */
export const googlePlusSignInPath = '/googleplus/authenticate/:name/:user_id/:privacy/:types';

/** What that address says. */
export const googlePlusClosedText =
  'Google+ closed in 2019, so there is no Google sign-in to start. Make a Google+ source by ' +
  'uploading the person\'s Google Takeout archive of "Google+ Stream" in the connect dialog ' +
  '(Add source, Google+ archive).';

/** The wall of the path's `user_id`: its number, else its user name. */
const wallOfPath: WallLocator = (request) => {
  const raw = (request.params as Record<string, unknown>)['user_id'];
  if (typeof raw !== 'string' || raw === '') return undefined;
  return /^\d{1,15}$/.test(raw) ? { id: Number(raw) } : { userName: raw };
};

/**
 * Whether the source signs in through the popup after it is created: its feed type's sign-in
 * (its own `auth`, else the connector's) is OAuth 2 and not optional.
 */
function signsIn(auth: ConnectorAuth, feedType: FeedTypeDefinition): boolean {
  return auth.kind === 'oauth2' && feedType.signIn !== 'optional';
}

/** Registers the creation addresses of the installed connectors. */
export async function creationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of creationRouteTable) {
    const connector = app.plugins.connectors.find((candidate) => candidate.id === entry.network);
    const feedType = connector ? feedTypeOf(connector, entry.feedType) : undefined;
    if (!connector || !feedType) continue;
    routes.get(
      entry.path,
      {
        config: { access: { action: 'wall.modify', wall: wallOfPath } },
        schema: {
          tags: ['sources'],
          summary: `Connects a ${connector.displayName} ${feedType.title} source and signs it in (the spec's popup address)`,
        },
      },
      async (request, reply) => {
        // Opened by the owner's page on this site: another site may not create a source.
        const fetchSite = request.headers['sec-fetch-site'];
        if (
          !originAllowed(request, app.config, false) ||
          (typeof fetchSite === 'string' && !['same-origin', 'none'].includes(fetchSite))
        ) {
          throw httpError(403, messages.requestWrong);
        }
        const user = userOf(request);
        if (user.via !== 'session' || !request.cookies[sessionCookieName]) {
          throw httpError(401, messages.signInRequired);
        }
        const params = request.params as Record<string, string>;
        const privacy = params['privacy'];
        if (privacy !== '0' && privacy !== '1') {
          return sendOutcomePage(reply, 'failed', messages.requestWrong, 400);
        }
        const checked = await checkSourceOptions(
          app.sourceAddressCheck,
          feedType,
          entry.options(params),
        );
        if (!checked.ok) {
          return sendOutcomePage(
            reply,
            'failed',
            checked.issues[0]?.message ?? messages.requestWrong,
            400,
          );
        }
        if (privacy === '1') request.requireFeature('moderation');
        const wall = wallOf(request);
        const row = await createSource(app.database.db, {
          wallId: wall.id,
          network: connector.id,
          feedType: entry.feedType,
          options: checked.options,
          label: checked.label,
          privacy: privacy === '1' ? 1 : 0,
        });
        // The wall's collection bar lists its sources: its kept public pages are out of date.
        invalidateWall(app, wall.id);
        await app.crawls.request(row.id);
        if (signsIn(feedTypeAuthOf(connector, entry.feedType), feedType)) {
          return reply
            .header('cache-control', 'no-store')
            .redirect(`/api/${connector.id}/${String(row.id)}/authorize`, 302);
        }
        return sendOutcomePage(
          reply,
          'connected',
          formatMessage('oauthConnected', { network: connector.displayName }),
          201,
        );
      },
    );
  }
  if (app.plugins.connectors.some((candidate) => candidate.id === 'googleplus')) {
    routes.get(
      googlePlusSignInPath,
      {
        config: { access: { action: 'wall.modify', wall: wallOfPath } },
        schema: {
          tags: ['sources'],
          summary:
            "The spec's Google+ sign-in popup: Google+ closed in 2019, so it says to upload the Takeout archive instead",
        },
      },
      async (_request, reply) => sendOutcomePage(reply, 'failed', googlePlusClosedText, 410),
    );
  }
}
