import { describe, expect, it } from 'vitest';
import { httpErrorToSourceError } from './errors.ts';

describe('httpErrorToSourceError', () => {
  it.each([
    [401, 'needs_reauth'],
    [403, 'needs_reauth'],
    [404, 'invalid_source'],
    [410, 'invalid_source'],
    [429, 'rate_limited'],
    [500, 'failing'],
    [503, 'failing'],
    [400, 'failing'],
  ])('maps %i to %s', (status, kind) => {
    expect(httpErrorToSourceError(new Response(null, { status }), 'X').kind).toBe(kind);
  });

  it('names the network and the status in the message', () => {
    const error = httpErrorToSourceError(
      new Response(null, { status: 401, statusText: 'Unauthorized' }),
      'X',
    );
    expect(error.message).toBe(
      'X answered 401 Unauthorized: the connection needs to be authorised again.',
    );
  });

  it('takes retryAt of a 429 from Retry-After, else from the rate-limit reset', () => {
    const reset = 1_900_000_000;
    const fromReset = httpErrorToSourceError(
      new Response(null, { status: 429, headers: { 'x-rate-limit-reset': String(reset) } }),
      'X',
    );
    expect(fromReset.retryAt).toEqual(new Date(reset * 1000));
    const fromRetryAfter = httpErrorToSourceError(
      new Response(null, {
        status: 429,
        headers: {
          'retry-after': 'Fri, 01 Jan 2100 00:00:00 GMT',
          'x-rate-limit-reset': String(reset),
        },
      }),
      'X',
    );
    expect(fromRetryAfter.retryAt).toEqual(new Date('2100-01-01T00:00:00Z'));
    expect(httpErrorToSourceError(new Response(null, { status: 429 }), 'X').retryAt).toBeNull();
  });
});

describe('httpErrorToSourceError by who the data belongs to', () => {
  const answer = (status: number) =>
    new Response(null, { status, statusText: status === 401 ? 'Unauthorized' : 'Forbidden' });

  it('asks the owner to reconnect a signed-in source', () => {
    expect(httpErrorToSourceError(answer(403), 'X', 'signedIn').kind).toBe('needs_reauth');
  });

  it('tells the administrator when the installation’s API key is refused', () => {
    const error = httpErrorToSourceError(answer(401), 'YouTube', 'apiKey');
    expect(error.kind).toBe('failing');
    expect(error.message).toBe(
      'YouTube answered 401 Unauthorized: the API key of this Chorus server for YouTube was refused; ask its administrator to check it.',
    );
  });

  it('tells the owner a public feed now wants a sign-in (401) or refuses Chorus (403)', () => {
    expect(httpErrorToSourceError(answer(401), 'feed.example', 'public')).toMatchObject({
      kind: 'invalid_source',
      message:
        'feed.example answered 401 Unauthorized: this feed now asks to sign in, which Chorus cannot do for it.',
    });
    expect(httpErrorToSourceError(answer(403), 'feed.example', 'public')).toMatchObject({
      kind: 'invalid_source',
      message: 'feed.example answered 403 Forbidden: this feed does not let Chorus read it.',
    });
  });
});
