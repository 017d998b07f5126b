import { ctaSchema, wallCtaSchema, type Cta, type WallCta } from '../domain/index.ts';

/**
 * Reads a stored call-to-action (JSON text or object). Anything malformed, or without a url,
 * gives null so that the button is hidden rather than broken.
 */
export function parseCta(value: unknown): Cta | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = ctaSchema.safeParse(candidate);
  return parsed.success && parsed.data.url.trim() !== '' ? parsed.data : null;
}

/**
 * The call-to-action a post shows: its own when it has a url; else the wall's when the post's
 * source is in the wall cta's `feeds`; else none.
 */
export function resolvePostCta(
  postCta: unknown,
  wallCta: WallCta | null | undefined,
  sourceId: string | null,
): Cta | null {
  const own = parseCta(postCta);
  if (own) return own;
  const inherited = wallCtaSchema.safeParse(wallCta);
  if (!inherited.success || inherited.data.url.trim() === '' || sourceId === null) return null;
  if (!inherited.data.feeds.includes(sourceId)) return null;
  const { feeds: _feeds, ...cta } = inherited.data;
  return cta;
}
