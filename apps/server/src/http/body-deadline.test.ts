/**
 * A request that has not arrived whole by the deadline is cut off, on every route but a long
 * upload's; one that arrives in time is answered as usual.
 */
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBodyDeadline } from './body-deadline.ts';

const deadlineMs = 300;

/** Sends the head of a POST with a body of `length` bytes, then `sent` of them; the answer. */
function trickle(port: number, path: string, length: number, sent: string, rest: string) {
  return new Promise<string>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: text/plain\r\n` +
        `content-length: ${length}\r\nconnection: close\r\n\r\n${sent}`,
    );
    // The rest comes after three deadlines: only a long upload waits for it.
    setTimeout(() => {
      if (!socket.destroyed) socket.end(rest);
    }, deadlineMs * 3);
  });
}

describe('the arrival deadline', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    registerBodyDeadline(app, deadlineMs);
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/ordinary', async (request) => ({ got: String(request.body) }));
    app.post('/upload', { config: { longUpload: true } }, async (request) => ({
      got: String(request.body),
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers a request that arrives in time', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/ordinary',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(answer.json()).toEqual({ got: 'hello' });
  });

  it('closes a request whose body is still arriving at the deadline', async () => {
    expect(await trickle(port, '/ordinary', 10, 'hello', 'world')).toBe('');
  });

  it('lets a long upload take longer', async () => {
    const answer = await trickle(port, '/upload', 10, 'hello', 'world');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"got":"helloworld"}');
  });
});
