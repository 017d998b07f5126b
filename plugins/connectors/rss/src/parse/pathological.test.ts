/**
 * Documents built to make a careless parser quadratic. Each must end (read or refused) well
 * within the hang guard; no timing is asserted.
 */
import { describe, expect, it } from 'vitest';
import { fetchedAt } from '../__fixtures__/index.ts';
import { parseFeed } from './parse-feed.ts';

const mb = 1024 * 1024;
// The hang guard: a quadratic parser takes hours on these documents, a linear one well under a
// second on a quiet machine; the guard is wide so a busy machine never trips it.
const hangGuardMs = 60_000;
const parse = (xml: string) => parseFeed(new TextEncoder().encode(xml), { url: null, fetchedAt });
const kindOf = (act: () => unknown): string | null => {
  try {
    act();
    return null;
  } catch (error) {
    return (error as { kind?: string }).kind ?? 'not a SourceError';
  }
};

describe('parseFeed on pathological documents', () => {
  it('refuses a million unclosed CDATA openings', { timeout: hangGuardMs }, () => {
    expect(kindOf(() => parse(`<rss>&amp;${'<![CDATA[&'.repeat(700_000)}`))).toBe('failing');
  });

  it('reads two million stray ampersands', { timeout: hangGuardMs }, () => {
    const feed = parse(
      `<rss><channel><item><guid>1</guid><title>${'&'.repeat(2 * mb)}</title></item></channel></rss>`,
    );
    expect(feed.items[0]?.title).toBe('&'.repeat(4000));
  });

  it('reads a description of half a million unclosed <img', { timeout: hangGuardMs }, () => {
    const description = '&lt;img src="x" width="1"&gt;'.repeat(1000) + '&lt;img '.repeat(500_000);
    const feed = parse(
      `<rss><channel><item><guid>1</guid><description>${description}</description></item></channel></rss>`,
    );
    expect(feed.items[0]?.media).toEqual([]);
  });

  it('reads an author of a million parentheses and a huge date', { timeout: hangGuardMs }, () => {
    const xml = `<rss><channel><item><guid>1</guid><author>${'('.repeat(mb)}</author><pubDate>${'1 '.repeat(mb)}</pubDate></item></channel></rss>`;
    expect(parse(xml).items[0]?.publishedAt).toBe(fetchedAt);
  });

  it('gives up on half a million stray close tags', { timeout: hangGuardMs }, () => {
    const stray = '</b>'.repeat(500_000);
    const xml = `<rss><channel><item><guid>1</guid><title>a${stray}b</title></item></channel></rss>`;
    expect(kindOf(() => parse(xml))).toBe('failing');
  });

  it('refuses a million unclosed tags by the depth limit', { timeout: hangGuardMs }, () => {
    expect(
      kindOf(() => parse(`<rss><channel><item>${'<p>'.repeat(mb)}</item></channel></rss>`)),
    ).toBe('invalid_source');
  });

  it('reads a hundred thousand sibling elements in one item', { timeout: hangGuardMs }, () => {
    const categories = '<category>c</category>'.repeat(100_000);
    expect(
      parse(`<rss><channel><item><guid>1</guid>${categories}</item></channel></rss>`).items,
    ).toHaveLength(1);
  });
});
