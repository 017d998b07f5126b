/**
 * Public wall pages drawn on the server, kept for the seconds a CDN may keep them.
 *
 * Drawing a wall page reads the wall's profile, collections and first feed page through the API
 * and renders the theme: about 10 ms of one core on the bench's machine. Every visitor of a
 * public wall sees the same page, so an anonymous visitor's page is kept in the feed cache
 * (posts/feed-cache.ts), beside the wall's feed pages, under its address:
 * - moderation, ingestion, live events from other server processes, saved wall settings and a
 *   source added, changed or removed (the collection bar lists them) drop it with the wall's
 *   feed (`invalidateWall`), so a change shows on the next load;
 * - anything no hook reports shows within `publicCacheSeconds` (5 by default), the time
 *   `Cache-Control` already lets a CDN hold the page; 0 turns this cache off as it turns shared
 *   caching off;
 * - visitors with a session or credentials (an owner looking at an inactive wall, a moderator)
 *   always get a page drawn for them, and so does an address with a token or `nocache`;
 * - many visitors asking at once for a page that is not kept wait for one drawing.
 * Each kept page is compressed once per encoding, carries an ETag (304 when unchanged), and
 * still adds its style hash to the CSP and counts its view on every answer. Asked for again, a
 * kept page is answered before the request cycle (front-answers.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedFeed } from '../posts/feed-cache.ts';
import { feedServicesOf } from '../posts/feed-cache-wiring.ts';
import { countWallViewBy } from '../analytics/routes.ts';
import { EncodedBodies, sendCachedBody } from './compression.ts';
import { clientAddressOf, isAnonymousRequest } from './front-answers.ts';
import { answerDrawnWallPage, type DrawnWallPage } from './wall-render.ts';

/** What a kept page's answers need besides its HTML. */
type PageFacts = Pick<DrawnWallPage, 'styleSource' | 'profile'>;

/** Query parameters whose pages are never kept: a grant in the address, or a fresh read. */
const uncachedParameters = ['wl_token', 'nocache'];

/**
 * The key a wall page is kept under among its wall's feed pages (whose keys start with a digit,
 * so the two never meet); null for an address whose page is not kept.
 */
export function wallPageKey(url: URL): string | null {
  if (uncachedParameters.some((name) => url.searchParams.has(name))) return null;
  return `page ${url.pathname}${url.search}`;
}

/** The wall pages of one app: kept, encoded and answered. */
export class WallPages {
  readonly #ttlMs: number;
  readonly #facts = new WeakMap<CachedFeed, PageFacts>();
  readonly #encoded = new EncodedBodies<CachedFeed>();
  readonly #drawing = new Map<string, Promise<CachedFeed | null>>();

  /** `ttlMs`: how long a page is kept (the instance's `publicCacheSeconds`); 0 keeps none. */
  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /**
   * Answers the wall page at the request's address, kept or drawn by `draw`, with the shared
   * caching headers `publicHeaders` for anonymous visitors. False, with nothing sent, when
   * there is no wall page to draw there (the caller sends the app shell).
   */
  async send(
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    userName: string,
    draw: () => Promise<DrawnWallPage | null>,
    publicHeaders: Readonly<Record<string, string>>,
  ): Promise<boolean> {
    const anonymous = isAnonymousRequest(request);
    const key =
      anonymous && this.#ttlMs > 0
        ? wallPageKey(new URL(request.url, 'http://chorus.invalid'))
        : null;
    const services = key === null ? undefined : feedServicesOf(app);
    const wall = services ? await services.walls.find(userName) : undefined;
    if (key === null || !services || !wall || wall.status !== 0) {
      const page = await draw();
      if (page === null) return false;
      answerDrawnWallPage(app, request, reply, page);
      if (anonymous) reply.headers(publicHeaders);
      await reply.type('text/html; charset=utf-8').send(page.html);
      return true;
    }
    let kept = services.cache.get(wall.id, key);
    reply.header('x-wall-page-cache', kept ? 'hit' : 'miss');
    kept ??=
      (await this.#drawOnce(`${wall.id} ${key}`, async () => {
        const ticket = services.cache.ticket();
        const page = await draw();
        if (page === null) return null;
        const entry = services.cache.set(wall.id, key, page.html, ticket, this.#ttlMs);
        this.#facts.set(entry, { styleSource: page.styleSource, profile: page.profile });
        return entry;
      })) ?? undefined;
    const facts = kept && this.#facts.get(kept);
    if (!kept || !facts) return false;
    answerDrawnWallPage(app, request, reply, facts);
    reply.headers(publicHeaders);
    // Asked for again, the page goes out before the request cycle while the cache holds it
    // (front-answers.ts), still counting its view.
    const trustProxy = app.config.trustProxy;
    app.frontAnswers.remember(request, {
      cache: services.cache,
      wallId: wall.id,
      key,
      entry: kept,
      encoded: this.#encoded,
      keptHeaders: { 'x-wall-page-cache': 'hit' },
      onAnswer: (raw) =>
        countWallViewBy(
          app,
          clientAddressOf(raw, trustProxy),
          raw.headers['user-agent'],
          facts.profile,
        ),
    });
    await sendCachedBody(request, reply, kept, this.#encoded, 'text/html; charset=utf-8');
    return true;
  }

  /** Runs `draw` once for every caller that asks for `flight` while it runs. */
  #drawOnce(flight: string, draw: () => Promise<CachedFeed | null>): Promise<CachedFeed | null> {
    let drawing = this.#drawing.get(flight);
    if (!drawing) {
      drawing = draw().finally(() => this.#drawing.delete(flight));
      this.#drawing.set(flight, drawing);
    }
    return drawing;
  }
}
