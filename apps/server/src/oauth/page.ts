/**
 * The page the popup ends on: one sentence, and a script file (never inline script or style,
 * so the strict Content-Security-Policy holds) that tells the opener and closes the window after a
 * success. The opener also sees the window close through its 1000 ms poll.
 */
import { messages } from '@chorus/core';
import type { FastifyReply } from 'fastify';

/** How the attempt ended. */
export type Outcome = 'connected' | 'denied' | 'expired' | 'failed';

/** The path of the popup's script. */
export const popupScriptPath = '/api/oauth/popup.js';

/** The message the opener receives through `postMessage` (same origin only). */
export const popupMessageType = 'chorus-oauth';

/**
 * The popup's script: lay the page out (through the CSSOM: the page's CSP allows no inline
 * style), tell the opener, close on success, close on the button.
 */
export const popupScript = `(() => {
  Object.assign(document.body.style, { font: '16px system-ui, sans-serif', margin: '2rem', textAlign: 'center' });
  const outcome = document.body.dataset.outcome;
  if (window.opener) {
    try { window.opener.postMessage({ type: '${popupMessageType}', outcome }, location.origin); } catch {}
  }
  const button = document.getElementById('close');
  if (button) button.addEventListener('click', () => window.close());
  if (outcome === 'connected') setTimeout(() => window.close(), 800);
})();
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML of the end page. */
export function outcomePage(outcome: Outcome, text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Chorus</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body data-outcome="${outcome}">
<p role="status">${escapeHtml(text)}</p>
<button type="button" id="close">${escapeHtml(messages.oauthClose)}</button>
<script src="${popupScriptPath}" defer></script>
</body>
</html>
`;
}

/** Answers the popup with its end page. */
export function sendOutcomePage(
  reply: FastifyReply,
  outcome: Outcome,
  text: string,
  status: number,
) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The opener keeps its handle on this window (it polls `closed`): no opener isolation here.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(outcomePage(outcome, text))
  );
}
