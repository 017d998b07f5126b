/**
 * Plain text a network gives as text (a video description, a caption) as post HTML: escaped,
 * blank lines as paragraphs, single line breaks kept, bare http(s) addresses as links. The
 * sanitizer still runs over the result at ingest.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${linkified(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text escaped for HTML element content and attribute values. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** Escaped text with each bare http(s) address (trailing punctuation left out) as a link. */
function linkified(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)'])/i);
  return parts
    .map((part, index) => {
      const escaped = escapeHtmlText(part);
      return index % 2 === 1 ? `<a href="${escaped}">${escaped}</a>` : escaped;
    })
    .join('');
}
