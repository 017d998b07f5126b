/**
 * @chorus/connector-custom: posts an owner adds by hand (the spec's custom source, number 11).
 * Nothing is crawled; posts arrive through the API and go through the same pipeline as
 * crawled ones.
 */
import { defineConnector, defineFeedType } from '@chorus/core';
import { z } from 'zod';
import { customPostInputSchema, type CustomPost } from './input.ts';
import { normalizeCustomPost, type CustomPostItem } from './normalize.ts';
import { texts } from './texts.ts';

/** The one feed type: the wall's hand-made posts. */
export const customFeedTypes = {
  posts: defineFeedType({
    title: 'Custom posts',
    description: 'Posts you write yourself on the wall.',
    schema: z.object({}),
    label: () => 'Custom posts',
  }),
};

/** The custom connector's factory, for `chorus.config.ts`: `customConnector()`. */
export const customConnector = defineConnector<CustomPostItem, null>({
  id: 'custom',
  shortCode: 'custom',
  // The spec's source number of hand-made posts.
  sourceNumber: 11,
  displayName: 'Custom posts',
  nameKey: 'custom_user_name',
  // A pencil, drawn for a 24x24 box.
  icon: 'M3 17.2V21h3.8L17.8 10l-3.8-3.8zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8z',
  feedTypes: customFeedTypes,
  texts,
  auth: { kind: 'none' },
  baseUrls: {},
  // Nothing to crawl: posts arrive through the API (`POST /api/post`), composed here.
  compose: {
    feedType: 'posts',
    label: 'Custom posts',
    inputSchema: customPostInputSchema,
    toItem: (post, { externalId, receivedAt }) => ({
      externalId,
      post: post as CustomPost,
      receivedAt,
    }),
  },
  fetch: async () => ({ items: [], cursor: null }),
  normalize: (item) => normalizeCustomPost(item),
});

export {
  customAuthorSchema,
  customCtaSchema,
  customImageSchema,
  customPostInputSchema,
  type CustomPost,
  type CustomPostInput,
} from './input.ts';
export { normalizeCustomPost, type CustomPostItem } from './normalize.ts';
