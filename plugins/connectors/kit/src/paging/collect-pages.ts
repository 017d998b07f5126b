/** One page as a network returns it: its items and the token of the next page, if any. */
export interface Page<TItem, TToken> {
  readonly items: readonly TItem[];
  /** Token of the following page; `null` or `undefined` when this was the last. */
  readonly next: TToken | null | undefined;
}

/** What `collectPages` needs: how to fetch a page, and when to stop. */
export interface CollectPagesOptions<TItem, TToken> {
  /** Fetches the page for a token (`null` for the first page); `index` counts from 0. */
  fetchPage(token: TToken | null, index: number): Promise<Page<TItem, TToken>>;
  /** Token to start from instead of the first page. */
  start?: TToken | null;
  /** Most pages fetched in one call; default 10. */
  maxPages?: number;
  /** Most items returned; the page that reaches it is cut. Default: no limit. */
  maxItems?: number;
  /** Stops between pages when aborted (the crawl's signal). */
  signal?: AbortSignal;
}

/** Everything collected, and where to continue. */
export interface CollectedPages<TItem, TToken> {
  readonly items: TItem[];
  /** Token of the first page not fetched; `null` when the network said there is no more. */
  readonly next: TToken | null;
  /** Pages fetched. */
  readonly pages: number;
  /** Why collecting stopped. */
  readonly stoppedBy: 'end' | 'maxPages' | 'maxItems' | 'repeatedToken';
}

/**
 * Follows a network's next-page tokens until it runs out or a limit is reached, so connectors
 * do not each hand-write the loop. A token seen twice ends the walk (some APIs loop on their
 * last page) instead of fetching forever.
 */
export async function collectPages<TItem, TToken>(
  options: CollectPagesOptions<TItem, TToken>,
): Promise<CollectedPages<TItem, TToken>> {
  const maxPages = options.maxPages ?? 10;
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const items: TItem[] = [];
  const seen = new Set<string>();
  let token: TToken | null = options.start ?? null;
  let pages = 0;

  for (;;) {
    if (pages >= maxPages) return { items, next: token, pages, stoppedBy: 'maxPages' };
    options.signal?.throwIfAborted();
    const page = await options.fetchPage(token, pages);
    pages++;
    const room = maxItems - items.length;
    items.push(...page.items.slice(0, room));
    const next = page.next ?? null;
    if (items.length >= maxItems) {
      // A cut page cannot be resumed half-way: continue from the page itself.
      const resume = page.items.length > room ? token : next;
      return { items, next: resume, pages, stoppedBy: 'maxItems' };
    }
    if (next === null) return { items, next: null, pages, stoppedBy: 'end' };
    const key = JSON.stringify(next);
    if (seen.has(key)) return { items, next: null, pages, stoppedBy: 'repeatedToken' };
    seen.add(key);
    token = next;
  }
}
