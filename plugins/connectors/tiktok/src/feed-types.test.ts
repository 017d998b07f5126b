/** The connect dialog's view of TikTok: one working feed type, two shown with their reason. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tiktokConnector, tiktokFeedTypes, tiktokMessages } from './index.ts';

describe('TikTok feed types', () => {
  it('connects the signed-in account’s videos with nothing to type, through the sign-in', () => {
    const videos = tiktokFeedTypes.videos;
    expect(videos.title).toBe('My videos');
    expect(videos.signIn).toBe('required');
    expect(videos.schema.safeParse({}).success).toBe(true);
    expect(z.toJSONSchema(videos.schema)).toMatchObject({ properties: {} });
    expect(videos.label({})).toBe('My TikTok videos');
  });

  it('lists a hashtag and someone else’s videos with the reason and the nearest choice', () => {
    expect(tiktokFeedTypes.hashtag.description).toBe(
      `${tiktokMessages.hashtagReason} ${tiktokMessages.instead}`,
    );
    expect(tiktokFeedTypes.user.description).toBe(
      `${tiktokMessages.userReason} ${tiktokMessages.instead}`,
    );
    for (const feedType of [tiktokFeedTypes.hashtag, tiktokFeedTypes.user]) {
      const refused = feedType.schema.safeParse({ hashtag: 'chorus' });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(feedType.description);
      expect(feedType.signIn).toBe('optional');
    }
  });

  it('is one connector named TikTok, whose working feed type comes first', () => {
    const connector = tiktokConnector();
    expect(connector.displayName).toBe('TikTok');
    expect(Object.keys(connector.feedTypes)).toEqual(['videos', 'hashtag', 'user']);
  });
});
