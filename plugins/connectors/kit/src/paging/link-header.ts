/** One link of an RFC 8288 `Link` header. */
export interface WebLink {
  /** The target, resolved against the answer's URL. */
  readonly url: URL;
  /** Its relation types, lower-cased (`next`, `prev`...). */
  readonly rel: readonly string[];
  /** The other parameters, names lower-cased. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Parses a `Link` header (RFC 8288): `<https://…?max_id=7>; rel="next", <…>; rel="prev"`.
 * Quoted values may hold commas and semicolons; relative targets resolve against `base`;
 * links whose target is not a URL are left out.
 */
export function parseLinkHeader(value: string | null, base?: string): WebLink[] {
  if (!value) return [];
  const links: WebLink[] = [];
  const pattern = /<([^>]*)>((?:\s*;\s*[^;,=\s]+\s*(?:=\s*(?:"(?:[^"\\]|\\.)*"|[^;,\s]*))?)*)/g;
  for (const match of value.matchAll(pattern)) {
    const url = URL.parse(match[1] ?? '', base);
    if (!url) continue;
    const params: Record<string, string> = {};
    const paramPattern = /;\s*([^;,=\s]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^;,\s]*)))?/g;
    for (const param of (match[2] ?? '').matchAll(paramPattern)) {
      const name = (param[1] ?? '').toLowerCase();
      if (name in params) continue; // RFC 8288: the first occurrence wins.
      params[name] = (param[2] ?? param[3] ?? '').replace(/\\(.)/g, '$1');
    }
    const rel = (params['rel'] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    links.push({ url, rel, params });
  }
  return links;
}

/** The target of the first link with relation `rel` in an answer's `Link` header, or null. */
export function linkRel(headers: Headers, rel: string, base?: string): URL | null {
  const wanted = rel.toLowerCase();
  const found = parseLinkHeader(headers.get('link'), base).find((link) =>
    link.rel.includes(wanted),
  );
  return found?.url ?? null;
}

/** Where Mastodon-style `Link` paging continues: the ids its `next` and `prev` links carry. */
export interface IdPaging {
  /** Older page: `max_id` of the `next` link. */
  readonly maxId: string | null;
  /** Newer posts: `min_id` (else `since_id`) of the `prev` link. */
  readonly minId: string | null;
  readonly sinceId: string | null;
  /** The `next` link itself, to request as it is. */
  readonly next: URL | null;
}

/**
 * Reads Mastodon-style id paging from an answer's `Link` header: `rel="next"` carries `max_id`
 * (older posts), `rel="prev"` carries `min_id` or `since_id` (newer ones).
 */
export function idPagingOf(headers: Headers, base?: string): IdPaging {
  const next = linkRel(headers, 'next', base);
  const prev = linkRel(headers, 'prev', base) ?? linkRel(headers, 'previous', base);
  return {
    maxId: next?.searchParams.get('max_id') ?? null,
    minId: prev?.searchParams.get('min_id') ?? null,
    sinceId: prev?.searchParams.get('since_id') ?? null,
    next,
  };
}
