import { describe, expect, it } from 'vitest';
import { graphPageSchema, nextGraphCursor, nextGraphPageQuery } from './paging.ts';

describe('Graph paging', () => {
  it('continues after the cursor while there is a next page', () => {
    const page = graphPageSchema.parse({
      data: [{ id: '1' }],
      paging: {
        cursors: { before: 'QVFIUmM', after: 'QVFIUlk' },
        next: 'https://graph.facebook.com/v21.0/1/posts?access_token=secret&limit=25&after=QVFIUlk',
      },
    });
    expect(nextGraphPageQuery(page.paging)).toEqual({ after: 'QVFIUlk' });
    expect(nextGraphCursor(page.paging)).toBe('QVFIUlk');
  });

  it('stops on the last page: cursors but no next', () => {
    const paging = { cursors: { before: 'a', after: 'b' } };
    expect(nextGraphPageQuery(paging)).toBeNull();
    expect(nextGraphCursor(paging)).toBeNull();
    expect(nextGraphPageQuery(undefined)).toBeNull();
  });

  it('carries time paging from the next URL, never its token', () => {
    const query = nextGraphPageQuery({
      next: 'https://graph.facebook.com/v21.0/1/feed?access_token=secret&limit=25&until=1700000000&__paging_token=enc_Ab',
    });
    expect(query).toEqual({ until: '1700000000', __paging_token: 'enc_Ab' });
    expect(nextGraphCursor({ next: 'https://graph.facebook.com/x?until=1' })).toBeNull();
  });

  it('ignores a next that is not a URL', () => {
    expect(nextGraphPageQuery({ next: 'not a url' })).toBeNull();
  });

  it('keeps items unparsed so one bad item can be refused alone', () => {
    expect(graphPageSchema.parse({ data: [{ id: 1 }, 'x'] }).data).toEqual([{ id: 1 }, 'x']);
    expect(graphPageSchema.safeParse({ data: 'x' }).success).toBe(false);
  });
});
