/**
 * A feed that answers 500 for a stretch of crawls, then 429 with `Retry-After`, then heals,
 * read by a real server process. Shared by the short test (`npm test`: crawls asked for with
 * the refresh route, seconds) and the long one (`npm run test:long`: the scheduler alone
 * decides when to crawl, so the stretch lasts minutes of real backoff).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeNetwork, type FakeResponse } from '@chorus/connector-kit/testing';
import { rssDocument } from '../ingest/testing.ts';
import { fakeWebDist } from '../testing/app.ts';
import { ApiSession, startServerProcess } from './harness.ts';
import type { SeededOwner } from './seed.ts';

/** How long the feed misbehaves, and who decides when to crawl. */
export interface ConnectorFaultOptions {
  /** Crawls answered with 500 in a row. */
  readonly failingCrawls: number;
  /** Crawls answered with 429 after those. */
  readonly rateLimitedCrawls: number;
  /** The 429's Retry-After; above the client's 10 s wait, so the crawl gives up at once. */
  readonly retryAfterSeconds: number;
  /** `refresh`: the test asks for each crawl; `scheduler`: the server's own schedule. */
  readonly drive: 'refresh' | 'scheduler';
  /** How long to wait for one health change before giving up. */
  readonly stepTimeoutMs: number;
}

/** One health the API showed, after one crawl. */
export interface HealthStep {
  readonly state: string;
  readonly lastError: string | null;
  readonly lastErrorAt: number | null;
  readonly retryAt: number | null;
  /** Seconds since the run started, when the test saw it. */
  readonly seenAt: number;
}

/** What the run observed. */
export interface ConnectorFaultReport {
  readonly failing: HealthStep[];
  readonly rateLimited: HealthStep[];
  readonly healed: HealthStep;
  /** Requests the feed got in each phase (each crawl retries inside itself). */
  readonly requests: { readonly failing: number; readonly rateLimited: number };
  /** Seconds the feed misbehaved. */
  readonly stretchSeconds: number;
}

interface SourceView {
  health: {
    state: string;
    last_error: string | null;
    last_error_at: number | null;
    retry_at: number | null;
  };
}

const feedBody = rssDocument([{ id: 'fault-1', title: 'Still here' }]);

/** Runs the misbehaving feed against a server; throws when a step never comes. */
export async function runConnectorFaults(
  options: ConnectorFaultOptions,
): Promise<ConnectorFaultReport> {
  let phase: 'ok' | 'failing' | 'rateLimited' = 'ok';
  const counts = { ok: 0, failing: 0, rateLimited: 0 };
  const network = await startFakeNetwork([
    {
      path: '/flaky.xml',
      respond: (): FakeResponse => {
        counts[phase] += 1;
        if (phase === 'failing') return { status: 500, body: 'upstream broke' };
        if (phase === 'rateLimited') {
          return { status: 429, headers: { 'retry-after': String(options.retryAfterSeconds) } };
        }
        return { headers: { 'content-type': 'application/rss+xml' }, body: feedBody };
      },
    },
  ]);
  const server = await startServerProcess({
    CHORUS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorus-faults-')),
    CHORUS_WEB_DIST: fakeWebDist(),
    CHORUS_CRAWL_INTERVAL_SECONDS: '10',
    RELIABILITY_SEED_WALLS: '1',
  });
  const began = Date.now();
  try {
    const owner = server.owner as SeededOwner;
    const session = new ApiSession(server.address);
    await session.login(owner.username, owner.password);
    const sourceId = await session.connectRss(
      owner.walls[0] as string,
      `${network.baseUrl}/flaky.xml`,
      false,
    );

    const health = async (): Promise<HealthStep> => {
      const answer = await session.call<SourceView>('GET', `/api/rss/${sourceId}`);
      if (answer.status !== 200) throw new Error(`GET source answered ${answer.status}`);
      const view = answer.body.health;
      return {
        state: view.state,
        lastError: view.last_error,
        lastErrorAt: view.last_error_at,
        retryAt: view.retry_at,
        seenAt: Math.round((Date.now() - began) / 100) / 10,
      };
    };
    /** Waits for the next crawl's health: a new error time, or ok after an error. */
    const nextStep = async (previous: HealthStep | undefined, label: string) => {
      const until = Date.now() + options.stepTimeoutMs;
      let asked = 0;
      for (;;) {
        if (options.drive === 'refresh' && Date.now() - asked > 2_000) {
          asked = Date.now();
          await session.call('POST', `/api/rss/${sourceId}/refresh`);
        }
        const step = await health();
        const changed =
          previous === undefined
            ? step.state === 'ok' && counts.ok > 0
            : step.lastErrorAt !== previous.lastErrorAt || step.state !== previous.state;
        if (changed) return step;
        if (Date.now() > until) {
          throw new Error(
            `No ${label} within ${options.stepTimeoutMs} ms; last ${JSON.stringify(step)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };

    let step = await nextStep(undefined, 'first good crawl');
    const stretchBegan = Date.now();
    phase = 'failing';
    const failing: HealthStep[] = [];
    for (let crawl = 0; crawl < options.failingCrawls; crawl += 1) {
      step = await nextStep(step, `failing crawl ${crawl + 1}`);
      failing.push(step);
    }
    phase = 'rateLimited';
    const rateLimited: HealthStep[] = [];
    for (let crawl = 0; crawl < options.rateLimitedCrawls; crawl += 1) {
      step = await nextStep(step, `rate-limited crawl ${crawl + 1}`);
      rateLimited.push(step);
    }
    const stretchSeconds = Math.round((Date.now() - stretchBegan) / 1000);
    phase = 'ok';
    const healed = await nextStep(step, 'recovery');
    return {
      failing,
      rateLimited,
      healed,
      requests: { failing: counts.failing, rateLimited: counts.rateLimited },
      stretchSeconds,
    };
  } finally {
    await server.stop();
    await network.close();
  }
}
