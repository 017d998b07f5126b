/**
 * The wall's server-rendered data: what the server drew the first page from, carried in the
 * page as a non-executable `<script type="application/json">` element so the client hydrates
 * from the same data instead of fetching the first page again.
 */
/** The id of the JSON data element. */
export const wallDataElementId = 'chorus-wall-data';

/**
 * The wall's data, as the server read it from its own API. (No zod here: the visitor's wall
 * bundle loads none, see src/bundle.test.ts; {@link isWallPageData} checks the shape.)
 */
export interface WallPageData {
  /** The wall (`user_name`) the data belongs to. */
  readonly userName: string;
  /** `GET /api/profile/{user_name}`. */
  readonly profile: Readonly<Record<string, unknown>>;
  /** `GET /api/collections/{user_name}`'s `collections`. */
  readonly collections: readonly Readonly<Record<string, unknown>>[];
  /** The first page of posts: the feed request's address and its answer. */
  readonly feed: { readonly url: string; readonly body: Readonly<Record<string, unknown>> };
  /** The server's clock (Unix seconds) when it rendered: relative times match on hydration. */
  readonly now: number;
  /** The style attributes the server hoisted into its `<style>` element (hoist-styles.ts). */
  readonly styles?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed value has the shape of {@link WallPageData}. */
export function isWallPageData(value: unknown): value is WallPageData {
  if (!isRecord(value)) return false;
  const { userName, profile, collections, feed, now, styles } = value;
  return (
    (styles === undefined ||
      (Array.isArray(styles) && styles.every((style) => typeof style === 'string'))) &&
    typeof userName === 'string' &&
    userName.length > 0 &&
    isRecord(profile) &&
    Array.isArray(collections) &&
    collections.every(isRecord) &&
    isRecord(feed) &&
    typeof feed.url === 'string' &&
    feed.url.startsWith('/api/') &&
    isRecord(feed.body) &&
    typeof now === 'number' &&
    Number.isInteger(now) &&
    now >= 0
  );
}

/**
 * Characters that could end the element or start a comment or CDATA-like state in the HTML
 * parser's script-data states, written as JSON escapes (JSON.parse reads them back). U+2028
 * and U+2029 are escaped too, so the text is also valid JavaScript should anyone eval it.
 */
const unsafe: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The JSON text of `data`, safe inside a `<script type="application/json">` element: no `<`,
 * `>` or `&` remains, so neither `</script>` nor `<!--` in a post's text can close the element
 * or switch the parser into its escaped states.
 */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => unsafe[character]!);
}

/** The whole data element, ready to put in the page's body. */
export function pageDataElement(data: WallPageData): string {
  return `<script type="application/json" id="${wallDataElementId}">${serializePageData(data)}</script>`;
}

/**
 * Reads the data element from the page, once: the element is removed, so a later visit to
 * another wall in the same page (client navigation) fetches as usual. Null when the page has
 * none, or when it does not parse as wall data.
 */
export function takePageData(doc: Pick<Document, 'getElementById'>): WallPageData | null {
  const element = doc.getElementById(wallDataElementId);
  if (element === null) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isWallPageData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
