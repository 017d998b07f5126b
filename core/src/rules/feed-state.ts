import type { Source } from '../domain/index.ts';
import type { MessageKey } from '../messages/index.ts';

/** Whether a wall's feed can show posts yet. */
export type FeedLoadingState = 'still_loading' | 'no_accounts' | 'ready';

/**
 * Still loading while any source has not finished its first import; no accounts when there
 * are no sources and no hand-made posts (a first custom post counts as having accounts).
 */
export function feedLoadingState(
  sources: readonly Pick<Source, 'lastCrawledAt'>[],
  hasCustomPosts: boolean,
): FeedLoadingState {
  if (sources.some((source) => source.lastCrawledAt === null || source.lastCrawledAt === 0)) {
    return 'still_loading';
  }
  return sources.length === 0 && !hasCustomPosts ? 'no_accounts' : 'ready';
}

/** What the wall knows when its public feed came back empty. */
export interface EmptyFeedContext {
  /** The loading state of its sources. */
  readonly loading: FeedLoadingState;
  /** Whether the private (moderation) feed is what is being viewed. */
  readonly viewingPrivate: boolean;
  /** How many private posts exist, when the private feed was fetched. */
  readonly privatePostCount: number;
  /** Whether the wall runs inside the website-builder host. */
  readonly inBuilderHost: boolean;
}

/** The messages an empty feed shows, in order, following public-wall section 4. */
export function emptyFeedMessages(context: EmptyFeedContext): MessageKey[] {
  if (context.loading === 'still_loading') return ['feedStillLoading'];
  if (context.loading === 'no_accounts') {
    return [context.inBuilderHost ? 'feedImportFailed' : 'feedNoAccounts'];
  }
  if (context.viewingPrivate) return ['feedNoPrivatePosts', 'feedPrivatePostsExplained'];
  if (context.inBuilderHost) return ['feedImportFailed'];
  // The spec's threshold: more than one private post means the owner has posts to approve.
  return context.privatePostCount > 1 ? ['feedNoPublicPosts'] : ['feedImportFailedPostMore'];
}
