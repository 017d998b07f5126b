/**
 * Owner input carrying a control character (a NUL above all, which PostgreSQL refuses in text
 * and JSON) is answered 400 naming the field, on every route at once: the body, the query
 * string and the path parameters are checked before validation.
 */
import { controlCharacterPath, formatMessage } from '@chorus/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from './errors.ts';

/** The first field of a request holding a control character, or null. */
export function controlCharacterField(parts: {
  readonly body?: unknown;
  readonly query?: unknown;
  readonly params?: unknown;
}): string | null {
  for (const part of [parts.params, parts.query, parts.body]) {
    const path = controlCharacterPath(part);
    if (path !== null) return path === '' ? 'body' : path;
  }
  return null;
}

async function refuse(reply: FastifyReply, field: string): Promise<void> {
  const message = formatMessage('fieldControlCharacters', { field });
  await reply
    .code(400)
    .send({ error: message, issues: [{ path: field, message }] } satisfies ErrorBody);
}

/**
 * Installs the check on every route of the app; call it before the access layer, which reads
 * the wall a path or query names from the database.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const field = controlCharacterField({ params: request.params, query: request.query });
    if (field !== null) await refuse(reply, field);
  });
  // The body is parsed after onRequest.
  app.addHook('preValidation', async (request, reply) => {
    const field = controlCharacterField({ body: request.body });
    if (field !== null) await refuse(reply, field);
  });
}
