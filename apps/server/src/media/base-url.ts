/**
 * Where walls load pictures from: Chorus's own address by default, or `CHORUS_MEDIA_BASE_URL`
 * (a CDN in front of Chorus's `/media` routes; the spec's "different image host path" of the
 * premium and trial plans, open to every installation). The server sets it once at start from
 * its configuration; every post shaped afterwards carries addresses under it.
 */

let base = '';

/** Sets the media base URL (no trailing slash); undefined goes back to Chorus's own address. */
export function setMediaBaseUrl(url: string | undefined): void {
  base = (url ?? '').replace(/\/+$/, '');
}

/** The media base URL in force, or '' for Chorus's own address (paths stay relative). */
export function mediaBaseUrl(): string {
  return base;
}

/** The origin of a media base URL, for the pages' Content-Security-Policy; null for none. */
export function mediaOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
