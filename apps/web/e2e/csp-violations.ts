/**
 * Catching Content-Security-Policy violations in Chromium: a listener installed before any page
 * code (`context.addInitScript(recordCspViolations)`) and the violations it saw in the page and
 * every frame it holds.
 */
import type { Page } from 'playwright-core';

/** Records every CSP violation of every frame in `window.__cspViolations`. */
export function recordCspViolations(): void {
  const seen: string[] = [];
  Object.defineProperty(window, '__cspViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.violatedDirective} ← ${event.blockedURI || 'inline'} (${event.sample})`);
  });
}

/** The violations recorded so far in the page and its frames, each with the frame's address. */
export async function cspViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const listed = await frame
      .evaluate(() => [...((window as { __cspViolations?: string[] }).__cspViolations ?? [])])
      .catch(() => []);
    found.push(...listed.map((line) => `${frame.url()}: ${line}`));
  }
  return found;
}
