/**
 * The one public shape of a post: what the wall, the embed and every post route return. Built
 * from a posts row and the wall it is shown on (the wall's cta and post width shape it).
 * Realtime's live posts are a projection of it (realtime/live-post.ts).
 */
import {
  authorSchema,
  ctaSchema,
  displayProfileSchema,
  imageWidthFor,
  legacyVisibleFor,
  mediaSchema,
  postStateSchema,
  postWidthFor,
  resolvePostCta,
  type Cta,
  type WallCta,
} from '@chorus/core';
import { z } from 'zod';
import { postColumns, type PostColumn } from '../db/repositories/posts.ts';
import { installedPluginHost } from '../plugins.ts';
import { installedThemeOf } from '../plugins.ts';
import type { PostRow, WallRow } from '../db/schema.ts';
import { hostedView } from '../media/hosted-media.ts';
import { hostedDescription } from '../media/text-pictures.ts';

/** A post as the API and the wall show it. */
export const publicPostSchema = z
  .object({
    id: z.string().meta({ description: 'The post id (the spec post_id).' }),
    source_id: z
      .string()
      .nullable()
      .meta({ description: 'Its source; null for a hand-made post.' }),
    network: z.string(),
    source: z.number().int().nullable().meta({
      description: "The spec's numeric source (1 facebook ... 11 custom); null if unknown.",
    }),
    short_code: z.string().nullable().meta({ description: 'Network short code (tw, fb, ...).' }),
    author: authorSchema,
    title: z.string(),
    description: z.string().meta({ description: 'Sanitized HTML.' }),
    url: z.string().nullable(),
    media: z.array(mediaSchema),
    created: z.number().int().meta({ description: 'Publication time, unix seconds.' }),
    created_iso: z.string().meta({ description: 'The same moment in ISO 8601, for "timeago".' }),
    created_estimated: z.boolean().meta({
      description: 'True when the network gave no readable date: created is when it was fetched.',
    }),
    content_warning: z.string().nullable().meta({
      description: 'A content warning (plain text): show it, and the post only when opened.',
    }),
    sensitive: z
      .boolean()
      .meta({ description: 'True when the media are sensitive: blur them until opened.' }),
    pinned: z.boolean(),
    pinned_at: z.number().int().nullable().meta({ description: 'When pinned, unix seconds.' }),
    highlight: z.boolean(),
    width: z.number().int().meta({ description: 'Card width in px: doubled when highlighted.' }),
    image_width: z.number().int().meta({ description: 'Image width: 300, or 600 highlighted.' }),
    cta: ctaSchema
      .nullable()
      .meta({ description: "Its own call-to-action, or the wall's when its source is listed." }),
    state: postStateSchema,
    visible: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(-2)])
      .meta({ description: 'The spec code: 1 approved, 2 recurring, 0 pending, -2 removed.' }),
    recur_frequency: z.number().int(),
    recur_offset: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
    publish_at: z.iso.datetime().nullable().meta({
      description: 'A scheduled announcement: when it goes live (ISO 8601); null if not scheduled.',
    }),
    expire_at: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'A scheduled announcement: when it leaves the wall; null: it stays.' }),
    reshown_at: z.number().int().nullable().meta({
      description:
        'When post shuffle last showed this older post again as if new (unix seconds); null: never.',
    }),
  })
  .meta({ title: 'Public post' });

/** A post as the API and the wall show it. */
export type PublicPost = z.infer<typeof publicPostSchema>;

/** What shaping a post needs from its wall; compute once per request with {@link shapeFor}. */
export interface PostShapeContext {
  /** The wall's post width before highlighting (display profile, else the theme default). */
  readonly baseWidth: number;
  /** The wall's call-to-action, inherited by posts of its listed sources. */
  readonly wallCta: WallCta | null;
  /** The connector registry naming each network's legacy facts; the installed one if absent. */
  readonly connectors?: ConnectorRegistry;
}

/** Where a post's network finds its short code and source number (the server's plugin host). */
export interface ConnectorRegistry {
  connector(id: string): { readonly shortCode: string; readonly sourceNumber: number } | undefined;
}

/** The shaping context of a wall: its post width and call-to-action. */
export function shapeFor(
  wall: Pick<WallRow, 'theme' | 'display_profile'>,
  connectors?: ConnectorRegistry,
): PostShapeContext {
  const parsed = displayProfileSchema.safeParse(wall.display_profile ?? {});
  const profile = parsed.success ? parsed.data : undefined;
  return {
    baseWidth: profile?.postwidth ?? installedThemeOf(wall.theme).defaultPostSize.width,
    wallCta: profile?.cta ?? null,
    ...(connectors ? { connectors } : {}),
  };
}

// Columns kept for ingestion and bookkeeping, never shown.
const internalColumns = [
  'wall_id',
  'external_id',
  'cta_edited',
  'raw',
  'screened_rule',
  'screened_reason',
  'screened_verdict',
  'trashed_at',
  'inserted_at',
  'updated_at',
] as const satisfies readonly PostColumn[];
type PublicPostColumn = Exclude<PostColumn, (typeof internalColumns)[number]>;

/** The columns {@link toPublicPost} reads: every post column but the internal ones. */
export const publicPostColumns: readonly PublicPostColumn[] = postColumns.filter(
  (column): column is PublicPostColumn =>
    !(internalColumns as readonly PostColumn[]).includes(column),
);

/** The row fields {@link toPublicPost} reads. */
export type PublicPostRow = Pick<PostRow, PublicPostColumn>;

/** A network's legacy facts; null for a network whose connector is not installed. */
function networkFacts(
  network: string,
  connectors: ConnectorRegistry,
): { source: number | null; short_code: string | null } {
  const info = connectors.connector(network);
  return { source: info?.sourceNumber ?? null, short_code: info?.shortCode ?? null };
}

function unixSeconds(date: Date | null): number | null {
  return date === null ? null : Math.floor(new Date(date).getTime() / 1000);
}

/** A posts row as the wall shows it, shaped by its wall's context. */
export function toPublicPost(row: PublicPostRow, context: PostShapeContext): PublicPost {
  const sourceId = row.source_id === null ? null : String(row.source_id);
  const cta: Cta | null = resolvePostCta(row.cta, context.wallCta, sourceId);
  const { media, author } = hostedView(row.media, row.author, row.hosted_media);
  return {
    id: String(row.id),
    source_id: sourceId,
    network: row.network,
    ...networkFacts(row.network, context.connectors ?? installedPluginHost()),
    author,
    title: row.title,
    description: hostedDescription(row.description, row.hosted_media),
    url: row.url,
    media,
    created: row.created_at,
    created_iso: new Date(row.created_at * 1000).toISOString(),
    created_estimated: row.created_estimated,
    content_warning: row.content_warning,
    sensitive: row.sensitive,
    pinned: row.pinned_at !== null,
    pinned_at: unixSeconds(row.pinned_at),
    highlight: row.highlight,
    width: postWidthFor(context.baseWidth, row.highlight),
    image_width: imageWidthFor(row.highlight),
    cta,
    state: row.state,
    visible: legacyVisibleFor(row.state),
    recur_frequency: row.recur_frequency,
    recur_offset: row.recur_offset,
    likes: row.likes,
    comments: row.comments,
    publish_at: isoOrNull(row.publish_at),
    expire_at: isoOrNull(row.expire_at),
    reshown_at: unixSeconds(row.reshown_at),
  };
}

function isoOrNull(date: Date | null): string | null {
  return date === null ? null : new Date(date).toISOString();
}
