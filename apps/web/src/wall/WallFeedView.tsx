import { feedLoadingState, shouldPollForNewPosts } from '@chorus/core/rules';
import {
  BuilderWallContext,
  WallCastContext,
  CollectionBar,
  FeedMessage,
  feedMessagesFor,
  isAndroidUserAgent,
  CardHeadingLevelContext,
  cardHeadingLevelUnder,
  isMobileUserAgent,
  SearchBox,
  useCustomCss,
  useTranslator,
  useWallFeed,
  wallAppearance,
  WallHead,
  wallPostFromLive,
  type BarTarget,
  type WallCollection,
  type WallPost,
  type WallThemeProps,
} from '@chorus/theme-kit';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { installedThemes } from 'virtual:chorus-themes';
import type { RouteMatch } from '../routes/route-table.ts';
import { wallPathFrom } from '../routes/wall-path.ts';
import { defaultEmbedHeadingLevel, isEmbeddedQuery } from '../routes/wall-query.ts';
import type { InstalledTheme } from './installed-themes.ts';
import { embedModeFor } from './embed-protocol.ts';
import { backgroundCss, hidesCollectionBar, leavesWall, wallClassName } from './page-parameters.ts';
import { chooseTheme } from './theme-choice.ts';
import { ThemeView } from './ThemeView.tsx';
import { useExamplePosts } from './use-example-posts.ts';
import { useSignedInOwner } from './use-owner-controls.ts';
import { useWallLocation } from './wall-location.ts';
import { usePageBackground } from './use-page-background.ts';
import type { WallPageData } from '../ssr/page-data.ts';
import { useFramed, useUserAgent } from './server-safe.ts';
import type { WallProfile } from './wall-api.ts';
import { usePassLive } from './pass-windows.ts';
import {
  barModelFor,
  builderFeedContext,
  feedRequestFor,
  isBuilderWall,
} from './wall-view-model.ts';

// The overlay loads when a visitor first opens a post: no server-drawn page shows it, and its
// code is not needed before then (docs/performance.md, "The wall's own entry").
const PostOverlay = lazy(() =>
  import('@chorus/theme-kit/overlay').then((module) => ({ default: module.PostOverlay })),
);

// The parent-window protocol, only in a frame (wall/EmbedProtocol.tsx).
const EmbedProtocol = lazy(() => import('./EmbedProtocol.tsx'));

/** Props of {@link WallFeedView}. */
export interface WallFeedViewProps {
  readonly match: Extract<RouteMatch, { kind: 'wall' }>;
  /** The address's query string. */
  readonly search: string;
  readonly profile: WallProfile;
  readonly collections: readonly WallCollection[];
  /** The data of a server-drawn page: its first feed page and clock are used, not fetched. */
  readonly served?: WallPageData | null;
}

function useNow(served: number | undefined): number {
  const [now, setNow] = useState(() => served ?? Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A loaded wall: collection bar, feed messages, the theme's posts, overlay, 'More Posts'. */
export function WallFeedView({ match, search, profile, collections, served }: WallFeedViewProps) {
  const { navigate } = useWallLocation();
  const { t } = useTranslator();
  const now = useNow(served?.now);
  const { query } = match;
  const choice = useMemo(
    () => chooseTheme(installedThemes as readonly InstalledTheme[], profile.theme, query.theme),
    [profile.theme, query.theme],
  );
  const capabilities = choice.capabilities;
  const userAgent = useUserAgent();
  const mobile = query.mobile ?? isMobileUserAgent(userAgent);
  const request = {
    ...feedRequestFor(match, profile, capabilities, mobile),
    ...(query.offset ? { offset: query.offset } : {}),
  };
  const framed = useFramed();
  const mode = embedModeFor({
    framed,
    embed: query.embed === true,
    mobile,
    mobileScroll: query.mobilescroll === true,
    fullscreen: query.fullscreen === true,
    slideshowTheme: capabilities.slideshowControls,
  });
  const owner = useSignedInOwner(profile.user_id, capabilities.slideshowControls);
  // The control bar's Cast button, for the wall's owner: its module loads on the first press.
  const cast = useMemo(
    () =>
      owner
        ? () => void import('./cast-wall.ts').then((module) => module.castWall(profile.user_name))
        : null,
    [owner, profile.user_name],
  );
  // A builder account's wall (its `wix` flag) is in builder-host mode wherever it is shown,
  // known from its data, so the server draws it so too. Another wall framed on a builder's
  // site is an ordinary embed; only the events theme, in its own chunk, also asks the page.
  const inBuilderHost = isBuilderWall(profile);
  const appearance = useMemo(
    () => wallAppearance(profile.settings, profile.display_profile),
    [profile.settings, profile.display_profile],
  );
  usePageBackground(backgroundCss(query.background) ?? appearance.pageBackground);
  useCustomCss(profile.custom_css);
  // Live push (the switch, the plan, or a live-update pass: on at its start, off at its end).
  const live = usePassLive(profile.realtime, profile.realtime_windows);
  const feed = useWallFeed({
    request,
    query: match.search ? (query.query ?? '') : null,
    // A frame as tall as the wall cannot scroll: its parent pages it (loadMorePosts).
    mobile: mobile || mode.parentSized,
    // Slide themes page themselves as the show nears its last slide.
    pagesItself: capabilities.slideshowControls,
    live: shouldPollForNewPosts(live, false),
    realtimeInsert: capabilities.realtimeInsert,
    initialPage: served?.feed ?? null,
  });
  // In the owner's preview (the edit panel's frame, `?preview=`), an empty wall says what the
  // Content and Moderate sections say when they are empty: one owner text (issue 14), not the
  // visitors' or the old product's "go to the Moderate section". Still loading keeps its text.
  const preview = new URLSearchParams(search).has('preview');
  const previewEmpty =
    preview &&
    feed.state.phase === 'loaded' &&
    feed.state.posts.length === 0 &&
    feed.state.query === null &&
    feedLoadingState(
      collections.map((collection) => ({ lastCrawledAt: collection.last_crawled })),
      false,
    ) !== 'still_loading';
  const wallMessage = feedMessagesFor(
    feed.state,
    collections,
    inBuilderHost ? builderFeedContext : null,
  );
  const message = previewEmpty
    ? { ...wallMessage, keys: ['ownerNothingYet' as const] }
    : wallMessage;
  const examples = useExamplePosts(message.examples);
  const bar = barModelFor({
    match,
    profile,
    collections,
    capabilities,
    feedError: feed.state.phase === 'error',
    inBuilderHost,
  });
  const [open, setOpen] = useState<{ post: WallPost; opener: HTMLElement } | null>(null);
  const wallElement = useRef<HTMLDivElement>(null);
  // "Display" from the live channel shows that post now: slideshows jump to it themselves;
  // other themes open it in the overlay (an event screen shows what the moderator chose).
  const displaysInOverlay = live && !capabilities.slideshowControls && !query.noPopup;
  const { onControl } = feed;
  useEffect(() => {
    if (!displaysInOverlay) return;
    return onControl((event) => {
      if (event.type !== 'display') return;
      const opener = wallElement.current ?? document.body;
      setOpen({ post: wallPostFromLive(event.post), opener });
    });
  }, [onControl, displaysInOverlay]);

  const hrefFor = (target: BarTarget) =>
    wallPathFrom(
      match,
      search,
      target.kind === 'home'
        ? {}
        : target.kind === 'search'
          ? { search: true, queryText: query.query ?? '' }
          : { network: target.network, ...(target.sourceId ? { sourceId: target.sourceId } : {}) },
    );
  const searchHref = (text: string) =>
    wallPathFrom(match, search, { search: true, queryText: text });
  // nolinkredir: links that leave the wall do nothing; the wall's own links still work.
  const stopLeavingLinks = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (link && leavesWall(link.getAttribute('href') ?? '', window.location.origin)) {
      event.preventDefault();
    }
  };
  const display = profile.display_profile;
  const themeProps: WallThemeProps = {
    posts: feed.state.posts.length > 0 ? feed.state.posts : examples,
    feed,
    options: choice.kind === 'installed' ? { ...choice.theme.optionDefaults, ...display } : display,
    now,
    ...(query.noPopup ? {} : { openPost: (post, opener) => setOpen({ post, opener }) }),
    card: {
      showAuthor: profile.show_author === 1,
      showShare: profile.sharebuttons === 1,
      noImages: query.noimages === true,
    },
    postWidth: Number(display.postwidth) || choice.defaultPostSize.width,
    postPadding: Number(display.postpadding) || choice.defaultPostSize.padding,
    view: {
      ...(query.mincolumnwidth ? { minColumnWidth: query.mincolumnwidth } : {}),
      ...(query.cols ? { cols: query.cols } : {}),
      fullscreen: query.fullscreen === true,
      mobile,
      expand: query.expand === true,
      fitToEdge: query.fitToEdge === true,
      noImageScaling: query.noimagescaling === true,
      noLinkRedirect: query.nolinkredir === true,
      // From the address first (the loader marks every frame it makes), so the server and the
      // hydrating client draw a frame alike; `framed` covers a frame made by hand.
      embedded: isEmbeddedQuery(query) || framed,
      controls: query.slideshowctrl === true || owner ? 'full' : 'reduced',
    },
  };

  // The wall's heading (h1 on its page; the embedding page's choice in a frame), cards one below.
  const wallHeadingLevel = isEmbeddedQuery(query)
    ? (query.headingLevel ?? defaultEmbedHeadingLevel)
    : 1;

  return (
    <div
      ref={wallElement}
      className={wallClassName(query, mode.fillsWindow, appearance.nameBarAtBottom)}
      style={appearance.properties}
      data-theme={choice.kind === 'installed' ? choice.theme.id : 'simple-list'}
      {...(query.nolinkredir ? { onClickCapture: stopLeavingLinks } : {})}
    >
      <WallHead
        name={profile.name}
        banner={capabilities.collectionBar ? appearance.banner : null}
        logo={appearance.logo}
        namePosition={appearance.namePosition}
        showName={capabilities.collectionBar && !themeProps.view.embedded}
        headingLevel={wallHeadingLevel}
      >
        {bar.shown && !hidesCollectionBar(query, mobile) && (
          <CollectionBar
            collections={collections}
            active={bar.active}
            searchShown={bar.searchShown}
            hrefFor={hrefFor}
            onNavigate={(href) => navigate(href)}
            searchBox={
              <SearchBox
                initial={query.query ?? ''}
                android={isAndroidUserAgent(userAgent)}
                onSearch={(text) => navigate(searchHref(text), { replace: true })}
              />
            }
          />
        )}
      </WallHead>
      <FeedMessage message={message} onRefresh={feed.refresh} />
      {feed.state.phase === 'loading' && (
        <div className="chorus-loading" role="status" aria-busy="true">
          <span className="chorus-spinner" aria-hidden="true" />
        </div>
      )}
      <CardHeadingLevelContext.Provider value={cardHeadingLevelUnder(wallHeadingLevel)}>
        {/* A builder wall's theme is in builder-host mode too (the events variant's message). */}
        <BuilderWallContext.Provider value={inBuilderHost}>
          <WallCastContext.Provider value={cast}>
            <ThemeView choice={choice} props={themeProps} />
          </WallCastContext.Provider>
        </BuilderWallContext.Provider>
      </CardHeadingLevelContext.Provider>
      {mobile &&
        !capabilities.slideshowControls &&
        feed.hasMore &&
        feed.state.phase === 'loaded' && (
          <button
            type="button"
            className="chorus-button chorus-more"
            onClick={feed.loadMore}
            disabled={feed.state.loadingMore}
          >
            {t('feedMorePosts')}
          </button>
        )}
      {profile.powered_by && (
        // The attribution the plan (hosted) or the administrator (self-hosted) asks for; in an
        // embed it opens outside the host page's frame.
        <p className="chorus-powered-by">
          <a href="/" {...(themeProps.view.embedded ? { target: '_blank', rel: 'noopener' } : {})}>
            {t('poweredBy')}
          </a>
        </p>
      )}
      {mode.framed && (
        <Suspense fallback={null}>
          <EmbedProtocol
            mode={mode}
            feed={feed}
            theme={choice.kind === 'installed' ? choice.theme.id : 'simple-list'}
            viewKey={`${match.network ?? ''}/${match.sourceId ?? ''}/${match.search ? 'search' : ''}`}
            openPostId={open?.post.id ?? null}
            wallElement={wallElement}
            onSearch={(text) => navigate(searchHref(text))}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <PostOverlay
            key={open.post.id}
            post={query.noimages ? { ...open.post, media: [] } : open.post}
            now={now}
            opener={open.opener}
            hashtagHref={(tag) => searchHref(`#${tag}`)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
