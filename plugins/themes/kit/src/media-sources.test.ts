import { describe, expect, it } from 'vitest';
import { loadPlaceholderDecoder, placeholderDataUrl } from './media-sources.ts';

// A thumbhash the server made of a blue and yellow photo.
const placeholder = 'Y7YFVYiPdYnPaId3h1h2iI/P9/h8';

describe('the placeholder decoder, loaded on first need', () => {
  it('draws nothing before the decoder arrived, asks for it, then draws', async () => {
    expect(placeholderDataUrl(placeholder)).toBeUndefined();
    await loadPlaceholderDecoder();
    expect(placeholderDataUrl(placeholder)).toMatch(/^data:image\/png;base64,/);
  });
});
