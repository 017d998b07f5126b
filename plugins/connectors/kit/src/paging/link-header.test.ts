import { describe, expect, it } from 'vitest';
import { idPagingOf, linkRel, parseLinkHeader } from './link-header.ts';

const mastodon =
  '<https://mastodon.example/api/v1/timelines/tag/chorus?max_id=111>; rel="next", ' +
  '<https://mastodon.example/api/v1/timelines/tag/chorus?min_id=222>; rel="prev"';

describe('parseLinkHeader (RFC 8288)', () => {
  it('reads targets, relations and parameters, quoted values with commas included', () => {
    const links = parseLinkHeader(
      '</page/2>; rel="next last"; title="Two, the sequel", <https://e.example/1>; REL=prev; type=text/html',
      'https://e.example/page/1',
    );
    expect(links.map((link) => [link.url.href, link.rel, link.params])).toEqual([
      [
        'https://e.example/page/2',
        ['next', 'last'],
        { rel: 'next last', title: 'Two, the sequel' },
      ],
      ['https://e.example/1', ['prev'], { rel: 'prev', type: 'text/html' }],
    ]);
  });

  it('gives nothing for an absent or unreadable header', () => {
    expect(parseLinkHeader(null)).toEqual([]);
    expect(parseLinkHeader('nonsense')).toEqual([]);
    expect(parseLinkHeader('<not a url>; rel="next"')).toEqual([]);
  });
});

describe('linkRel and idPagingOf', () => {
  it('finds the next and prev pages of Mastodon-style paging', () => {
    const headers = new Headers({ link: mastodon });
    expect(linkRel(headers, 'next')?.searchParams.get('max_id')).toBe('111');
    expect(idPagingOf(headers)).toMatchObject({ maxId: '111', minId: '222', sinceId: null });
    expect(idPagingOf(new Headers())).toEqual({
      maxId: null,
      minId: null,
      sinceId: null,
      next: null,
    });
  });
});
