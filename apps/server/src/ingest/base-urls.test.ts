import { toyConnector } from '@chorus/core/testing';
import { describe, expect, it } from 'vitest';
import { resolveBaseUrls } from './base-urls.ts';

describe('resolveBaseUrls', () => {
  it('keeps the defaults, then applies CHORUS_BASE_URL_<NETWORK>_<NAME>, then code overrides', () => {
    expect(resolveBaseUrls(toyConnector, {})).toEqual({ api: 'https://toy.invalid' });
    expect(resolveBaseUrls(toyConnector, { TOY_API: 'http://127.0.0.1:1', RSS_API: 'x' })).toEqual({
      api: 'http://127.0.0.1:1',
    });
    expect(
      resolveBaseUrls(
        toyConnector,
        { TOY_API: 'http://127.0.0.1:1' },
        { toy: { api: 'http://t' } },
      ),
    ).toEqual({ api: 'http://t' });
  });
});
