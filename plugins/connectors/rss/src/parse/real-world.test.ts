/**
 * One test per way real-world feeds used to break this parser, each on a fixture written for
 * the project (see the comment at the top of each fixture).
 */
import { describe, expect, it } from 'vitest';
import { fetchedAt, parseFixture, seconds } from '../__fixtures__/index.ts';
import { normalizeFeedItem } from '../normalize.ts';
import { parseFeed } from './parse-feed.ts';

const parseText = (text: string) =>
  parseFeed(new TextEncoder().encode(text), { url: 'https://feeds.example.com/feed', fetchedAt });

describe('parseFeed on feeds as people really publish them', () => {
  it('keeps the text of HTML left unescaped in RSS titles and descriptions', () => {
    const feed = parseFixture('rss-people.xml');
    expect(feed.title).toBe('Riverside Rowing Club');
    expect(feed.items[0]?.contentHtml).toBe('The eight won by <b>two lengths</b>.');
    expect(feed.items[3]?.title).toBe('Clubhouse open day');
  });

  it('keeps the text of HTML left unescaped in Atom type="html" elements', () => {
    const feed = parseFixture('atom-unescaped.xml');
    expect(feed.title).toBe('Crumb & Crust');
    expect(feed.items[0]).toMatchObject({
      title: 'Rye sourdough is back',
      contentHtml:
        '<p>Our rye starter is <strong>twelve years</strong> old.<br />Loaves from 7 am.</p>',
    });
  });

  it('decodes base64 Atom content: Atom 0.3 mode="base64" and a non-text media type', () => {
    const atom03 = parseFixture('atom03.xml');
    expect(atom03.items[0]?.contentHtml).toBe(
      '<p>Glaze recipe: <strong>ash</strong> and feldspar.</p>',
    );
    expect(atom03.items[1]?.contentHtml).toBe('<p>Kiln log: cone 10 reached at dawn.</p>');
    expect(parseFixture('atom-unescaped.xml').items[1]?.contentHtml).toBe(
      '<p>Baguette 1.20, rye loaf 3.40.</p>',
    );
  });

  it('reads Atom 0.3 escaped and inline XML content', () => {
    const feed = parseFixture('atom03.xml');
    expect(feed.title).toBe('Clay & Fire');
    expect(feed.items[2]).toMatchObject({
      title: 'Open studio Saturday',
      contentHtml: '<p>Come and <b>throw</b> a bowl.</p><p>Tea provided.</p>',
    });
  });

  it('shows the name, never the address, of "Name (address)" and "address (Name)" authors', () => {
    const [first, second, , , fifth] = parseFixture('rss-people.xml').items;
    expect(first?.author.name).toBe('Tove Lind');
    expect(second?.author.name).toBe('Pat Moreau');
    expect(fifth?.author.name).toBe('Jon Reyes');
  });

  it('reads dc:author, atom:author and atom:content inside RSS items', () => {
    const items = parseFixture('rss-people.xml').items;
    expect(items[2]?.author.name).toBe('Ada Okafor');
    expect(items[3]).toMatchObject({
      author: { name: 'Mika Sato', link: 'https://rowing.example.com/mika' },
      // atom:content is the full body; the description is only its short version.
      contentHtml: '<p>Tours every <b>hour</b>.</p>',
    });
    expect(items[4]?.contentHtml).toBe('<p>Life jackets <em>always</em>.</p>');
  });

  it.each([
    ['"1.1"', '"version": "1.1",'],
    ['1', '"version": 1,'],
    ['missing', ''],
  ])('reads a JSON Feed whose version is %s', (_what, version) => {
    const feed = parseText(
      `{${version} "title": "Night Market", "items": [{"id": "a", "content_text": "Open."}]}`,
    );
    expect(feed).toMatchObject({ format: 'json', title: 'Night Market' });
    expect(feed.items[0]?.contentHtml).toBe('<p>Open.</p>');
    expect(parseFixture('loose-version.json').items[0]).toMatchObject({
      title: 'Dumplings at stall 12',
      publishedAt: seconds('2026-11-24T18:00:00Z'),
    });
  });

  it('reads Atom 0.3 dates: issued, then created, then modified', () => {
    const [glaze, kiln, studio] = parseFixture('atom03.xml').items;
    expect(glaze?.publishedAt).toBe(seconds('2026-11-19T17:30:00Z'));
    expect(kiln?.publishedAt).toBe(seconds('2026-11-18T06:00:00Z'));
    expect(studio).toMatchObject({
      publishedAt: seconds('2026-11-17T12:00:00Z'),
      publishedEstimated: false,
    });
  });

  it('recovers every item of a feed with small XML errors', () => {
    const feed = parseFixture('malformed.xml');
    expect(feed.title).toBe('Choir & Friends');
    expect(feed.items.map((item) => [item.id, item.title, item.contentHtml])).toEqual([
      ['choir-1', 'Carols \u2026 &bogus; night', 'Bring a lantern and a friend.'],
      ['choir-2', 'Rehearsal moved', 'Now on Wednesday.<br />Same hall.'],
      ['choir-3', 'Thank you', '<p>We raised \u00a3400.</p>'],
    ]);
    expect(feed.items[0]?.link).toBe('https://choir.example.org/carols?day=1&time=7');
  });

  it('still reports a broken document with nothing readable in it, with its first error', () => {
    expect(() => parseText('<rss><channel><item></channel></rss>')).toThrow(
      'This feed is not well-formed XML (line 1: unexpected close tag.)',
    );
  });

  it('reads the date forms publishers write', () => {
    const dates = parseFixture('odd-dates.xml').items.map((item) => [
      item.title,
      item.publishedAt,
      item.publishedEstimated,
    ]);
    expect(dates).toEqual([
      ['Twelve-hour clock', seconds('2026-11-24T17:30:00Z'), false],
      ['Zone name after the offset', seconds('2026-11-24T15:30:00Z'), false],
      ['US month first', seconds('2026-11-24T10:00:00Z'), false],
      ['asctime', seconds('2026-11-24T22:11:39Z'), false],
      ['Unix date', seconds('2026-11-24T22:11:39Z'), false],
      ['Slashes', seconds('2026-11-24T10:00:00Z'), false],
      ['Unreadable', fetchedAt, true],
    ]);
  });

  it('keeps an item with an unreadable date and marks its date as estimated on the post', () => {
    const items = parseFixture('odd-dates.xml').items;
    const unreadable = normalizeFeedItem(items[6]!);
    expect(unreadable).toMatchObject({ createdAt: fetchedAt, createdEstimated: true });
    expect(normalizeFeedItem(items[0]!)).not.toHaveProperty('createdEstimated');
  });
});
