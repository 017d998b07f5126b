/** One query parameter: repeated for an array, left out when `undefined` or `null`. */
export type QueryValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;

/** Query parameters of an API call, e.g. `{ limit: 40, max_id: cursor, 'types[]': ['a', 'b'] }`. */
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * The URL of an API call: `path` resolved against `baseUrl` (an absolute `path`, such as a
 * `Link` header's next page, is kept as it is), with the query appended. Numbers and booleans
 * are written as JavaScript prints them; an array repeats its parameter once per value.
 */
export function buildApiUrl(baseUrl: string, path: string | URL, query: Query = {}): URL {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  // A relative path continues the base (`api/v1` under `https://h/x/`); `/api/v1` starts at the host.
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      url.searchParams.delete(name);
      for (const each of value as readonly (string | number)[]) {
        url.searchParams.append(name, String(each));
      }
    } else url.searchParams.set(name, String(value));
  }
  return url;
}
