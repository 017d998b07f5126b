/**
 * What a connector's browser test starts before it opens the connect dialog: a fake network on
 * loopback, a test server whose connector base URLs point at it (and that may fetch from
 * 127.0.0.1), Chromium, and an owner signed up with one wall.
 */
import { startFakeNetwork, type FakeNetwork, type FakeRoute } from '@chorus/connector-kit/testing';
import type { PluginHost } from '@chorus/core/host';
import type { RunningServer } from '@chorus/server';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, signUpOwner, startTestServer } from './browser.ts';

/** The running pieces, and how to stop them all. */
export interface ConnectorWall {
  readonly network: FakeNetwork;
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  stop(): Promise<void>;
}

/** What to start: the network's routes, the base URL variables to point at it, the owner. */
export interface ConnectorWallInput {
  /** A name for the server's data directory. */
  readonly name: string;
  readonly routes: FakeRoute[];
  /** `CHORUS_BASE_URL_*` variable names, each set to the fake network's address. */
  readonly baseUrlVariables: readonly string[];
  /** More server variables, given the fake network's address (an OAuth app's endpoints). */
  readonly env?: (baseUrl: string) => Record<string, string>;
  readonly owner: Parameters<typeof signUpOwner>[2];
  readonly wall: string;
  /** The server's plugins, given the fake network's address; the installed list when absent. */
  readonly plugins?: (baseUrl: string) => PluginHost;
}

/** Starts a fake network, a test server pointed at it, Chromium and a signed-up owner. */
export async function startConnectorWall(input: ConnectorWallInput): Promise<ConnectorWall> {
  const network = await startFakeNetwork(input.routes);
  const started: { server?: RunningServer; browser?: Browser } = {};
  try {
    const baseUrls = Object.fromEntries(
      input.baseUrlVariables.map((name) => [name, network.baseUrl]),
    );
    const server = (started.server = await startTestServer(
      input.name,
      { CHORUS_FETCH_ALLOW: '127.0.0.1/32', ...baseUrls, ...input.env?.(network.baseUrl) },
      input.plugins?.(network.baseUrl),
    ));
    const browser = (started.browser = await launchChromium());
    const { context } = await signUpOwner(server, browser, input.owner, input.wall);
    return {
      network,
      server,
      browser,
      context,
      async stop() {
        await context.close();
        await browser.close();
        await server.stop();
        await network.close();
      },
    };
  } catch (error) {
    // Whatever started is stopped, so a failed start leaves no server or browser behind.
    await started.browser?.close();
    await started.server?.stop();
    await network.close();
    throw error;
  }
}
