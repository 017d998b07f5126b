/** The example posts shown on an empty wall or one without sources (spec section 2). */
import { examplePostCount } from '@chorus/core/rules';
import type { WallPost } from './wall-data.ts';

/**
 * Where the web app serves the example posts. The spec names `/public/json/examplePosts.json`;
 * Vite serves `apps/web/public/` at the site root, so the file is `/json/examplePosts.json`.
 */
export const examplePostsUrl = '/json/examplePosts.json';

/** One entry of the example posts file. */
export interface ExamplePostEntry {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly author: { readonly name: string };
  /** Unix seconds. */
  readonly created: number;
  /** A local SVG under /examples/, with its size so the card reserves its box. */
  readonly image: {
    readonly url: string;
    readonly width: number;
    readonly height: number;
    readonly alt: string;
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isSize = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

function isEntry(value: unknown): value is ExamplePostEntry {
  const entry = value as Partial<ExamplePostEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isText(entry.id) &&
    isText(entry.title) &&
    typeof entry.description === 'string' &&
    isText(entry.author?.name) &&
    Number.isInteger(entry.created) &&
    /^\/examples\/[\w-]+\.svg$/.test(entry.image?.url ?? '') &&
    isSize(entry.image?.width) &&
    isSize(entry.image?.height) &&
    isText(entry.image?.alt)
  );
}

/**
 * The example posts in the feed's post shape (never pinned, no link, no CTA). Throws unless
 * the file holds exactly 13 well-formed posts with local images.
 */
export function examplePostsFrom(file: unknown): WallPost[] {
  const posts = (file as { posts?: unknown } | null)?.posts;
  if (!Array.isArray(posts) || posts.length !== examplePostCount || !posts.every(isEntry)) {
    throw new Error(`The example posts file must hold ${examplePostCount} posts with images`);
  }
  return posts.map((post) => ({
    id: `example-${post.id}`,
    source_id: null,
    network: 'custom',
    author: post.author,
    title: post.title,
    description: post.description,
    url: null,
    media: [
      {
        kind: 'image',
        url: post.image.url,
        width: post.image.width,
        height: post.image.height,
        alt: post.image.alt,
        originalUrl: null,
        embedUrl: null,
      },
    ],
    created: post.created,
    pinned: false,
    highlight: false,
    cta: null,
  }));
}
