/**
 * Graph API paging: every edge answers `{ data: [...], paging: { cursors: { before, after },
 * next, previous } }`; `next` is absent on the last page. Some edges page by time instead
 * (`next` carries `until` / `since` / `__paging_token` and no cursors).
 */
import { z } from 'zod';

/** The `paging` object of a Graph edge. */
export const graphPagingSchema = z
  .object({
    cursors: z
      .object({ before: z.string().optional(), after: z.string().optional() })
      .partial()
      .optional(),
    next: z.string().optional(),
    previous: z.string().optional(),
  })
  .loose();

export type GraphPaging = z.output<typeof graphPagingSchema>;

/**
 * The schema of one page of an edge whose items are read with `item`. Items stay `unknown`
 * in the page so one malformed item can be refused alone (parse each with `item.safeParse`).
 */
export const graphPageSchema = z
  .object({
    data: z.array(z.unknown()),
    paging: graphPagingSchema.optional(),
  })
  .loose();

export type GraphPage = z.output<typeof graphPageSchema>;

/**
 * The query parameters that ask for the page after this one, or `null` on the last page (no
 * `next`): `{ after }` for cursor paging, else the paging parameters of the `next` URL (time
 * paging: `until`, `since`, `__paging_token`...), never its `access_token`. The caller adds them
 * to its own request, to its own base URL, rather than following `next` blindly.
 */
export function nextGraphPageQuery(paging: GraphPaging | undefined): Record<string, string> | null {
  if (paging?.next === undefined || paging.next === '') return null;
  const after = paging.cursors?.after;
  if (after !== undefined && after !== '') return { after };
  let url: URL;
  try {
    url = new URL(paging.next);
  } catch {
    return null;
  }
  const query: Record<string, string> = {};
  for (const name of ['after', 'until', 'since', '__paging_token', '__previous', 'offset']) {
    const value = url.searchParams.get(name);
    if (value !== null) query[name] = value;
  }
  return Object.keys(query).length > 0 ? query : null;
}

/** The cursor after this page when the edge pages by cursor, else `null` (also on the last page). */
export function nextGraphCursor(paging: GraphPaging | undefined): string | null {
  return nextGraphPageQuery(paging)?.['after'] ?? null;
}
