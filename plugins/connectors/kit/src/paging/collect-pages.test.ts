import { describe, expect, it } from 'vitest';
import { collectPages, type Page } from './collect-pages.ts';

/** A network with pages of ids; page n's token is `t<n>`. */
function pagesOf(...pages: number[][]) {
  const tokens: (string | null)[] = [];
  const fetchPage = async (token: string | null): Promise<Page<number, string>> => {
    tokens.push(token);
    const index = token === null ? 0 : Number(token.slice(1));
    return { items: pages[index] ?? [], next: index + 1 < pages.length ? `t${index + 1}` : null };
  };
  return { tokens, fetchPage };
}

describe('collectPages', () => {
  it('follows tokens to the end', async () => {
    const network = pagesOf([1, 2], [3], [4, 5]);
    const result = await collectPages({ fetchPage: network.fetchPage });
    expect(result).toEqual({ items: [1, 2, 3, 4, 5], next: null, pages: 3, stoppedBy: 'end' });
    expect(network.tokens).toEqual([null, 't1', 't2']);
  });

  it('stops at maxPages and says where to continue', async () => {
    const network = pagesOf([1], [2], [3], [4]);
    const result = await collectPages({ fetchPage: network.fetchPage, maxPages: 2 });
    expect(result).toEqual({ items: [1, 2], next: 't2', pages: 2, stoppedBy: 'maxPages' });
    const rest = await collectPages({ fetchPage: network.fetchPage, start: result.next });
    expect(rest.items).toEqual([3, 4]);
  });

  it('stops at maxItems, resuming from a page it had to cut', async () => {
    const exact = await collectPages({
      fetchPage: pagesOf([1, 2], [3, 4], [5]).fetchPage,
      maxItems: 4,
    });
    expect(exact).toEqual({ items: [1, 2, 3, 4], next: 't2', pages: 2, stoppedBy: 'maxItems' });
    const cut = await collectPages({
      fetchPage: pagesOf([1, 2], [3, 4], [5]).fetchPage,
      maxItems: 3,
    });
    expect(cut).toEqual({ items: [1, 2, 3], next: 't1', pages: 2, stoppedBy: 'maxItems' });
  });

  it('ends when a network hands back a token it already gave', async () => {
    let calls = 0;
    const result = await collectPages<number, { cursor: string }>({
      fetchPage: async () => ({ items: [calls++], next: { cursor: 'same' } }),
      maxPages: 50,
    });
    expect(result).toEqual({ items: [0, 1], next: null, pages: 2, stoppedBy: 'repeatedToken' });
  });

  it('treats an undefined next token as the end', async () => {
    const result = await collectPages<string, string>({
      fetchPage: async () => ({ items: ['a'], next: undefined }),
    });
    expect(result.stoppedBy).toBe('end');
  });

  it('stops between pages when the crawl is aborted', async () => {
    const controller = new AbortController();
    const network = pagesOf([1], [2], [3]);
    const call = collectPages<number, string>({
      fetchPage: async (token) => {
        const page = await network.fetchPage(token);
        if (token === 't1') controller.abort(new Error('cancelled'));
        return page;
      },
      signal: controller.signal,
    });
    await expect(call).rejects.toThrow('cancelled');
    expect(network.tokens).toEqual([null, 't1']);
  });

  it('passes errors of a page through', async () => {
    await expect(
      collectPages({ fetchPage: async () => Promise.reject(new Error('boom')) }),
    ).rejects.toThrow('boom');
  });
});
