/**
 * Posts the wall tests add to a running server's demo wall, written the way the crawl
 * pipeline writes them: descriptions through the connector kit's sanitizer, then one row.
 */
import { sanitizePostHtml } from '@chorus/connector-kit';
import type { LiveEvent, PostChangedEvent } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { invalidateWall, livePostOf, type PublicPost, type RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import chorusConfig from '../../../chorus.config.ts';

/** The installed themes, in plugin-list order, read from chorus.config.ts. */
export const installedThemes = new PluginHost(chorusConfig.plugins).themes;

/** The ids of the installed themes with the slideshow control bar. */
export const installedSlideThemeIds = installedThemes
  .filter((theme) => theme.capabilities.slideshowControls)
  .map((theme) => theme.id);

/** A post as `GET /api/posts` returns it. */
export type FeedApiPost = PublicPost;

/** The live `display` event that puts a post of the feed on the screen. */
export function displayEvent(post: FeedApiPost): LiveEvent {
  return { type: 'display', post: livePostOf(post) };
}

/** Publishes an event on a wall's live channel through the server's hub, as a route would. */
export async function publishLive(
  server: RunningServer,
  wallId: string | number,
  event: LiveEvent,
): Promise<void> {
  const { realtime } = server.app as unknown as {
    realtime: { publish(wall: string, event: LiveEvent): Promise<void> };
  };
  await realtime.publish(String(wallId), event);
}

/** What a test post carries. */
export interface TestPostInput {
  readonly title: string;
  readonly description?: string;
  readonly state?: 'approved' | 'pending';
  readonly image?: { readonly url: string; readonly width: number; readonly height: number };
  readonly createdAt?: number;
}

const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;
let counter = 0;

/** The demo wall's (or another wall's) id and its first source. */
export async function demoWall(server: RunningServer, userName = 'demo') {
  const wallId = await wallIdOf(server, userName);
  const source = await server.database.db
    .selectFrom('sources')
    .select('id')
    .where('wall_id', '=', wallId)
    .executeTakeFirstOrThrow();
  return { wallId, sourceId: source.id };
}

async function wallIdOf(server: RunningServer, userName: string): Promise<number> {
  const wall = await server.database.db
    .selectFrom('walls')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return wall.id;
}

/**
 * Tells the server that a wall changed behind its routes (a test's direct write), as saving it
 * through the API does: its cached feed and kept pages go, so the next load draws it anew.
 */
export async function wallChanged(server: RunningServer, userName = 'demo'): Promise<void> {
  invalidateWall(server.app, await wallIdOf(server, userName));
}

/** Stores `profile` as the demo wall's display settings (a theme's options, as saved). */
export async function setDemoProfile(
  server: RunningServer,
  profile: Record<string, unknown>,
): Promise<void> {
  const { wallId } = await demoWall(server);
  await server.database.db
    .updateTable('walls')
    .set({ display_profile: sql`cast(${JSON.stringify(profile)} as jsonb)` as never })
    .where('id', '=', wallId as never)
    .execute();
  invalidateWall(server.app, wallId);
}

/**
 * Signs `account` up on the premium plan, hands it the demo wall and returns a browser context
 * signed in as it (1400×900): the demo wall's owner, for moderation.
 */
export async function demoOwnerContext(
  server: RunningServer,
  browser: Browser,
  account: { readonly username: string; readonly email: string; readonly password: string },
): Promise<BrowserContext> {
  const signup = await fetch(`${server.address}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.address },
    body: JSON.stringify(account),
  });
  if (signup.status >= 300) throw new Error(`Sign-up failed: ${signup.status}`);
  const session = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('chorus_session='));
  const db = server.database.db;
  const user = await db
    .updateTable('users')
    .set({ plan: 'premium' })
    .where('username', '=', account.username)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('walls').set({ user_id: user.id }).where('user_name', '=', 'demo').execute();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addCookies([
    { name: 'chorus_session', value: session?.split('=')[1] ?? '', url: server.address },
  ]);
  return context;
}

/**
 * How many posts a wall shows (approved ones): the demo wall seeds a dozen, and one more for each
 * installed connector past the twelfth, so its count follows chorus.config.ts.
 */
export async function shownPostCount(server: RunningServer, userName = 'demo'): Promise<number> {
  const { wallId } = await demoWall(server, userName);
  const row = await server.database.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('wall_id', '=', wallId)
    .where('state', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a post to the demo wall (or another wall with a source); returns its id. */
export async function addDemoPost(
  server: RunningServer,
  input: TestPostInput,
  userName = 'demo',
): Promise<string> {
  const { wallId, sourceId } = await demoWall(server, userName);
  counter += 1;
  const media = input.image
    ? [{ kind: 'image', alt: '', originalUrl: null, embedUrl: null, ...input.image }]
    : [];
  const row = await server.database.db
    .insertInto('posts')
    .values({
      wall_id: wallId,
      source_id: sourceId,
      network: 'custom',
      external_id: `e2e-${Date.now()}-${counter}`,
      author: json({ name: 'Test Author', username: 'tester' }) as never,
      title: input.title,
      description: sanitizePostHtml(input.description ?? ''),
      url: null,
      media: json(media) as never,
      created_at: input.createdAt ?? Math.floor(Date.now() / 1000),
      state: input.state ?? 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const postId = String(row.id);
  // Announced as the crawl pipeline does, whatever its state: live viewers hear of an approved
  // post, moderators of a pending one, and the feed cache drops.
  await announce(server, wallId, postId, 'created');
  return postId;
}

async function announce(
  server: RunningServer,
  wallId: number,
  postId: string,
  change: PostChangedEvent['change'],
): Promise<void> {
  const plugins = (server.app as unknown as { plugins: PluginHost }).plugins;
  await plugins.hooks.postChanged.promise({ wallId: String(wallId), postId, change });
}

/** Approves a pending post and announces it, as the approve route does. */
export async function approveDemoPost(server: RunningServer, postId: string): Promise<void> {
  const { wallId } = await demoWall(server);
  await server.database.db
    .updateTable('posts')
    .set({ state: 'approved' })
    .where('id', '=', Number(postId) as never)
    .execute();
  await announce(server, wallId, postId, 'approved');
}

/** A source of a test wall; `crawled: false` is one whose first import has not finished. */
export interface TestSource {
  readonly network: string;
  readonly label: string;
  readonly crawled: boolean;
}

/** Adds an active wall of the demo owner, with the given sources and no posts. */
export async function addWall(
  server: RunningServer,
  userName: string,
  sources: readonly TestSource[] = [],
): Promise<void> {
  const db = server.database.db;
  const owner = await db
    .selectFrom('walls')
    .select('user_id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const wall = await db
    .insertInto('walls')
    .values({
      user_id: owner.user_id,
      user_name: userName,
      name: `Wall ${userName}`,
      settings: json({}) as never,
      display_profile: json({}) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addSources(server, wall.id, sources);
}

/** Adds sources to a wall, with no posts. */
export async function addSources(
  server: RunningServer,
  wallId: number,
  sources: readonly TestSource[],
): Promise<void> {
  const db = server.database.db;
  for (const source of sources) {
    await db
      .insertInto('sources')
      .values({
        wall_id: wallId,
        network: source.network,
        feed_type: 'posts',
        label: source.label,
        options: json({}) as never,
        health: json({}) as never,
        last_crawled_at: source.crawled ? new Date() : null,
      })
      .execute();
  }
  // As connecting a source does: the collection bar of the wall's kept pages lists them.
  invalidateWall(server.app, wallId);
}

/** Rejects a post (back to pending) and announces it, as the reject route does. */
export async function rejectDemoPost(server: RunningServer, postId: string): Promise<void> {
  const { wallId } = await demoWall(server);
  await server.database.db
    .updateTable('posts')
    .set({ state: 'pending' })
    .where('id', '=', Number(postId) as never)
    .execute();
  await announce(server, wallId, postId, 'rejected');
}

/**
 * Serves `path` as the plain app shell, the page the server sends when it cannot draw the wall
 * itself (its own API failed), so the client reads the wall's API in the browser, where a test
 * can make those requests fail.
 */
export async function asClientRendered(page: Page, origin: string, path: string): Promise<void> {
  await page.route(`${origin}${path}`, async (route) => {
    // Any page that is not a wall is the shell, with the same security headers.
    const response = await route.fetch({ url: `${origin}/signin` });
    await route.fulfill({ response });
  });
}
