/**
 * Finds places for the place picker's map search by asking a Nominatim-compatible geocoder
 * (OpenStreetMap's by default) on the server's side: the owner's browser never contacts the
 * geocoder, so the visitor's address stays with Chorus. Calls go through the connector kit's safe
 * client with the instance's User-Agent, one at a time and at most one a second by default
 * (Nominatim's usage policy), and answers are kept for a few minutes.
 */
import { SourceError, type ConnectorHttp } from '@chorus/core';
import { z } from 'zod';

/** One place found. */
export interface FoundPlace {
  readonly latitude: number;
  readonly longitude: number;
  /** The geocoder's full name of the place. */
  readonly name: string;
  /** South, north, west, east edges in degrees; null when the geocoder gave none. */
  readonly boundingBox: [number, number, number, number] | null;
}

/** Why a search found nothing to show. */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
  constructor(
    /** `busy`: too many searches now (answer 429); `failed`: the geocoder failed (502). */
    readonly kind: 'busy' | 'failed',
    message: string,
    /** For `busy`: seconds until a search may be tried again. */
    readonly retryAfterSeconds = 1,
  ) {
    super(message);
  }
}

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number());

/** One result of Nominatim's `/search?format=jsonv2` (the fields read; the rest ignored). */
const nominatimPlace = z.object({
  lat: coordinate.pipe(z.number().min(-90).max(90)),
  lon: coordinate.pipe(z.number().min(-180).max(180)),
  display_name: z.string().max(1000),
  boundingbox: z.array(coordinate).length(4).optional(),
});

const nominatimAnswer = z.array(z.unknown());

/** Settings of {@link createGeocoder}. */
export interface GeocoderOptions {
  /** The geocoder's base URL (`/search` is appended). */
  readonly baseUrl: string;
  /** The safe client. */
  readonly http: ConnectorHttp;
  /** The User-Agent naming this installation (Nominatim's policy asks for one). */
  readonly userAgent: string;
  /** Least time between two calls to the geocoder; default 1000 ms. */
  readonly intervalMs?: number;
  /** Longest wait for a turn before answering "busy"; default 5000 ms. */
  readonly maxWaitMs?: number;
  /** How long an answer is kept; default 10 minutes. */
  readonly cacheMs?: number;
  /** Answers kept at most; default 500. */
  readonly cacheEntries?: number;
  /** Places returned at most; default 5. */
  readonly limit?: number;
  /** The time (tests may move it). */
  readonly now?: () => number;
}

/** A map search: what to look for, and near which place. */
export interface PlaceSearch {
  readonly query: string;
  readonly near: string;
  /** The owner's language preference, passed on so names come in it. */
  readonly language?: string;
}

/** The geocoder the map search route asks. */
export interface Geocoder {
  search(search: PlaceSearch, signal?: AbortSignal): Promise<FoundPlace[]>;
}

function placeOf(raw: unknown): FoundPlace | null {
  const parsed = nominatimPlace.safeParse(raw);
  if (!parsed.success) return null;
  const { lat, lon, display_name: name, boundingbox: box } = parsed.data;
  const [south, north, west, east] = box ?? [];
  const boundingBox: FoundPlace['boundingBox'] =
    box && box.every(Number.isFinite)
      ? [south as number, north as number, west as number, east as number]
      : null;
  return { latitude: lat, longitude: lon, name, boundingBox };
}

/** Creates a geocoder with its own pacing and cache. */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const intervalMs = options.intervalMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 5000;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const cacheEntries = options.cacheEntries ?? 500;
  const limit = options.limit ?? 5;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { readonly until: number; readonly places: FoundPlace[] }>();
  let nextTurn = 0;

  /** Waits for this call's turn, or refuses when the queue is longer than `maxWaitMs`. */
  async function turn(): Promise<void> {
    const at = Math.max(now(), nextTurn);
    const wait = at - now();
    if (wait > maxWaitMs) {
      throw new GeocoderError('busy', 'map search busy', Math.ceil(wait / 1000));
    }
    nextTurn = at + intervalMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  async function ask(q: string, language: string | undefined, signal?: AbortSignal) {
    await turn();
    const url = new URL(`${options.baseUrl}/search`);
    url.searchParams.set('q', q);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', String(limit));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': options.userAgent,
    };
    if (language) headers['accept-language'] = language;
    let response: Response;
    try {
      response = await options.http(url, { headers, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (error instanceof SourceError && error.kind === 'rate_limited') {
        throw new GeocoderError('busy', 'geocoder rate limited', 60);
      }
      throw new GeocoderError('failed', `geocoder unreachable: ${String(error)}`);
    }
    if (response.status === 429) throw new GeocoderError('busy', 'geocoder rate limited', 60);
    if (!response.ok) throw new GeocoderError('failed', `geocoder answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GeocoderError('failed', 'geocoder answer is not JSON');
    }
    const list = nominatimAnswer.safeParse(body);
    if (!list.success) throw new GeocoderError('failed', 'geocoder answer is not a list');
    return list.data.map(placeOf).filter((place): place is FoundPlace => place !== null);
  }

  return {
    async search({ query, near, language }, signal) {
      const key = JSON.stringify([query.toLowerCase(), near.toLowerCase(), language ?? '']);
      const kept = cache.get(key);
      if (kept && kept.until > now()) return kept.places;
      // "coffee near Berlin" is Nominatim's own phrasing for a search around a place; when
      // nothing matches, the place itself is what the owner can pick.
      let places = await ask(`${query} near ${near}`, language, signal);
      if (places.length === 0) places = await ask(near, language, signal);
      places = places.slice(0, limit);
      cache.delete(key);
      cache.set(key, { until: now() + cacheMs, places });
      while (cache.size > cacheEntries) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return places;
    },
  };
}
