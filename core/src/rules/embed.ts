import type { NetworkId } from '../domain/index.ts';
import type { MessageRef } from '../messages/index.ts';

/** The network choice of the embed generator: one network, or all of them. */
export type EmbedNetworkChoice = NetworkId | 'all';

/** What the owner typed into the embed code generator. */
export interface EmbedOptionsInput {
  /** Frame height, e.g. `600` or `100%`; required. */
  readonly height: string | number | null | undefined;
  /** Frame width, e.g. `100%`; required. */
  readonly width: string | number | null | undefined;
}

/** Embed generation needs a height ('Height required.') and a width ('Width required.'). */
export function validateEmbedOptions(input: EmbedOptionsInput): MessageRef[] {
  const problems: MessageRef[] = [];
  if (String(input.height ?? '').trim() === '') problems.push({ key: 'embedHeightRequired' });
  if (String(input.width ?? '').trim() === '') problems.push({ key: 'embedWidthRequired' });
  return problems;
}

/**
 * The search query an embed carries: quotes stripped, and only when all networks are shown
 * (a query is disabled when a specific network is chosen). Null when there is none.
 */
export function embedQuery(query: string | null | undefined, network: EmbedNetworkChoice) {
  if (network !== 'all') return null;
  const cleaned = (query ?? '').replace(/["'`]/g, '').trim();
  return cleaned === '' ? null : cleaned;
}
