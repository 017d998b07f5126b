/**
 * Helpers of the security suite: a stand-in for a public web server, and an app on a fresh
 * database with a signed-in owner.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectorPlugin } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { SafeFetchOptions, SafeLookup } from '@chorus/connector-kit';
import { hostileLookup, startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import type { SourceAddressOptions } from '../routes/walls/source-address.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';

/**
 * The loopback address that plays a public host. Linux answers on all of 127.0.0.0/8, so a
 * server bound to 127.0.0.2 is reachable, and a test allows exactly `127.0.0.2/32` to stand for
 * "the internet" while 127.0.0.1 stays the internal network an attacker aims at.
 */
export const publicStandInAddress = '127.0.0.2';

/** A request a stand-in server received. */
export interface SeenRequest {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
}

/** A running stand-in server. */
export interface StandIn {
  /** `http://127.0.0.2:<port>` (or 127.0.0.1 when asked). */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * Starts a loopback server answering with `handle`, on {@link publicStandInAddress} unless told
 * otherwise, optionally on a given port (to share one with an "internal" twin).
 */
export async function startStandIn(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  options: { address?: string; port?: number } = {},
): Promise<StandIn> {
  const requests: SeenRequest[] = [];
  const address = options.address ?? publicStandInAddress;
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '/', headers: request.headers });
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${address}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The servers and the DNS every SSRF test of the suite plays with. */
export interface SsrfFixtures {
  /** The internal server on 127.0.0.1 an attacker aims at: it must see no request. */
  readonly internal: FakeNetwork;
  /** An allowed server answering `/go?to=<address>` with a 302 there. */
  readonly redirector: FakeNetwork;
  /**
   * The test's DNS: `*.site.test` answers the public stand-in; a name starting with `rebind`
   * answers the stand-in the first time and 127.0.0.1 after (DNS rebinding); other names are
   * the kit's hostile resolver's ({@link hostileLookup}).
   */
  readonly lookup: SafeLookup;
  /** How often each name was looked up. */
  readonly lookups: Map<string, number>;
  /** The allow list that makes the stand-in play the internet and the redirector reachable. */
  readonly allowAddresses: string[];
  /**
   * Starts the "public" site on 127.0.0.2 and its internal twin on 127.0.0.1 at the same port:
   * a client that looked a name up twice would reach the twin.
   */
  startSite(
    handle: (request: IncomingMessage, response: ServerResponse) => void,
    twinBody: string,
  ): Promise<{ site: StandIn; twin: StandIn }>;
  close(): Promise<void>;
}

/** Starts the SSRF fixtures; `internalBody` is what the internal server would leak. */
export async function startSsrfFixtures(internalBody: string): Promise<SsrfFixtures> {
  const internal = await startFakeNetwork([{ path: /.*/, respond: { body: internalBody } }]);
  const redirector = await startFakeNetwork([
    {
      path: '/go',
      respond: (request) => ({
        status: 302,
        headers: { location: request.query.get('to') ?? '/' },
      }),
    },
  ]);
  const lookups = new Map<string, number>();
  const lookup: SafeLookup = async (hostname) => {
    const count = (lookups.get(hostname) ?? 0) + 1;
    lookups.set(hostname, count);
    if (hostname.endsWith('.site.test')) return [{ address: publicStandInAddress }];
    if (hostname.startsWith('rebind')) {
      return [{ address: count === 1 ? publicStandInAddress : '127.0.0.1' }];
    }
    return hostileLookup(hostname);
  };
  const started: StandIn[] = [];
  return {
    internal,
    redirector,
    lookup,
    lookups,
    allowAddresses: [`${publicStandInAddress}/32`, `127.0.0.1:${new URL(redirector.baseUrl).port}`],
    async startSite(handle, twinBody) {
      const site = await startStandIn(handle);
      const twin = await startStandIn((_request, response) => response.end(twinBody), {
        address: '127.0.0.1',
        port: site.port,
      });
      started.push(site, twin);
      return { site, twin };
    },
    close: async () => {
      await Promise.all([internal.close(), redirector.close(), ...started.map((s) => s.close())]);
    },
  };
}

/** A 1×1 transparent PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An app on a fresh in-memory database, with a signed-in owner. */
export interface SecurityApp {
  readonly app: FastifyInstance;
  readonly database: ChorusDatabase;
  /** A browser session of an owner (cookie and same-site Origin). */
  readonly owner: Role;
  close(): Promise<void>;
}

/**
 * Builds the app as the server does, with the given plugins, config, proxy client settings and
 * feed address check settings.
 */
export async function startSecurityApp(
  options: {
    config?: ServerConfig;
    plugins?: readonly ConnectorPlugin[];
    proxyFetch?: SafeFetchOptions;
    sourceAddresses?: SourceAddressOptions;
  } = {},
): Promise<SecurityApp> {
  const database = await openDatabase({ memory: true });
  await migrateToLatest(database.db);
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database,
    plugins: new PluginHost(options.plugins ? [...options.plugins] : toyPlugins),
    logger: false,
    ...(options.proxyFetch ? { proxyFetch: options.proxyFetch } : {}),
    ...(options.sourceAddresses ? { sourceAddresses: options.sourceAddresses } : {}),
  });
  await app.ready();
  const user = await createAccount(database.db, 'security');
  const owner = await sessionRole(database.db, 'owner', user);
  return {
    app,
    database,
    owner,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
