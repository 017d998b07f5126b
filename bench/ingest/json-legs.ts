/**
 * What the ingest legs of JSON APIs share: a loopback server answering pages, and the figures
 * of a run written beside its floor (the bare `JSON.parse` of the same pages).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Recorder } from '../lib/bench.ts';
import type { LegResult } from './rss-parse.ts';

/** One answer of a {@link servePages} server. */
export interface PageAnswer {
  readonly status?: number;
  readonly body: Uint8Array | string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A server on 127.0.0.1 answering every request with `answer(url)` as JSON. */
export async function servePages(
  answer: (url: URL) => PageAnswer,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const {
      status = 200,
      body,
      headers = {},
    } = answer(new URL(request.url ?? '/', 'http://127.0.0.1'));
    // A fresh connection per crawl, as crawls minutes apart get.
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
      ...headers,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Records every result after the first beside the first (the floor), in posts per second. */
export function recordBesideFloor(
  recorder: Recorder,
  [floor, ...legs]: readonly LegResult[],
  options: { prefix: string; note: string },
): void {
  for (const result of legs) {
    recorder.figure({
      name: `${options.prefix}${result.name}`,
      value: result.itemsPerSecond,
      unit: 'posts/s',
      peer: floor?.name ?? 'bare JSON.parse',
      peerValue: floor?.itemsPerSecond ?? null,
      better: 'higher',
      note: options.note,
    });
  }
}
