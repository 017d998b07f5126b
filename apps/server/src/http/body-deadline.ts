/**
 * Slow clients are bounded per route. A request must have arrived whole (headers and body)
 * within {@link bodyDeadlineMs}, or its connection is closed; a route whose body is a large
 * upload read as a stream (an archive of hundreds of MB over a home connection) declares
 * `config: { longUpload: true }` and is bounded by the server's own, longer request timeout
 * instead ({@link uploadTimeoutMs}).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a request may take to arrive, headers and body, on every ordinary route. */
export const bodyDeadlineMs = 30_000;

/** How long a long upload may take to arrive: an hour (512 MB at a little over 1 Mbit/s). */
export const uploadTimeoutMs = 3_600_000;

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

function clear(request: FastifyRequest): void {
  const timer = timers.get(request);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(request);
}

/** Adds the deadline to every route of `app` that does not declare `longUpload`. */
export function registerBodyDeadline(app: FastifyInstance, deadlineMs = bodyDeadlineMs): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.longUpload === true) return;
    const timer = setTimeout(() => {
      request.log.warn({ url: request.url }, 'the request did not arrive in time; closed');
      request.raw.destroy();
    }, deadlineMs);
    timer.unref();
    timers.set(request, timer);
  });
  // The body is in once the handler is about to run; errors end the request too.
  app.addHook('preHandler', async (request) => clear(request));
  app.addHook('onResponse', async (request) => clear(request));
  app.addHook('onRequestAbort', async (request) => clear(request));
}
