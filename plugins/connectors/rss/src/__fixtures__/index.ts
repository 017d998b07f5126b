/** Test helpers over the hand-written fixtures of this folder. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeedMedia } from '../feed-item.ts';
import { parseFeed, type ParseFeedOptions } from '../parse/parse-feed.ts';

/** The fetch time tests parse with: the date of undated items. */
export const fetchedAt = 1_750_000_000;

/** The absolute path of a fixture. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`./${name}`, import.meta.url));
}

/** The bytes of a fixture. */
export function fixtureBytes(name: string): Uint8Array {
  return readFileSync(fixturePath(name));
}

/** A fixture parsed as if fetched from `https://feeds.example.com/feed` at {@link fetchedAt}. */
export function parseFixture(name: string, options: ParseFeedOptions = {}) {
  return parseFeed(fixtureBytes(name), {
    url: 'https://feeds.example.com/feed',
    fetchedAt,
    ...options,
  });
}

/** Unix seconds of an ISO date. */
export function seconds(iso: string): number {
  return Date.parse(iso) / 1000;
}

/** An expected image. */
export function image(
  url: string,
  width: number | null = null,
  height: number | null = null,
  alt = '',
): FeedMedia {
  return { kind: 'image', url, width, height, alt };
}
