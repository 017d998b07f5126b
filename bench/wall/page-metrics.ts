/**
 * What the bench reads in the page: paint timings (PerformanceObserver `paint`,
 * `largest-contentful-paint`, `layout-shift`), when the first post card was painted, and the
 * JS and CSS the page fetched with their end times. The recorder is a plain function that
 * Playwright installs before any page script runs (CDP, so the page's CSP does not apply).
 */

/** What the recorder keeps in `window.__wallBench`. */
export interface PageRecord {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  firstPost: number | null;
}

/** One fetched resource: its path, when its last byte arrived (ms from navigation), and its
 * body bytes as sent (compressed when the server compressed). */
export interface FetchedResource {
  readonly path: string;
  readonly responseEnd: number;
  readonly wireBytes: number;
}

/** Installed in the page before its scripts: observes paints, shifts and the first post card. */
export function installRecorder(cardSelector: string): void {
  const record: PageRecord = { fcp: null, lcp: null, lcpElement: null, cls: 0, firstPost: null };
  (window as unknown as { __wallBench: PageRecord }).__wallBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    const last = entries[entries.length - 1];
    if (!last) return;
    record.lcp = last.startTime;
    const element = last.element;
    record.lcpElement = element
      ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
      : null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const watch = new MutationObserver(() => {
    if (record.firstPost !== null || !document.querySelector(cardSelector)) return;
    watch.disconnect();
    // The card is in the DOM; the frame after next has painted it.
    requestAnimationFrame(() => {
      setTimeout(() => {
        record.firstPost ??= performance.now();
      }, 0);
    });
  });
  watch.observe(document, { childList: true, subtree: true });
}

/** Reads the record, the JS and CSS resources the page fetched, and the document itself. */
export function readRecord(): {
  record: PageRecord;
  resources: FetchedResource[];
  document: FetchedResource | null;
} {
  const record = (window as unknown as { __wallBench: PageRecord }).__wallBench;
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      responseEnd: entry.responseEnd,
      wireBytes: entry.encodedBodySize,
    }))
    .filter((entry) => /\.(js|css)$/.test(entry.path));
  const document = navigation
    ? {
        path: new URL(navigation.name).pathname,
        responseEnd: navigation.responseEnd,
        wireBytes: navigation.encodedBodySize,
      }
    : null;
  return { record: { ...record }, resources, document };
}
