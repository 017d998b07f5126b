/**
 * Wall templates: what `POST /api/profile` sets up on a new wall besides its name and address.
 * An event wall starts on the slideshow theme with manual approval; a website feed on the
 * masonry cards with posts shown at once; a blank wall as the instance's defaults leave it.
 */
import { formatMessage } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createSource, recordSourceCrawl } from '../../db/repositories/sources.ts';
import type { Database } from '../../db/schema.ts';

/** The templates a new wall may start from. */
export const wallTemplateIds = ['event', 'website', 'blank'] as const;

/** One of {@link wallTemplateIds}. */
export type WallTemplateId = (typeof wallTemplateIds)[number];

/** The `template` field of a new wall: one of the ids, `blank` when absent. */
export const wallTemplateSchema = z
  .enum(wallTemplateIds, { error: formatMessage('fieldInvalid', { field: 'template' }) })
  .default('blank')
  .meta({
    description:
      'event: slideshow theme, manual approval on; website: masonry cards, posts shown at once; blank (default): nothing set.',
  });

/** What a template sets. */
export interface WallTemplate {
  /** The theme the wall starts on (when that theme is installed); null keeps the default. */
  readonly theme: string | null;
  /**
   * Whether the wall's own posts wait for approval: the wall starts with its source of
   * hand-made posts (the connector that composes) set to manual approval.
   */
  readonly manualApproval: boolean;
}

/** The templates, by id. */
export const wallTemplates: Readonly<Record<WallTemplateId, WallTemplate>> = {
  event: { theme: 'slideshow', manualApproval: true },
  website: { theme: 'standard', manualApproval: false },
  blank: { theme: null, manualApproval: false },
};

/** The theme a template starts a wall on, if installed here; undefined keeps the default. */
export function templateTheme(plugins: PluginHost, id: WallTemplateId): string | undefined {
  const theme = wallTemplates[id].theme;
  return theme !== null && plugins.theme(theme) ? theme : undefined;
}

/**
 * Sets up what a template adds after the wall row exists: for manual approval, the wall's
 * source of hand-made posts, moderated (the composer then stores its posts as pending).
 */
export async function applyWallTemplate(
  db: Kysely<Database>,
  plugins: PluginHost,
  wallId: number,
  id: WallTemplateId,
): Promise<void> {
  if (!wallTemplates[id].manualApproval) return;
  const composer = plugins.connectors.find((connector) => connector.compose);
  if (!composer?.compose) return;
  const source = await createSource(db, {
    wallId,
    network: composer.id,
    feedType: composer.compose.feedType,
    label: composer.compose.label,
    options: {},
    privacy: 1,
  });
  // As the composer leaves its own source: nothing to crawl, so never "waiting for a crawl".
  await recordSourceCrawl(db, source.id, { cursor: null });
}
