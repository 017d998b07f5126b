/** One Tumblr post into the shared post shape. */
import type { NormalizedPost } from '@chorus/core';
import { dimensionsOf, pickBestSize, sanitizePostHtml } from '@chorus/connector-kit';
import { blocksToHtml, blocksToMedia, escapeHtml, firstLine } from './npf.ts';
import { shownPostOf } from './shown-post.ts';
import type { TumblrBlog, TumblrItem } from './wire.ts';

const web = 'https://www.tumblr.com';

/** A blog's avatar: the smallest of its sizes at least 64 px wide, else the API's avatar. */
function avatarOf(blog: TumblrBlog, apiBase: string): string {
  const sizes = (blog.avatar ?? []).map((size) => ({
    url: size.url,
    ...dimensionsOf(size.width, size.height),
  }));
  return (
    pickBestSize(sizes, 64)?.url ??
    `${apiBase.replace(/\/$/, '')}/v2/blog/${encodeURIComponent(blog.name)}/avatar/64`
  );
}

/** The post's tags as links to their tag pages. */
function tagsHtml(tags: readonly string[]): string {
  if (tags.length === 0) return '';
  const links = tags.map(
    (tag) => `<a href="${web}/tagged/${encodeURIComponent(tag)}">#${escapeHtml(tag)}</a>`,
  );
  return `<p>${links.join(' ')}</p>`;
}

/**
 * The post of a wire item: a reblog as its original (author, text and time of the original),
 * the NPF blocks as sanitized HTML with the tags after them, pictures and video posters with
 * their sizes and alt text, the permalink, and the note count as likes. Throws on a post with
 * nothing to show; `fetch` hands none such.
 */
export function normalizeTumblrItem(item: TumblrItem): NormalizedPost {
  const shown = shownPostOf(item.post);
  if (!shown) throw new Error(`Tumblr post ${item.post.id_string} has nothing to show.`);
  const { blog } = shown;
  return {
    externalId: shown.id,
    network: 'tumblr',
    author: {
      name: blog.title || blog.name,
      username: blog.name,
      link: blog.url ?? `${web}/${encodeURIComponent(blog.name)}`,
      picture: avatarOf(blog, item.apiBase),
    },
    title: '',
    description: sanitizePostHtml(blocksToHtml(shown.blocks) + tagsHtml(item.post.tags)),
    url: shown.url,
    media: blocksToMedia(shown.blocks, firstLine(shown.blocks)),
    createdAt: shown.timestamp,
    likes: item.post.note_count ?? 0,
    comments: 0,
  };
}
