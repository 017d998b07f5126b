/**
 * LinkedIn's "little text" format, in which a post's `commentary` is written: reserved
 * characters escaped with a backslash (`\#`, `\(`…), mentions as `@[Name](urn:li:…)` and
 * hashtags as `{hashtag|\#|name}`. It becomes plain text: the mention's name, `#name`, and
 * every escape undone. The result is text, not HTML.
 */

const littleText =
  /\{hashtag\|\\?[#＃]\|((?:\\.|[^}\\])*)\}|@\[((?:\\.|[^\]\\])*)\]\(([^)]*)\)|\\([\s\S])/g;

const unescape = (text: string) => text.replace(/\\([\s\S])/g, '$1');

/** The plain text of a little-text commentary. */
export function littleTextToPlain(commentary: string): string {
  return commentary.replace(
    littleText,
    (_match, hashtag?: string, mention?: string, _urn?: string, escaped?: string) => {
      if (hashtag !== undefined) return `#${unescape(hashtag)}`;
      if (mention !== undefined) return unescape(mention);
      return escaped ?? '';
    },
  );
}

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, `<br>` within. */
export function plainTextToHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
