// Business constants of section 9 of both specs (public wall and owner side), one name each.
// Per-theme post sizes and legacy theme names live in the theme table (domain/themes.ts).

/** Alerts fade out after this many ms. */
export const alertFadeMs = 4000;
/** Duration of an alert's fade, in ms. */
export const alertFadeSpeedMs = 300;
/** The refresh-posts button spins and stays locked this long, in ms. */
export const refreshLockMs = 5000;
/** Delay before posts re-render after a change, in ms. */
export const postRerenderDelayMs = 350;
/** Owner-side polling interval for new posts, in ms. */
export const ownerPollIntervalMs = 25000;
/** Public wall polling interval for new posts with live updates on, in ms. */
export const wallPollIntervalMs = 12000;
/** Resize debounce, in ms. */
export const resizeDebounceMs = 350;
/** The slower resize debounce some layouts use, in ms. */
export const slowResizeDebounceMs = 3000;
/** Card-update success reloads the page after this many ms. */
export const cardUpdateReloadMs = 4000;

/** The search box waits this long after typing before searching, in ms. */
export const searchDebounceMs = 300;
/** Page size of a search. */
export const searchLimit = 20;
/** On android, a query shorter than this restores all posts instead of searching. */
export const androidMinSearchLength = 2;
/** The navigation bar is realigned at these delays after render, in ms. */
export const navBarRealignDelaysMs = [0, 2000, 4000] as const;
/** Navigation bar height without its sub-list, in px. */
export const navBarHeightPx = 34;

/** Default slideshow transition delay, in ms. */
export const defaultTransitionDelayMs = 15000;
/** The slideshow control bar checks for idleness this often, in ms. */
export const controlBarIdleCheckMs = 2000;
/** The single-post overlay fades in and out over this many ms. */
export const modalFadeMs = 400;
/** Widest single-post overlay, in px; below it the overlay takes 90% of the window. */
export const overlayMaxWidthPx = 600;
/** Share of the window the overlay takes when the window is narrower than its maximum. */
export const overlayNarrowWidthRatio = 0.9;
/** Smallest top margin of the overlay, in px. */
export const overlayMinTopMarginPx = 20;
/** Width of the owner side panel in edit mode, in px. */
export const ownerSidePanelWidthPx = 300;
/** Width of the feed message box, in px. */
export const feedMessageBoxWidthPx = 460;
/** Distance of the feed message box from the top, in px. */
export const feedMessageBoxTopPx = 70;

/** Infinite scroll loads more when this close to the bottom on desktop, in px. */
export const infiniteScrollOffsetPx = 1100;
/** Infinite scroll offset on mobile (-1: mobile uses a More Posts button). */
export const mobileInfiniteScrollOffsetPx = -1;
/** Page size on mobile. */
export const mobileLoadCount = 10;
/** Page size of themes that are not large. */
export const defaultPageSize = 20;
/** Page size of large themes (full-screen themes declare `pageSize: 60`). */
export const largeThemePageSize = 60;
/** Default minimum column width, in px. */
export const defaultMinColumnWidthPx = 225;

/** The nine slideshow animations, indexed by the display setting `animationIndex`. */
export const slideshowAnimations = [
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'flipInX',
  'flipInY',
  'bounceIn',
  'rotateIn',
  'rollIn',
] as const;

/** Image width of a normal post, in px. */
export const imageWidthPx = 300;
/** Image width of a highlighted post, in px. */
export const highlightedImageWidthPx = 600;
/** A highlighted post is this many times as wide. */
export const highlightWidthFactor = 2;
/** The spec stored a pin as `created` times this; used only to read legacy data. */
export const legacyPinMultiplier = 10;
/** Number of sample posts shown on an empty wall. */
export const examplePostCount = 13;
/** Address of the sample posts. */
export const examplePostsPath = '/public/json/examplePosts.json';

/** Shortest enterprise username. */
export const minUsernameLength = 5;
/** Shortest enterprise password. */
export const minPasswordLength = 5;
/** Account labels are shortened to this many characters. */
export const accountLabelMaxLength = 16;
/** Recurrence frequency and offset run from this... */
export const minRecurrence = 0;
/** ...to this. */
export const maxRecurrence = 20;
/** Connect popup width, in px. */
export const connectPopupWidthPx = 665;
/** Connect popup height, in px. */
export const connectPopupHeightPx = 300;
/** The connect popup is checked for closing this often, in ms. */
export const connectPopupPollMs = 1000;
/** The trial-ending warning shows when the trial ends within this many seconds. */
export const trialEndingWarningSeconds = 86400;
/** Default colour alpha. */
export const defaultColorAlpha = 0.8;
/** Opacity of the name bar. */
export const namebarOpacity = 0.4;
/** Location map search distance, in metres. */
export const mapSearchDistanceMetres = 3500;
/** Location map zoom level. */
export const mapZoom = 8;
/** Tint-count analytics milestones (2nd, 5th and 10th wall). */
export const wallCountMilestones = [2, 5, 10] as const;

/** Messages an embedded wall posts to its parent window. */
export const embedMessagesToParent = [
  'resizeHeight',
  'resizeHeightInner',
  'endArrangeAppendHypes',
  'endArrangeAllHypes',
  'singleHypeOverlayRender',
  'iosSafariScrollToTop',
  'changeEmbedParentStyle',
  'notifyParentOfTheme',
] as const;
/** Messages an embedded wall accepts from its parent window. */
export const embedMessagesFromParent = ['resize', 'loadMorePosts', 'search'] as const;
