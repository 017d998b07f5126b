import { describe, expect, it } from 'vitest';
import { twitterConnector } from './index.ts';
import { twitterMessages } from './messages.ts';

describe('the X connector’s own spec messages', () => {
  it('carries the owner spec’s wording and declares it on its manifest', () => {
    expect(twitterMessages).toEqual({
      twitterHandleRequired: 'Please enter a twitter handle.',
      twitterListRequired: 'Please enter a handle and a list.',
    });
    expect(twitterConnector().messages).toBe(twitterMessages);
  });
});
