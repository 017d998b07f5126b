/** The post HTML sanitizer and plain-text extraction. */
export { sanitizePostHtml } from './sanitize.ts';
export { htmlToText, wordBreakingElements, type HtmlToTextOptions } from './to-text.ts';
export { escapeHtmlText, plainTextToHtml } from './plain-text.ts';
export { safeEmbedUrl, safeImageUrl, safeLinkUrl } from './safe-url.ts';
