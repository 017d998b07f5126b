/**
 * The YouTube Data API v3 answers this connector reads (channels.list, playlistItems.list,
 * search.list), and the one item shape every feed type becomes. Unknown fields are ignored.
 */
import { z } from 'zod';

const thumbnailSchema = z.object({
  url: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** Thumbnails by size name: default, medium, high, standard, maxres. */
export const thumbnailsSchema = z.record(z.string(), thumbnailSchema);

/** channels.list?part=snippet,contentDetails */
export const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }),
      }),
    )
    .default([]),
});

/** playlistItems.list?part=snippet,contentDetails */
export const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        publishedAt: z.string(),
        title: z.string(),
        description: z.string().default(''),
        thumbnails: thumbnailsSchema.default({}),
        // The uploader; a deleted or private video has none.
        videoOwnerChannelId: z.string().optional(),
        videoOwnerChannelTitle: z.string().optional(),
        resourceId: z.object({ videoId: z.string() }),
      }),
      contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
    }),
  ),
});

/** search.list?part=snippet&type=video */
export const searchListSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      id: z.object({ videoId: z.string().optional() }),
      snippet: z.object({
        publishedAt: z.string(),
        channelId: z.string(),
        channelTitle: z.string(),
        title: z.string(),
        description: z.string().default(''),
        thumbnails: thumbnailsSchema.default({}),
      }),
    }),
  ),
});

/** One video, from the Data API or the channel's Atom feed. */
export interface YoutubeItem {
  readonly videoId: string;
  readonly title: string;
  readonly description: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  readonly channelId: string;
  readonly channelTitle: string;
  readonly thumbnails: z.output<typeof thumbnailsSchema>;
}
