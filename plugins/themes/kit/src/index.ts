/**
 * @chorus/theme-kit: what every theme package builds on. A theme imports its contract from here
 * (and the domain from @chorus/core), never from another theme or an app. The stylesheet is
 * `@chorus/theme-kit/kit.css`.
 */
export {
  defineTheme,
  type ThemeCapabilities,
  type ThemeDefinition,
  type ThemePlugin,
} from '@chorus/core/themes';
export type { FeedCursor, FeedPageResponse, WallCollection, WallPost } from './wall-data.ts';
export type { WallThemeProps, WallView } from './theme-props.ts';
export { feedPageUrl, liveChannelUrl, searchUrl, type FeedRequest } from './feed-request.ts';
export * from './feed-state.ts';
export * from './feed-messages.ts';
export * from './live-queue.ts';
export * from './format.ts';
export * from './links.ts';
export * from './example-posts.ts';
export * from './use-wall-feed.ts';
export { useLiveUpdates, type LiveUpdatesOptions } from './use-live-updates.ts';
export { useInfiniteScroll } from './use-infinite-scroll.ts';
export { PostCard, type PostCardProps } from './PostCard.tsx';
export { PostMedia, type PostMediaProps } from './PostMedia.tsx';
export { PostAuthor, type PostAuthorProps } from './PostAuthor.tsx';
export { PostCta } from './PostCta.tsx';
export { ShareLinks } from './ShareLinks.tsx';
export { PostOverlay, type PostOverlayProps } from './PostOverlay.tsx';
export * from './CollectionBar.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { FeedMessage, type FeedMessageProps } from './FeedMessage.tsx';
export { SimpleListLayout } from './SimpleListLayout.tsx';
export * from './slideshow/index.ts';
export * from './appearance/index.ts';
