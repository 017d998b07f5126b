/**
 * A Vine archive's JSON. Vine's API (and the archive.vine.co files made from it when the
 * service closed) described a post as a record with `postId` (also `postIdStr`: the id is
 * larger than a JSON number holds exactly), `created` (`2013-01-02T16:12:23.000000`, UTC),
 * `description`, `videoUrl`, `thumbnailUrl`, `permalinkUrl` (`https://vine.co/v/<code>`),
 * `username`, `userId`, `avatarUrl`, and counts `likes`, `comments`, `loops`, `reposts` (a
 * number, or `{ count }` in the API's timelines). Accepted wrappers: a list of records,
 * `{ records: [...] }`, the API's `{ data: { records: [...] } }`, `{ posts: [...] }` and one
 * record alone.
 */
import { z } from 'zod';

const text = z.string().optional().catch(undefined);
const id = z
  .union([z.string().min(1), z.number().int().nonnegative()])
  .transform(String)
  .optional()
  .catch(undefined);
const count = z
  .union([
    z.number().int().nonnegative(),
    z.object({ count: z.number().int().nonnegative() }).transform((value) => value.count),
  ])
  .optional()
  .catch(undefined);

/** One post of the archive. */
export const vineRecordSchema = z.object({
  postIdStr: id,
  postId: id,
  created: z.string().min(1),
  description: text,
  videoUrl: text,
  thumbnailUrl: text,
  permalinkUrl: text,
  username: text,
  userId: id,
  userIdStr: id,
  avatarUrl: text,
  likes: count,
  comments: count,
  loops: count,
  reposts: count,
});
/** One post of the archive. */
export type VineRecord = z.infer<typeof vineRecordSchema>;

/** What the parser yields: a record and its place in the file. */
export interface VineItem {
  readonly index: number;
  readonly record: VineRecord;
}
