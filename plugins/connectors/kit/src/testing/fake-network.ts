import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import type { FakeNetwork, FakeResponse, FakeRoute, RecordedRequest } from './types.ts';

/** Bytes per write when a response is sent slowly (`chunkDelayMs`). */
const slowChunkBytes = 64;
/** A request body larger than this is cut off: the harness is not a sink for runaway clients. */
const maxRecordedBodyBytes = 5 * 1024 * 1024;

/**
 * Starts a loopback HTTP server that answers with the given routes, for connector tests that
 * must run offline. It listens on 127.0.0.1 only, on a free port; an unmatched request gets a
 * 404 whose JSON body names its method and path. Every request is recorded.
 */
export async function startFakeNetwork(routes: FakeRoute[]): Promise<FakeNetwork> {
  const requests: RecordedRequest[] = [];
  const served = new Map<FakeRoute, number>();
  const closing = new AbortController();

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ error: `fake network failed: ${String(error)}` }));
      } else {
        outgoing.destroy();
      }
    });
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const request = await record(incoming);
    requests.push(request);
    const route = routes.find((candidate) => matches(candidate, request));
    if (!route) {
      const body = { error: 'no fake route', method: request.method, path: request.path };
      await send(outgoing, { status: 404, body }, closing.signal);
      return;
    }
    const index = served.get(route) ?? 0;
    served.set(route, index + 1);
    const response = await pick(route, request, index);
    await send(outgoing, response, closing.signal);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A test that forgets close() must not keep the runner alive.
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function record(incoming: IncomingMessage): Promise<RecordedRequest> {
  const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxRecordedBodyBytes) break;
    chunks.push(chunk);
  }
  return {
    method: (incoming.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

function matches(route: FakeRoute, request: RecordedRequest): boolean {
  if ((route.method ?? 'GET').toUpperCase() !== request.method) return false;
  const pathMatches =
    typeof route.path === 'string' ? route.path === request.path : route.path.test(request.path);
  if (!pathMatches) return false;
  return Object.entries(route.query ?? {}).every(
    ([name, value]) => request.query.get(name) === value,
  );
}

async function pick(
  route: FakeRoute,
  request: RecordedRequest,
  index: number,
): Promise<FakeResponse> {
  const { respond } = route;
  if (typeof respond === 'function') return respond(request);
  if (!Array.isArray(respond)) return respond;
  const answer = respond[Math.min(index, respond.length - 1)];
  if (!answer) throw new Error(`route ${String(route.path)} has an empty response list`);
  return answer;
}

async function bodyOf(response: FakeResponse): Promise<{ bytes: Uint8Array; json: boolean }> {
  if (response.fixture !== undefined)
    return { bytes: await readFile(response.fixture), json: false };
  const { body } = response;
  if (body === undefined) return { bytes: new Uint8Array(), json: false };
  if (typeof body === 'string') return { bytes: Buffer.from(body, 'utf8'), json: false };
  if (body instanceof Uint8Array) return { bytes: body, json: false };
  return { bytes: Buffer.from(JSON.stringify(body), 'utf8'), json: true };
}

async function send(
  outgoing: ServerResponse,
  response: FakeResponse,
  signal: AbortSignal,
): Promise<void> {
  if (response.delayMs) await sleep(response.delayMs, undefined, { signal }).catch(() => {});
  if (signal.aborted) return void outgoing.destroy();
  const { bytes, json } = await bodyOf(response);
  const headers: Record<string, string> = { ...response.headers };
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  if (json && !named.has('content-type')) headers['content-type'] = 'application/json';
  if (!response.chunkDelayMs && !named.has('content-length') && !named.has('transfer-encoding')) {
    headers['content-length'] = String(bytes.length);
  }
  outgoing.writeHead(response.status ?? 200, headers);
  if (!response.chunkDelayMs) return void outgoing.end(bytes);

  for (let offset = 0; offset < bytes.length; offset += slowChunkBytes) {
    if (signal.aborted || outgoing.destroyed) return void outgoing.destroy();
    outgoing.write(bytes.subarray(offset, offset + slowChunkBytes));
    await sleep(response.chunkDelayMs, undefined, { signal }).catch(() => {});
  }
  outgoing.end();
}
