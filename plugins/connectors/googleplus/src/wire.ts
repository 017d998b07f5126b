/**
 * The Google Takeout "Google+ Stream" export: one file per post in `Takeout/Google+ Stream/
 * Posts/`, named `YYYYMMDD - <start of the text>.json` (older exports: `.html`), beside the
 * pictures the person uploaded (`cake.jpg`, each with a `.metadata.csv`). A post's JSON holds
 * `url`, `creationTime` (`2018-10-28 12:34:56+0000`), `updateTime`, `author` (`displayName`,
 * `profilePageUrl`, `avatarImageUrl`, `resourceName`), `content` (HTML), `media` (one) or
 * `album.media` (several: `url`, `contentType`, `width`, `height`, `resourceName`,
 * `localFilePath`), `link` (`title`, `url`, `imageUrl`), `resharedPost`, `resourceName`
 * (`users/<id>/posts/<id>`), `plusOnes` and `comments`. Every field may be missing.
 */
import { z } from 'zod';

const text = z.string().optional().catch(undefined);
const size = z.number().int().positive().optional().catch(undefined);

/** One picture or video of a post. */
export const takeoutMediaSchema = z.object({
  url: text,
  contentType: text,
  width: size,
  height: size,
  description: text,
  resourceName: text,
  /** The file's name beside the post in the export, when the picture was exported. */
  localFilePath: text,
});
/** One picture or video of a post. */
export type TakeoutMedia = z.infer<typeof takeoutMediaSchema>;

const authorSchema = z
  .object({
    displayName: text,
    profilePageUrl: text,
    avatarImageUrl: text,
    resourceName: text,
  })
  .optional()
  .catch(undefined);

const linkSchema = z.object({ title: text, url: text, imageUrl: text }).optional().catch(undefined);

const mediaList = z.array(z.unknown()).optional().catch(undefined);

/** A shared post inside a reshare. */
const resharedSchema = z
  .object({ url: text, content: text, author: authorSchema, link: linkSchema })
  .optional()
  .catch(undefined);

/** One post file of the export; a post needs at least a time and something to show. */
export const takeoutPostSchema = z.object({
  url: text,
  resourceName: text,
  creationTime: z.string().min(1),
  updateTime: text,
  author: authorSchema,
  content: text,
  media: z.unknown().optional(),
  album: z.object({ media: mediaList }).optional().catch(undefined),
  link: linkSchema,
  resharedPost: resharedSchema,
  plusOnes: z.array(z.unknown()).optional().catch(undefined),
  comments: z.array(z.unknown()).optional().catch(undefined),
});
/** One post file of the export. */
export type TakeoutPost = z.infer<typeof takeoutPostSchema>;

/** What the parser yields: the post, where it came from, and its pictures in the export. */
export interface GoogleplusItem {
  /** The post file's path in the zip (its id when the post names none). */
  readonly entry: string;
  readonly post: TakeoutPost;
  /** The post's media, in order; `file` is the exported picture's entry, when there is one. */
  readonly media: readonly { readonly media: TakeoutMedia; readonly file: string | null }[];
}
