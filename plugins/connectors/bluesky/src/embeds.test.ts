/** A quote whose post is gone, blocked or detached leaves the quote out, never the post. */
import { describe, expect, it } from 'vitest';
import { embedParts } from './embeds.ts';

const gone = (kind: 'viewNotFound' | 'viewBlocked' | 'viewDetached') => ({
  $type: `app.bsky.embed.record#${kind}`,
  uri: 'at://did:plc:bob222/app.bsky.feed.post/3kgone',
  ...(kind === 'viewNotFound' ? { notFound: true } : {}),
  ...(kind === 'viewBlocked'
    ? { blocked: true, author: { did: 'did:plc:bob222', viewer: { blockedBy: true } } }
    : {}),
  ...(kind === 'viewDetached' ? { detached: true } : {}),
});

describe('a quoted post that is no longer shown', () => {
  for (const kind of ['viewNotFound', 'viewBlocked', 'viewDetached'] as const) {
    it(`leaves out a quote that is ${kind}, alone or beside pictures`, () => {
      expect(embedParts({ $type: 'app.bsky.embed.record#view', record: gone(kind) })).toEqual({
        media: [],
        html: '',
      });
      const withPicture = embedParts({
        $type: 'app.bsky.embed.recordWithMedia#view',
        record: { record: gone(kind) },
        media: {
          $type: 'app.bsky.embed.images#view',
          images: [
            {
              thumb: 'https://cdn.bsky.app/img/feed_thumbnail/plain/did:plc:a/bafy@jpeg',
              fullsize: 'https://cdn.bsky.app/img/feed_fullsize/plain/did:plc:a/bafy@jpeg',
              alt: 'A poster',
              aspectRatio: { width: 640, height: 640 },
            },
          ],
        },
      });
      expect(withPicture.html).toBe('');
      expect(withPicture.media).toEqual([
        expect.objectContaining({ kind: 'image', width: 640, height: 640, alt: 'A poster' }),
      ]);
    });
  }
});
