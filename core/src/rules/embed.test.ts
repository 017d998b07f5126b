import { describe, expect, it } from 'vitest';
import { embedQuery, validateEmbedOptions } from './embed.ts';
import { formatMessageRef } from '../messages/index.ts';

describe("validateEmbedOptions: height and width are required ('Height required.', 'Width required.')", () => {
  it('accepts both given', () => {
    expect(validateEmbedOptions({ height: 600, width: '100%' })).toEqual([]);
  });
  it('names each missing one with the spec text', () => {
    expect(validateEmbedOptions({ height: '', width: null }).map(formatMessageRef)).toEqual([
      'Height required.',
      'Width required.',
    ]);
  });
});

describe('embedQuery: quotes stripped, query only with network All', () => {
  it('strips quotes', () => {
    expect(embedQuery('"summer" \'fest\'', 'all')).toBe('summer fest');
  });
  it('drops the query when one network is chosen', () => {
    expect(embedQuery('summer', 'pigeon')).toBeNull();
  });
  it('gives null for an empty query', () => {
    expect(embedQuery(' "" ', 'all')).toBeNull();
  });
});
