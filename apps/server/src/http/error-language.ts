/**
 * Errors in the caller's language: an error body's `error` and `issues[].message` are texts of
 * core's catalogue, made in English by the routes; this hook gives them in the language the
 * request's `Accept-Language` prefers among the shipped ones (the owner app sends its owner's
 * language there). A text that is not in the catalogue stays as it is. docs/i18n.md.
 */
import type { FastifyInstance } from 'fastify';
import {
  intlLocaleOf,
  loadLanguage,
  translateEnglishText,
  wallLanguageOf,
  type ShippedLanguage,
} from '@chorus/core/i18n';

/** The shipped language an `Accept-Language` header prefers most, or null (English then). */
export function preferredLanguage(header: string | undefined): ShippedLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = wallLanguageOf(tag);
    if (language) return intlLocaleOf(language);
  }
  return null;
}

interface ErrorPayload {
  error?: unknown;
  issues?: Array<{ path: string; message: unknown }>;
}

/** Installs the hook that translates error bodies. */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const language = preferredLanguage(request.headers['accept-language']);
    if (language === null || language === 'en') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) {
      return payload;
    }
    let body: ErrorPayload;
    try {
      body = JSON.parse(payload) as ErrorPayload;
    } catch {
      return payload;
    }
    if (typeof body !== 'object' || body === null || typeof body.error !== 'string') {
      return payload;
    }
    const translator = await loadLanguage(language);
    const translated: ErrorPayload = {
      ...body,
      error: translateEnglishText(body.error, translator),
    };
    if (Array.isArray(body.issues)) {
      translated.issues = body.issues.map((issue) =>
        typeof issue.message === 'string'
          ? { ...issue, message: translateEnglishText(issue.message, translator) }
          : issue,
      );
    }
    return JSON.stringify(translated);
  });
}
