/**
 * The load run shared by the short load test (`npm test`) and the 60 s one (`npm run
 * test:long`): a real server process, viewers polling the wall feed and listening on the live
 * channel, crawls of RSS feeds that keep growing, and a moderator approving and rejecting
 * through the API. It records every failure instead of stopping at the first, so the test can
 * print all of them with the figures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveFrame } from '@chorus/core';
import { startFakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import { LiveClient } from '../realtime/testing.ts';
import { fakeWebDist } from '../testing/app.ts';
import { ApiSession, growingFeed, mib, startServerProcess, type ServerProcess } from './harness.ts';
import type { SeededOwner } from './seed.ts';

/** How much load, for how long. */
export interface LoadOptions {
  readonly durationMs: number;
  /** Memory is sampled this long after the load started (viewers connected, caches warm). */
  readonly warmupMs: number;
  readonly walls: number;
  readonly pollers: number;
  readonly viewers: number;
  /** Each poller waits about this long between polls (jittered ±50 %). */
  readonly pollIntervalMs: number;
  /** The moderator acts (one approval or rejection) this often. */
  readonly moderationIntervalMs: number;
  /** Every source is asked to crawl now this often (besides the scheduler's own crawls). */
  readonly refreshIntervalMs: number;
  /** The server's database variables (DATABASE_URL); a fresh PGlite directory if omitted. */
  readonly databaseEnv?: Record<string, string>;
  /**
   * Called once the load runs and memory was sampled, while the load goes on; the
   * PostgreSQL restart test restarts the database here.
   */
  readonly duringLoad?: (server: ServerProcess) => Promise<void>;
  /** How long viewers get, after the load, to receive the last events (default 60 s). */
  readonly deliveryWaitMs?: number;
  /** Client-side bound of one HTTP call: a call without an answer by then counts as hung. */
  readonly callTimeoutMs?: number;
}

/** What a load run measured. */
export interface LoadReport {
  readonly requests: number;
  /** HTTP answers by status. */
  readonly statuses: Record<string, number>;
  /** Every non-2xx/304 answer and every network error, described. */
  readonly errors: string[];
  /** Live connections the server closed or lost during the run. */
  readonly viewerDrops: string[];
  /** Calls that got no answer within `callTimeoutMs`. */
  readonly hung: string[];
  readonly approvals: number;
  readonly rejections: number;
  /** Requests the fake feed server answered (crawls, with retries). */
  readonly feedFetches: number;
  /** `wall/post` approved but missing from a viewer's frames (one line per viewer and post). */
  readonly lostToViewers: string[];
  /** Approved posts no poller ever saw in a feed answer. */
  readonly unseenByPollers: string[];
  /** Approved posts missing from the wall's feed at the end. */
  readonly missingFromFeed: string[];
  /** Rejected posts a viewer was not told about, or still in the feed at the end. */
  readonly rejectionsNotApplied: string[];
  readonly memory: { readonly warm: NodeJS.MemoryUsage; readonly end: NodeJS.MemoryUsage };
  /** Seconds from the start to each phase's end (server up, viewers connected...). */
  readonly phases: Record<string, number>;
}

interface Wall {
  readonly slug: string;
  readonly moderatedSource: number;
  readonly openSource: number;
  readonly approved: Set<string>;
  readonly rejected: Set<string>;
  readonly seenByPollers: Set<string>;
  readonly viewers: LiveClient[];
}

interface FeedAnswer {
  posts: { id: string }[];
  next: { ref_timestamp: number; offset: number } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => ms * (0.5 + Math.random());

/** Runs the load and reports; never throws for a failure of the server under test. */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const began = Date.now();
  const phases: Record<string, number> = {};
  const mark = (name: string) => (phases[name] = Math.round((Date.now() - began) / 100) / 10);
  const callTimeoutMs = options.callTimeoutMs ?? 60_000;
  const feeds: FakeRoute[] = [];
  for (let index = 0; index < options.walls; index += 1) {
    feeds.push({ path: `/w${index}/moderated.xml`, respond: growingFeed(`w${index}-mod`) });
    feeds.push({ path: `/w${index}/open.xml`, respond: growingFeed(`w${index}-open`) });
  }
  const network = await startFakeNetwork(feeds);

  const server = await startServerProcess({
    ...(options.databaseEnv ?? {
      CHORUS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorus-load-')),
    }),
    CHORUS_WEB_DIST: fakeWebDist(),
    CHORUS_CRAWL_INTERVAL_SECONDS: '10',
    RELIABILITY_SEED_WALLS: String(options.walls),
  });
  const owner = server.owner as SeededOwner;
  mark('server up s');

  const statuses: Record<string, number> = {};
  const errors: string[] = [];
  const viewerDrops: string[] = [];
  const hung: string[] = [];
  let requests = 0;
  let stopping = false;
  const session = new ApiSession(server.address);

  /** One checked call: counts it, records a failure, never throws. */
  const call = async <T>(method: string, target: string, body?: unknown) => {
    requests += 1;
    try {
      const answer = await session.call<T>(method, target, body, callTimeoutMs);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (!(answer.status >= 200 && answer.status < 300) && answer.status !== 304) {
        errors.push(
          `${method} ${target} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
        return undefined;
      }
      return answer;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError') hung.push(`${method} ${target}`);
      else errors.push(`${method} ${target} → ${describe(error)}`);
      return undefined;
    }
  };

  const walls: Wall[] = [];
  try {
    await session.login(owner.username, owner.password);
    for (const [index, slug] of owner.walls.entries()) {
      walls.push({
        slug,
        moderatedSource: await session.connectRss(
          slug,
          `${network.baseUrl}/w${index}/moderated.xml`,
          true,
        ),
        openSource: await session.connectRss(slug, `${network.baseUrl}/w${index}/open.xml`, false),
        approved: new Set(),
        rejected: new Set(),
        seenByPollers: new Set(),
        viewers: [],
      });
    }

    const liveUrl = (slug: string) =>
      `${server.address.replace('http', 'ws')}/api/walls/${slug}/live`;
    for (let index = 0; index < options.viewers; index += 1) {
      const wall = walls[index % walls.length] as Wall;
      const viewer = await LiveClient.ready(liveUrl(wall.slug));
      wall.viewers.push(viewer);
      followResyncs(viewer, `${server.address}/api/posts?wall=${wall.slug}&nocache=1`);
      void viewer.closed.then((closed) => {
        if (!stopping) viewerDrops.push(`${wall.slug}: ${closed.code} ${closed.reason}`);
      });
    }

    mark('viewers connected s');
    const endAt = Date.now() + options.durationMs;
    // The moderator stops a little before the pollers, so they see its last approvals; on a
    // slow machine it goes on (two minutes at most) until it approved twice and rejected once.
    let moderatorDoneAt = Number.POSITIVE_INFINITY;
    const running = () =>
      Date.now() < Math.max(endAt, moderatorDoneAt + 3 * options.pollIntervalMs);
    const moderating = () =>
      Date.now() < endAt - 3 * options.pollIntervalMs ||
      (Date.now() < endAt + 120_000 &&
        (count(walls, (wall) => wall.approved.size) < 2 ||
          count(walls, (wall) => wall.rejected.size) < 1));

    const poller = async (wall: Wall) => {
      let etag: string | null = null;
      await sleep(Math.random() * options.pollIntervalMs);
      while (running()) {
        requests += 1;
        try {
          const response: Response = await fetch(
            `${server.address}/api/posts?wall=${wall.slug}&count=100`,
            {
              headers: etag ? { 'if-none-match': etag } : {},
              signal: AbortSignal.timeout(callTimeoutMs),
            },
          );
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const text = await response.text();
          if (response.status === 200) {
            etag = response.headers.get('etag');
            for (const post of (JSON.parse(text) as FeedAnswer).posts) {
              wall.seenByPollers.add(post.id);
            }
          } else if (response.status !== 304) {
            errors.push(`GET feed of ${wall.slug} → ${response.status} ${text.slice(0, 200)}`);
          }
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') hung.push(`GET feed of ${wall.slug}`);
          else errors.push(`GET feed of ${wall.slug} → ${describe(error)}`);
        }
        await sleep(jitter(options.pollIntervalMs));
      }
    };

    let actions = 0;
    const moderator = async () => {
      while (moderating()) {
        const wall = walls[actions % walls.length] as Wall;
        actions += 1;
        if (actions % 3 === 0) {
          const page = await call<FeedAnswer>(
            'GET',
            `/api/posts?wall=${wall.slug}&source=${wall.openSource}&count=10`,
          );
          const target = page?.body.posts.find((post) => !wall.rejected.has(post.id));
          if (target && (await call('DELETE', `/api/post/${target.id}`))) {
            wall.rejected.add(target.id);
          }
        } else {
          const pending = await call<{ posts: { id: string; source_id: string | null }[] }>(
            'GET',
            `/api/hypes/${wall.slug}?feed=private&limit=20&offset=0`,
          );
          // Rejected posts are pending again: approve only the moderated feed's new ones.
          const target = pending?.body.posts.find(
            (post) =>
              post.source_id === String(wall.moderatedSource) && !wall.approved.has(post.id),
          );
          if (target && (await call('POST', `/api/post/${target.id}/approve`))) {
            wall.approved.add(target.id);
          }
        }
        await sleep(options.moderationIntervalMs);
      }
      moderatorDoneAt = Date.now();
    };

    const refresher = async () => {
      while (running()) {
        for (const wall of walls) {
          await call('POST', `/api/rss/${wall.moderatedSource}/refresh`);
          await call('POST', `/api/rss/${wall.openSource}/refresh`);
        }
        await sleep(options.refreshIntervalMs);
      }
    };

    const loops = [
      ...Array.from({ length: options.pollers }, (_, index) =>
        poller(walls[index % walls.length] as Wall),
      ),
      moderator(),
      refresher(),
    ];
    await sleep(options.warmupMs);
    const warm = await server.memory();
    if (options.duringLoad) await options.duringLoad(server);
    await Promise.all(loops);
    mark('load ended s');

    // Delivery is asynchronous: give every viewer a generous while to receive the last ones.
    const lostToViewers = await settle(options.deliveryWaitMs ?? 60_000, () => undelivered(walls));
    const missingFromFeed: string[] = [];
    const stillShown: string[] = [];
    for (const wall of walls) {
      const shown = await wholeFeed(session, wall.slug);
      for (const id of wall.approved)
        if (!shown.has(id)) missingFromFeed.push(`${wall.slug}/${id}`);
      for (const id of wall.rejected)
        if (shown.has(id)) stillShown.push(`${wall.slug}/${id} shown`);
    }
    const end = await server.memory();
    mark('checked s');
    stopping = true;

    return {
      requests,
      statuses,
      errors,
      viewerDrops,
      hung,
      approvals: count(walls, (wall) => wall.approved.size),
      rejections: count(walls, (wall) => wall.rejected.size),
      feedFetches: network.requests.length,
      lostToViewers: lostToViewers.filter((line) => line.includes(' approve ')),
      unseenByPollers: walls.flatMap((wall) =>
        [...wall.approved]
          .filter((id) => !wall.seenByPollers.has(id))
          .map((id) => `${wall.slug}/${id}`),
      ),
      missingFromFeed,
      rejectionsNotApplied: [
        ...lostToViewers.filter((line) => line.includes(' reject ')),
        ...stillShown,
      ],
      memory: { warm, end },
      phases,
    };
  } catch (error) {
    const exit = server.child.exitCode ?? server.child.signalCode;
    if (exit === null) throw error;
    await server.closed();
    throw new Error(`The server process exited (${exit}) during the load:\n${server.output()}`, {
      cause: error,
    });
  } finally {
    stopping = true;
    await Promise.all(walls.flatMap((wall) => wall.viewers.map((viewer) => viewer.close())));
    await server.stop();
    await network.close();
  }
}

function count(walls: Wall[], of: (wall: Wall) => number): number {
  return walls.reduce((sum, wall) => sum + of(wall), 0);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
}

function frameIds(viewer: LiveClient, type: 'approve' | 'reject'): Set<string> {
  const ids = new Set<string>();
  for (const frame of viewer.frames as LiveFrame[]) {
    if (frame.type === 'approve' && type === 'approve') ids.add(frame.post.id);
    if (frame.type === 'reject' && type === 'reject') ids.add(frame.postId);
  }
  return ids;
}

/** Post ids a viewer found in the feed's head, reloaded on each `resync` as the wall does. */
const reloadedHeads = new WeakMap<LiveClient, Set<string>>();

/** Reloads the head of the feed whenever the server says it may have missed events. */
function followResyncs(viewer: LiveClient, headUrl: string): void {
  const ids = new Set<string>();
  reloadedHeads.set(viewer, ids);
  viewer.socket.on('message', (data) => {
    if (!String(data).includes('"resync"')) return;
    void fetch(headUrl, { signal: AbortSignal.timeout(30_000) })
      .then((response) => response.json() as Promise<{ posts: { id: string }[] }>)
      .then((page) => page.posts.forEach((post) => ids.add(post.id)))
      .catch(() => undefined);
  });
}

/** Every (viewer, post) pair that should have arrived and has not. */
function undelivered(walls: Wall[]): string[] {
  const missing: string[] = [];
  for (const wall of walls) {
    wall.viewers.forEach((viewer, index) => {
      const approved = frameIds(viewer, 'approve');
      for (const id of reloadedHeads.get(viewer) ?? []) approved.add(id);
      const rejected = frameIds(viewer, 'reject');
      for (const id of wall.approved) {
        if (!approved.has(id)) missing.push(`viewer ${index} of ${wall.slug}: approve ${id}`);
      }
      for (const id of wall.rejected) {
        if (!rejected.has(id)) missing.push(`viewer ${index} of ${wall.slug}: reject ${id}`);
      }
    });
  }
  return missing;
}

/** Polls `check` until it reports nothing missing or the time is up; returns what is left. */
async function settle(timeoutMs: number, check: () => string[]): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  let missing = check();
  while (missing.length > 0 && Date.now() < until) {
    await sleep(250);
    missing = check();
  }
  return missing;
}

/** Every post id of a wall's feed, following `next` to the last page. */
async function wholeFeed(session: ApiSession, slug: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let query = '';
  for (let page = 0; page < 100; page += 1) {
    const answer = await session.call<FeedAnswer>(
      'GET',
      `/api/posts?wall=${slug}&count=100&nocache=1${query}`,
    );
    if (answer.status !== 200) throw new Error(`The feed of ${slug} answered ${answer.status}`);
    for (const post of answer.body.posts) ids.add(post.id);
    if (!answer.body.next) break;
    query = `&ref_timestamp=${answer.body.next.ref_timestamp}&offset=${answer.body.next.offset}`;
  }
  return ids;
}

/**
 * What a load run must not have, in one object a test compares with `noLoadFaults`: every
 * answer 2xx/304, no dropped or hung connection, some approvals and rejections made, and each of
 * them seen by every viewer, the pollers and the feed.
 */
export function loadFaults(report: LoadReport) {
  return {
    errors: report.errors,
    viewerDrops: report.viewerDrops,
    hung: report.hung,
    noApprovals: report.approvals === 0,
    noRejections: report.rejections === 0,
    lostToViewers: report.lostToViewers,
    unseenByPollers: report.unseenByPollers,
    missingFromFeed: report.missingFromFeed,
    rejectionsNotApplied: report.rejectionsNotApplied,
  };
}

/** `loadFaults` of a run that had none. */
export const noLoadFaults: ReturnType<typeof loadFaults> = {
  errors: [],
  viewerDrops: [],
  hung: [],
  noApprovals: false,
  noRejections: false,
  lostToViewers: [],
  unseenByPollers: [],
  missingFromFeed: [],
  rejectionsNotApplied: [],
};

/** The figures a load test prints. */
export function loadFigures(report: LoadReport): Record<string, number | string> {
  const { warm, end } = report.memory;
  return {
    requests: report.requests,
    statuses: JSON.stringify(report.statuses),
    errors: report.errors.length,
    viewerDrops: report.viewerDrops.length,
    hung: report.hung.length,
    approvals: report.approvals,
    rejections: report.rejections,
    feedFetches: report.feedFetches,
    lostToViewers: report.lostToViewers.length,
    unseenByPollers: report.unseenByPollers.length,
    missingFromFeed: report.missingFromFeed.length,
    'heapUsed MiB warm → end': `${mib(warm.heapUsed)} → ${mib(end.heapUsed)}`,
    'rss MiB warm → end': `${mib(warm.rss)} → ${mib(end.rss)}`,
    'external MiB warm → end': `${mib(warm.external)} → ${mib(end.external)}`,
    phases: JSON.stringify(report.phases),
  };
}
