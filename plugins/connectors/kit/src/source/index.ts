/** A source's stored feed options, and cursors keyed to the options they were made for. */
export { feedKey, feedTypeSchemas, readStoredFeed, type StoredFeed } from './stored-feed.ts';
export { keyCursor, readKeyedCursor, type KeyedCursor } from './keyed-cursor.ts';
export {
  unavailableFeedType,
  unavailableMessage,
  type UnavailableFeedType,
} from './unavailable-feed-type.ts';
