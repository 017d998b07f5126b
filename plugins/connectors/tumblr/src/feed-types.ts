/** What the owner types to connect a Tumblr source; the connect dialog is drawn from it. */
import { defineFeedType } from '@chorus/connector-kit';
import { stripHandlePrefix } from '@chorus/core';
import { z } from 'zod';
import { tumblrMessages } from './messages.ts';

/** Tumblr blog names: letters, digits and hyphens, at most 32. */
const blogName = /^[A-Za-z0-9-]{1,32}$/;

/**
 * A tumblr blog name from whatever was typed: protocol, `www.` and spaces removed, then only
 * the part before the first dot (`https://www.myblog.tumblr.com` → `myblog`).
 */
export function cleanTumblrName(value: string): string {
  const withoutNoise = value
    .replace(/\s+/g, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '');
  return withoutNoise.split('.')[0] ?? '';
}

/**
 * A blog's own posts and reblogs. What is typed loses its protocol, `www.` and spaces and is
 * cut before the first dot (the spec's rule): `https://staff.tumblr.com/` is `staff`.
 */
export const blogOptionsSchema = z.object({
  blog: z
    .string({ error: tumblrMessages.invalidBlog })
    .overwrite(cleanTumblrName)
    .regex(blogName, tumblrMessages.invalidBlog)
    .meta({ title: 'Blog', description: 'The blog name or its address, e.g. staff.tumblr.com.' }),
});

/** Public posts with a tag, across Tumblr; a leading # is dropped. */
export const tagOptionsSchema = z.object({
  tag: z
    .string({ error: tumblrMessages.invalidTag })
    .overwrite(stripHandlePrefix)
    .min(1, tumblrMessages.invalidTag)
    .max(140, tumblrMessages.invalidTag)
    .meta({ title: 'Hashtag', description: 'With or without the #; tags may hold spaces.' }),
});

/** The schemas by feed type id, for reading stored options at crawl time. */
export const tumblrFeedSchemas = { blog: blogOptionsSchema, tag: tagOptionsSchema };

/** The feed types of Tumblr, keyed by id (the spec's blog and tag). */
export const tumblrFeedTypes = {
  blog: defineFeedType({
    title: 'Blog',
    description: "A blog's posts and reblogs, newest first.",
    schema: blogOptionsSchema,
    label: (options) => options.blog,
  }),
  tag: defineFeedType({
    title: 'Hashtag',
    description: 'Public posts with a tag, from every blog.',
    schema: tagOptionsSchema,
    label: (options) => options.tag,
    labelPrefix: '#',
  }),
};
