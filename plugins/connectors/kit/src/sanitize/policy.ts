/** What post HTML may contain once sanitized; see docs/connector-kit.md for the reasoning. */

/** Tags kept; everything else is dropped and its text kept (or, for `droppedWithContent`, not). */
export const allowedTags: readonly string[] = [
  'p',
  'br',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'figure',
  'figcaption',
  'span',
  'sub',
  'sup',
  'hr',
  'iframe',
];

/** Tags removed together with everything inside them: their content is code, not prose. */
export const droppedWithContent: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'head',
  'plaintext',
];

/** Page-sized headings are brought down to card size. */
export const headingMap: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3' };

/** URL schemes a link may use. Images and iframes are stricter (see `sanitize.ts`). */
export const linkSchemes: readonly string[] = ['http:', 'https:', 'mailto:'];

/** Embeds allowed in an iframe: host name and the path prefix of its embed player. */
export const embedHosts: Readonly<Record<string, string>> = {
  'www.youtube.com': '/embed/',
  'youtube.com': '/embed/',
  'www.youtube-nocookie.com': '/embed/',
  'player.vimeo.com': '/video/',
  'w.soundcloud.com': '/player/',
  'www.instagram.com': '/',
};

/** Every `rel` a link gets: no opener access, no referrer, no search-engine credit. */
export const linkRel = 'noopener noreferrer nofollow';

/** The sandbox an embed runs in: enough for a video player, nothing more. */
export const embedSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/** Image URLs that are tracking pixels rather than pictures. */
export const pixelPatterns: readonly RegExp[] = [
  /^https?:\/\/feeds\.feedburner\.com\/~r\//i,
  /^https?:\/\/feeds\.feedburner\.com\/~ff\//i,
  /^https?:\/\/(?:stats|pixel)\.wp\.com\//i,
  /^https?:\/\/stats\.wordpress\.com\/[bg]\.gif/i,
  /^https?:\/\/(?:www\.)?google-analytics\.com\/(?:collect|__utm\.gif)/i,
  /^https?:\/\/[^/]*doubleclick\.net\//i,
  /^https?:\/\/(?:www\.)?facebook\.com\/tr[/?]/i,
  /^https?:\/\/[^/]*\/(?:[^?]*\/)?(?:pixel|tracking[-_]?pixel|spacer|blank|open)\.(?:gif|png)(?:[?#]|$)/i,
  /^https?:\/\/[^?]*\/track\/open/i,
];

/** An image this small (either side) is a tracker, not something to show. */
export const pixelMaxSide = 2;
