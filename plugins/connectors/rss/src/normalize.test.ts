import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '@chorus/connector-kit';
import { normalizedPostSchema, sourceSchema } from '@chorus/core';
import { rssConnector } from './index.ts';
import { normalizeFeedItem } from './normalize.ts';
import { parseFeed } from './parse/parse-feed.ts';

const fetchedAt = 1_750_000_000;
const source = sourceSchema.parse({
  id: 'src-1',
  wallId: 'wall-1',
  network: 'rss',
  feedType: 'url',
  options: { url: 'https://gazette.example.org/feed.xml' },
});
const itemsOf = (name: string) =>
  parseFeed(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)), {
    url: 'https://gazette.example.org/feed.xml',
    fetchedAt,
  }).items;

describe('normalizeFeedItem', () => {
  it('turns an RSS item into the shared post shape', () => {
    const [item] = itemsOf('rss2.xml');
    const post = rssConnector().normalize(item!, source);
    expect(post).toEqual({
      externalId: 'gazette-4411',
      network: 'rss',
      author: {
        name: 'Maren Holt',
        link: 'https://gazette.example.org/',
        picture: 'https://gazette.example.org/logo.png',
      },
      title: 'Ferry timetable changes & what they mean',
      description:
        '<p>From <b>April</b>, the morning ferry leaves at 07:15.</p><p><img src="https://gazette.example.org/img/ferry.jpg" alt="The ferry"></p>',
      url: 'https://gazette.example.org/2024/03/ferry-timetable',
      media: [
        {
          kind: 'image',
          url: 'https://cdn.gazette.example.org/ferry-large.jpg',
          width: 1200,
          height: 800,
          alt: 'The morning ferry at the north quay',
          originalUrl: null,
          embedUrl: null,
        },
      ],
      createdAt: Date.parse('2024-03-05T09:30:00Z') / 1000,
      likes: 0,
      comments: 0,
    });
    expect(normalizedPostSchema.parse(post)).toEqual(post);
  });

  it('gives every post of every fixture a valid shape', () => {
    const fixtures = ['rss2.xml', 'rss091.xml', 'rss1.rdf', 'atom.xml', 'feed.json', 'podcast.xml'];
    for (const name of fixtures) {
      for (const item of itemsOf(name)) {
        const post = normalizeFeedItem(item);
        expect(normalizedPostSchema.safeParse(post).success, `${name}: ${item.id}`).toBe(true);
        expect(Number.isInteger(post.createdAt)).toBe(true);
      }
    }
  });

  it('leaves the description to the crawl engine, which sanitizes what it stores', () => {
    // The engine's sanitizer is tested with RSS feeds end to end (apps/server/src/security/xss.test.ts).
    const [item] = itemsOf('rss2.xml');
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
    const post = normalizeFeedItem({ ...item!, contentHtml: html });
    expect(post.description).toBe(html);
    const cleaned = sanitizePostHtml(post.description);
    expect(cleaned).not.toMatch(/script|onclick|javascript:/);
    expect(cleaned).toContain('Hi');
  });

  it('leaves out an author without a name, link or picture rather than writing nulls', () => {
    const [item] = itemsOf('rss2.xml');
    const post = normalizeFeedItem({
      ...item!,
      author: { name: null, link: null, picture: null },
    });
    expect(post.author).toEqual({});
  });
});
