/**
 * Older Takeout exports wrote each Google+ post as an HTML page (`YYYYMMDD - title.html`)
 * instead of JSON. Their markup was never documented, so this reads only what any such page
 * has: the body (sanitized later like every post), a `datetime` attribute or else the date in
 * the file name, the first link to the post on plus.google.com, and pictures named beside it.
 */
import type { TakeoutPost } from './wire.ts';

const bodyPattern = /<body[^>]*>([\s\S]*)<\/body>/i;
const datetimePattern = /\bdatetime\s*=\s*["']([^"']+)["']/i;
const namePattern = /^(\d{4})(\d{2})(\d{2})\b/;
const postLinkPattern = /href\s*=\s*["'](https:\/\/plus\.google\.com\/[^"']*\/posts\/[^"']+)["']/i;
const imagePattern = /<img\b[^>]*\bsrc\s*=\s*["']([^"':]+)["']/gi;

/** Turns one exported HTML page into the JSON export's shape, or null when it has no body. */
export function htmlPost(html: string, fileName: string): TakeoutPost | null {
  const body = bodyPattern.exec(html)?.[1]?.trim();
  if (!body) return null;
  const datetime = datetimePattern.exec(html)?.[1];
  const day = namePattern.exec(fileName);
  const creationTime = datetime ?? (day ? `${day[1]}-${day[2]}-${day[3]} 00:00:00+0000` : '');
  const url = postLinkPattern.exec(html)?.[1];
  const media = [...body.matchAll(imagePattern)].map((match) => ({
    localFilePath: decodeURIComponent(match[1] ?? ''),
  }));
  // Local pictures are shown from the export, not as broken relative links in the text.
  const content = body.replace(/<img\b[^>]*>/gi, '');
  return {
    creationTime,
    content,
    ...(url ? { url } : {}),
    ...(media.length > 0 ? { album: { media } } : {}),
  };
}
