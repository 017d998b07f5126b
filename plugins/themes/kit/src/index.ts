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
  type ThemePostSize,
  type ThemeWallEntry,
} from '@chorus/core/themes';
export { baseCapabilities, fullScreenCapabilities, themeCapabilities } from './capabilities.ts';
export { postImage, type PostImage } from './post-image.ts';
export { useContainerWidth } from './use-container-width.ts';
export { serverWindowWidth, useWindowWidth } from './use-window-width.ts';
export {
  prefersReducedMotion,
  usePrefersReducedMotion,
  useWindowAreaBelow,
  type WindowArea,
} from './motion.ts';
export {
  ignoreReducedMotionKey,
  ignoresReducedMotion,
  readMotionOptions,
  PauseButton,
  useAutoMotion,
  useOverlayOpen,
  type AutoMotion,
  type AutoMotionOptions,
  type MotionHoldProps,
} from './auto-motion.tsx';
export { motionOptionsShape } from './motion-options.ts';
export { noWallControls, useWallControl } from './use-wall-control.ts';
export { isBuilderHost, useInBuilderHost, type BuilderHostFacts } from './builder-host.ts';
export { BuilderWallContext } from './builder-wall.ts';
export { WallCastContext } from './wall-cast.ts';
export { usePageLocation, type PageLocation } from './use-page-location.ts';
export { singleThemeFactory } from './theme-factory.ts';
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
export {
  CardHeadingLevelContext,
  cardHeadingLevelUnder,
  useCardHeadingTag,
  type CardHeadingLevel,
} from './card-heading.ts';
export { defaultMediaSizes, PostMedia, type PostMediaProps } from './PostMedia.tsx';
export {
  hostedMediaWidths,
  hostedSrcSet,
  loadPlaceholderDecoder,
  placeholderDataUrl,
  usePlaceholderDecoder,
} from './media-sources.ts';
export { AuthorName, isChorusMediaUrl, type AuthorNameProps } from './AuthorName.tsx';
export { PostAuthor, type PostAuthorProps } from './PostAuthor.tsx';
export { PostCta } from './PostCta.tsx';
export { PostText, type PostTextProps } from './PostText.tsx';
export {
  SensitiveMedia,
  useContentWarning,
  type ContentWarningState,
  type SensitiveMediaProps,
} from './ContentWarning.tsx';
export { ShareLinks } from './ShareLinks.tsx';
export { LanguageProvider, useTranslator, type LanguageProviderProps } from './i18n/language.tsx';
export { PostOverlay, type PostOverlayProps } from './PostOverlay.tsx';
export {
  isVideo,
  playVideoLabel,
  VideoEmbed,
  videoPlayerFor,
  type VideoEmbedProps,
} from './VideoEmbed.tsx';
export * from './video-embeds.ts';
export * from './CollectionBar.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { FeedMessage, type FeedMessageProps } from './FeedMessage.tsx';
export { SimpleListLayout } from './SimpleListLayout.tsx';
export * from './slideshow/index.ts';
export * from './appearance/index.ts';
export {
  animationOptionTexts,
  motionOptionTexts,
  transitionDelayTexts,
  withKitTexts,
} from './texts.ts';
