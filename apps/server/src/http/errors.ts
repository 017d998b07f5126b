/**
 * One error shape for the whole API: `{ error, issues? }`, with the spec's wording. Validation
 * failures name each bad field; unexpected failures are logged and never leak their details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@chorus/core';

/** The JSON body of every error response. */
export interface ErrorBody {
  readonly error: string;
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

/** Installs the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? messages.requestWrong,
      }));
      return reply.code(400).send({ error: messages.requestWrong, issues } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: messages.tooManyRequests } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: messages.requestProblem } satisfies ErrorBody);
  });
}
