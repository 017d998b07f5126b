import { describe, expect, it } from 'vitest';
import { cacheValidators, conditionalHeaders } from './conditional.ts';

describe('conditional GET helpers', () => {
  it('builds If-None-Match and If-Modified-Since from what was kept', () => {
    expect(
      conditionalHeaders({ etag: 'W/"abc"', lastModified: 'Tue, 15 Nov 1994 12:45:26 GMT' }),
    ).toEqual({
      'if-none-match': 'W/"abc"',
      'if-modified-since': 'Tue, 15 Nov 1994 12:45:26 GMT',
    });
    expect(conditionalHeaders({})).toEqual({});
    expect(conditionalHeaders(null)).toEqual({});
  });

  it('reads the validators of an answer, leaving out the missing ones', () => {
    expect(cacheValidators(new Response('', { headers: { etag: '"1"' } }))).toEqual({
      etag: '"1"',
    });
    expect(cacheValidators(new Response(''))).toEqual({});
  });
});
