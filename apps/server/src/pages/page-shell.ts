/**
 * The one shell of the plain pages the server draws itself (the plans page, the operator's
 * Markdown pages, the not-found page of site pages): a document with the instance's name in
 * the title and a header, a `main` landmark, no script and no style element, so the strict
 * CSP of owner pages holds. Text put in it goes through {@link escapeHtml}; only the body is
 * HTML, and its callers build or sanitize it.
 */
import { formatMessage } from '@chorus/core';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** What a server-drawn page holds. */
export interface ServerPage {
  /** The instance's name (plain text), in the title and the header's home link. */
  readonly instanceName: string;
  /** The page's own title (plain text); the document's is `<title> · <instance>`. */
  readonly title: string;
  /** The `main` element's content: HTML its caller built or sanitized. */
  readonly mainHtml: string;
}

/** A server-drawn page's HTML. */
export function serverPageHtml(page: ServerPage): string {
  const name = escapeHtml(page.instanceName);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)} · ${name}</title></head>`,
    '<body>',
    `<header><nav aria-label="Main"><a href="/">${name}</a> <a href="/admin">Dashboard</a></nav></header>`,
    `<main>${page.mainHtml}</main>`,
    '</body></html>',
  ].join('');
}

/** The not-found page of server-drawn addresses, with core's words for it. */
export function notFoundPageHtml(instanceName: string): string {
  const title = formatMessage('notFoundTitle');
  return serverPageHtml({
    instanceName,
    title,
    mainHtml: [
      `<h1>${escapeHtml(title)}</h1>`,
      `<p>${escapeHtml(formatMessage('notFoundText'))}</p>`,
      `<p><a href="/">${escapeHtml(formatMessage('notFoundHome'))}</a></p>`,
    ].join(''),
  });
}
