/**
 * A bounded HTTP load on a loopback address: a fixed number of concurrent keep-alive clients
 * issue GET requests until a time or a request count runs out, then it stops by itself and
 * reports requests per second and latency percentiles.
 */
import http from 'node:http';
import { assertLoopback } from '../lib/bench.ts';
import { percentile } from '../lib/table.ts';

/** How much load to apply. */
export interface LoadOptions {
  /** Requests in flight at once. */
  readonly concurrency: number;
  /** Stop after this long, in ms. */
  readonly durationMs: number;
  /** Stop after this many requests, whatever the time. */
  readonly maxRequests: number;
}

/** What one load run measured. */
export interface LoadResult {
  readonly requests: number;
  readonly failures: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The body bytes of the last response, to compare legs. */
  readonly bodyBytes: number;
}

function get(agent: http.Agent, url: URL): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Drives GET requests at `nextUrl()` (called once per request) under the given bounds. */
export async function runLoad(nextUrl: () => URL, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function client(): Promise<void> {
    while (issued < options.maxRequests && performance.now() < deadline) {
      issued += 1;
      const url = nextUrl();
      assertLoopback(url);
      const begin = performance.now();
      try {
        const response = await get(agent, url);
        if (response.status !== 200) failures += 1;
        bodyBytes = response.bytes;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - begin);
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => client()));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return {
    requests: latencies.length,
    failures,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: latencies.length > 0 ? percentile(latencies, 0.5) : 0,
    p99Ms: latencies.length > 0 ? percentile(latencies, 0.99) : 0,
    bodyBytes,
  };
}
