/**
 * Which post a wall shows for a Tumblr post: a reblog is shown as the original post, by its
 * author, when the reblog trail still names it; otherwise the post itself, with whatever its
 * trail kept. A post that is not published, or has nothing left to show (its original was
 * deleted and the reblog added nothing), is shown as nothing.
 */
import type { NpfBlock, TumblrBlog, TumblrPost } from './wire.ts';

/** The post a wall shows. */
export interface ShownPost {
  /** The id it is stored under: the original's for a reblog, so reblogs of it merge. */
  readonly id: string;
  readonly blog: TumblrBlog;
  readonly url: string;
  /** Unix seconds. */
  readonly timestamp: number;
  readonly blocks: readonly NpfBlock[];
}

const web = 'https://www.tumblr.com';

/** The shown post of a wire post, or null when nothing of it may or can be shown. */
export function shownPostOf(post: TumblrPost): ShownPost | null {
  if (post.state !== undefined && post.state !== 'published') return null;
  const root = post.trail[0];
  const rootId = root?.post?.id;
  if (
    root?.blog &&
    rootId !== undefined &&
    root.broken_blog_name === undefined &&
    root.content.length > 0
  ) {
    const id = String(rootId);
    return {
      id,
      blog: root.blog,
      url: `${web}/${encodeURIComponent(root.blog.name)}/${encodeURIComponent(id)}`,
      timestamp: root.post?.timestamp ?? post.timestamp,
      blocks: root.content,
    };
  }
  const blocks = [...post.trail.flatMap((item) => item.content), ...post.content];
  if (blocks.length === 0) return null;
  return {
    id: post.id_string,
    blog: post.blog ?? { name: post.blog_name },
    url: post.post_url,
    timestamp: post.timestamp,
    blocks,
  };
}
