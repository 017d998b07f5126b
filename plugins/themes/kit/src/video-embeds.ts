/**
 * Where a post's video plays once a visitor asks for it: a player address on a host that
 * offers a privacy-enhanced player (YouTube's youtube-nocookie.com, Vimeo with `dnt=1`,
 * SoundCloud's widget), or a link out for anything else. Pure: addresses built, never fetched.
 * The wall page's Content-Security-Policy allows frames from {@link videoFrameOrigins} only.
 */

/** The hosts whose players a wall may frame. */
export type VideoHost = 'youtube' | 'vimeo' | 'soundcloud';

/** How a post's video is played: framed (after a click), or opened on its own site. */
export type VideoPlayer =
  | { readonly kind: 'frame'; readonly host: VideoHost; readonly src: string }
  | { readonly kind: 'link'; readonly href: string };

/**
 * The origins of every player {@link videoPlayerOf} frames, and nothing else: the wall
 * page's `frame-src` (apps/server/src/http/security.ts) lists the same.
 */
export const videoFrameOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
] as const;

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
// Video ids are base64url (11 characters today); nothing else may reach the player's path.
const youtubeId = /^[\w-]{1,64}$/;
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const soundcloudHosts = new Set(['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com']);

function parseHttp(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A player address never carries credentials; one that does is a disguise.
    return url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** The video id of a YouTube address (watch, embed, shorts, live, youtu.be). */
function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (youtubeHosts.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id !== undefined && youtubeId.test(id) ? id : null;
}

/** Seconds of a YouTube start time (`t=90`, `t=1m30s`, `start=90`), or null. */
function youtubeStart(url: URL): number | null {
  const value = url.searchParams.get('start') ?? url.searchParams.get('t');
  if (value === null) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || value === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

function youtubePlayer(url: URL): VideoPlayer | null {
  const id = youtubeVideoId(url);
  if (id === null) return null;
  const start = youtubeStart(url);
  const query = start === null ? '' : `?start=${start}`;
  return {
    kind: 'frame',
    host: 'youtube',
    src: `https://www.youtube-nocookie.com/embed/${id}${query}`,
  };
}

function vimeoPlayer(url: URL): VideoPlayer | null {
  if (!vimeoHosts.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/<id>, vimeo.com/<id>[/<hash>], vimeo.com/channels/<name>/<id>.
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return null;
  const id = segments[at]!;
  const hash = url.searchParams.get('h') ?? segments[at + 1];
  const query = new URLSearchParams();
  if (hash !== undefined && /^[0-9a-f]+$/i.test(hash)) query.set('h', hash);
  query.set('dnt', '1');
  return { kind: 'frame', host: 'vimeo', src: `https://player.vimeo.com/video/${id}?${query}` };
}

function soundcloudPlayer(url: URL): VideoPlayer | null {
  const host = url.hostname.toLowerCase();
  let track: URL | null = null;
  if (host === 'w.soundcloud.com' && url.pathname.startsWith('/player')) {
    track = parseHttp(url.searchParams.get('url'));
    if (track === null) return null;
    const trackHost = track.hostname.toLowerCase();
    if (!soundcloudHosts.has(trackHost) && trackHost !== 'api.soundcloud.com') return null;
  } else if (soundcloudHosts.has(host) && url.pathname.split('/').filter(Boolean).length >= 2) {
    track = url;
  }
  if (track === null) return null;
  const address = `https://${track.hostname.toLowerCase().replace(/^(www|m)\./, '')}${track.pathname}`;
  const query = new URLSearchParams({ url: address });
  return { kind: 'frame', host: 'soundcloud', src: `https://w.soundcloud.com/player/?${query}` };
}

/**
 * The player of a video address: YouTube (watch, youtu.be, shorts, live, embed, nocookie)
 * as `https://www.youtube-nocookie.com/embed/<id>`, Vimeo as
 * `https://player.vimeo.com/video/<id>?dnt=1`, SoundCloud tracks through its widget, and any
 * other http(s) address as a link out (never a frame). Null for anything unreadable.
 */
export function videoPlayerOf(address: string | null | undefined): VideoPlayer | null {
  const url = parseHttp(address);
  if (url === null) return null;
  const framed = youtubePlayer(url) ?? vimeoPlayer(url) ?? soundcloudPlayer(url);
  return framed ?? { kind: 'link', href: url.href };
}

/**
 * The player's address with autoplay asked for: the visitor clicked play, so one click is
 * enough (browsers allow it after that gesture).
 */
export function autoplaySrc(player: Extract<VideoPlayer, { kind: 'frame' }>): string {
  const url = new URL(player.src);
  if (player.host === 'soundcloud') url.searchParams.set('auto_play', 'true');
  else url.searchParams.set('autoplay', '1');
  return url.href;
}
