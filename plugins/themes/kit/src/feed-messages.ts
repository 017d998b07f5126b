/** Which catalogue messages the feed shows, from its phase, posts and sources (spec section 4). */
import type { MessageKey } from '@chorus/core/messages';
import { emptyFeedMessages, feedLoadingState } from '@chorus/core/rules';
import type { FeedState } from './feed-state.ts';
import type { WallCollection } from './wall-data.ts';

/** The owner-side facts that switch an empty feed to the private-feed messages. */
export interface OwnerFeedContext {
  /** The Private Posts tab is being viewed. */
  readonly viewingPrivate: boolean;
  /** How many private posts exist. */
  readonly privatePostCount: number;
  /** The wall runs inside the website-builder host. */
  readonly inBuilderHost: boolean;
}

/** What the feed shows instead of (or above) its posts. */
export interface FeedMessages {
  /** Catalogue keys, in order. */
  readonly keys: readonly MessageKey[];
  /** `alert` for the timeout, `status` for the rest. */
  readonly tone: 'status' | 'alert';
  /** Shows the spinner ('Searching...'). */
  readonly busy: boolean;
  /** Shows the refresh-posts button (still importing). */
  readonly refresh: boolean;
  /** Shows the example posts (an empty feed, or a wall without sources). */
  readonly examples: boolean;
}

const none: FeedMessages = {
  keys: [],
  tone: 'status',
  busy: false,
  refresh: false,
  examples: false,
};

/**
 * The messages of a feed: 'Searching...' while a search runs, the timeout alert, and for an
 * empty feed the still-importing, no-accounts, private-feed or empty message. Visitors of a
 * ready wall see 'There are no posts here to view yet.'; owners get core's emptyFeedMessages.
 */
export function feedMessagesFor(
  state: FeedState,
  collections: readonly WallCollection[],
  owner: OwnerFeedContext | null = null,
): FeedMessages {
  if (state.phase === 'searching') return { ...none, keys: ['feedSearching'], busy: true };
  // A failed load has no text of its own in the spec; it gets the timeout's alert.
  if (state.phase === 'timeout' || state.phase === 'error') {
    return { ...none, keys: ['feedLoadTimeout'], tone: 'alert' };
  }
  if (state.phase !== 'loaded' || state.posts.length > 0) return none;
  if (state.query !== null) return { ...none, keys: ['feedEmpty'] };
  const loading = feedLoadingState(
    collections.map((collection) => ({ lastCrawledAt: collection.last_crawled })),
    false,
  );
  const keys: MessageKey[] =
    owner !== null
      ? emptyFeedMessages({ loading, ...owner })
      : loading === 'ready'
        ? ['feedEmpty']
        : emptyFeedMessages({
            loading,
            viewingPrivate: false,
            privatePostCount: 0,
            inBuilderHost: false,
          });
  return {
    ...none,
    keys,
    refresh: loading === 'still_loading',
    examples: loading !== 'still_loading',
  };
}
