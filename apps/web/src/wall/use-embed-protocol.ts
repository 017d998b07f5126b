/**
 * Speaks the embed protocol from the wall page when it runs in a frame: heights on every layout
 * change (ResizeObserver), the end of each arrangement, the overlay, view changes, the theme and
 * frame styles; and obeys resize, loadMorePosts and search from its parent window only.
 */
import type { WallFeed } from '@chorus/theme-kit';
import { useEffect, useRef, type RefObject } from 'react';
import { readParentCommand, wallMessage, type WallMessage } from '../embed/protocol.ts';
import {
  acceptsCommand,
  arrangeMessage,
  parentOriginOf,
  snapshotOf,
  type ArrangeSnapshot,
  type EmbedMode,
} from './embed-protocol.ts';

/** What {@link useEmbedProtocol} needs. */
export interface EmbedProtocolOptions {
  readonly mode: EmbedMode;
  readonly feed: WallFeed;
  /** The theme shown (installed theme id). */
  readonly theme: string;
  /** The view's address: a change tells the parent to bring the frame's top into sight. */
  readonly viewKey: string;
  /** The post whose overlay is open, if any. */
  readonly openPostId: string | null;
  /** The wall's own element (resizeHeightInner). */
  readonly wallElement: RefObject<HTMLElement | null>;
  /** Shows the search view for a query (the `search` command). */
  readonly onSearch: (query: string) => void;
}

function parentOrigin(): string | null {
  return parentOriginOf(window.location.ancestorOrigins?.[0], document.referrer);
}

/** Posts a message to the parent, addressed to its origin when known. */
function tellParent(message: WallMessage) {
  window.parent.postMessage(message, parentOrigin() ?? '*');
}

/** The protocol; does nothing outside a frame. */
export function useEmbedProtocol(options: EmbedProtocolOptions): void {
  const { mode, feed, theme, viewKey, openPostId, wallElement } = options;
  const latest = useRef(options);
  latest.current = options;
  const reported = useRef({ height: -1, inner: -1 });
  // Whether the parent has heard that the current posts are arranged. Until then the frame's
  // height it sees is a passing one (posts drawn, layout not settled): a loadMorePosts sent from
  // it is ignored, and the parent checks again on the endArrange message.
  const arranged = useRef(false);
  const measure = useRef<(force: boolean) => void>(() => undefined);

  // Heights: the whole page (the frame's height) and the wall itself, whenever layout changes.
  useEffect(() => {
    if (!mode.framed) return;
    const root = document.documentElement;
    const report = (force: boolean) => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      const inner = Math.ceil(
        latest.current.wallElement.current?.getBoundingClientRect().height ?? 0,
      );
      if (mode.parentSized && (force || height !== reported.current.height)) {
        tellParent(wallMessage('resizeHeight', { height }));
      }
      if (force || inner !== reported.current.inner) {
        tellParent(wallMessage('resizeHeightInner', { height: inner }));
      }
      reported.current = { height, inner };
    };
    measure.current = report;
    const observer = new ResizeObserver(() => report(false));
    observer.observe(root);
    if (wallElement.current) observer.observe(wallElement.current);
    const previousOverflow = root.style.overflow;
    // A frame as tall as the wall never scrolls: its parent scrolls and pages it.
    if (mode.parentSized) root.style.overflow = 'hidden';
    const onCommand = (event: MessageEvent) => {
      const accepted = acceptsCommand({
        source: event.source,
        parent: window.parent,
        self: window,
        origin: event.origin,
        parentOrigin: parentOrigin(),
      });
      const command = accepted ? readParentCommand(event.data) : null;
      if (command?.type === 'resize') report(true);
      else if (command?.type === 'loadMorePosts' && arranged.current) {
        latest.current.feed.loadMore();
      } else if (command?.type === 'search') latest.current.onSearch(command.query);
    };
    window.addEventListener('message', onCommand);
    report(true);
    return () => {
      observer.disconnect();
      measure.current = () => undefined;
      window.removeEventListener('message', onCommand);
      root.style.overflow = previousOverflow;
    };
  }, [mode.framed, mode.parentSized, wallElement]);

  // The end of each arrangement, with the heights it made. A timer, not an animation frame:
  // Chromium does not render a cross-origin frame out of sight (no frames, no ResizeObserver),
  // and its parent still needs to know.
  const snapshot = snapshotOf(feed.state);
  // Nothing arranged yet: a wall drawn on the server starts loaded, and its parent still hears
  // of that first arrangement once the client knows it is framed (after hydration).
  const previous = useRef<ArrangeSnapshot>({ phase: 'loading', count: 0, loadingMore: false });
  useEffect(() => {
    if (!mode.framed) return;
    const message = arrangeMessage(previous.current, snapshot);
    previous.current = snapshot;
    if (message === null) return;
    arranged.current = false;
    const timer = setTimeout(() => {
      measure.current(false);
      tellParent(message);
      arranged.current = true;
    });
    return () => clearTimeout(timer);
  }, [mode.framed, snapshot.phase, snapshot.count, snapshot.loadingMore]);

  // The theme, and the frame styles it needs.
  useEffect(() => {
    if (!mode.framed) return;
    tellParent(wallMessage('notifyParentOfTheme', { theme, fillsWindow: mode.fillsWindow }));
    if (mode.frameStyle)
      tellParent(wallMessage('changeEmbedParentStyle', { style: mode.frameStyle }));
  }, [mode.framed, mode.fillsWindow, mode.frameStyle?.height, theme]);

  // Another view (collection, search): the parent brings the frame's top into sight.
  const firstView = useRef(viewKey);
  useEffect(() => {
    if (mode.framed && viewKey !== firstView.current) {
      tellParent(wallMessage('iosSafariScrollToTop', {}));
    }
  }, [mode.framed, viewKey]);

  // The overlay: where it opened, so the parent can scroll it into sight.
  const shownOverlay = useRef<string | null>(null);
  useEffect(() => {
    if (!mode.framed) return;
    if (openPostId === null) {
      if (shownOverlay.current !== null) {
        tellParent(
          wallMessage('singleHypeOverlayRender', {
            postId: shownOverlay.current,
            open: false,
            top: 0,
          }),
        );
      }
      shownOverlay.current = null;
      return;
    }
    shownOverlay.current = openPostId;
    const frame = requestAnimationFrame(() => {
      const dialog = document.querySelector('dialog[open]');
      const top = dialog ? Math.max(0, dialog.getBoundingClientRect().top + window.scrollY) : 0;
      tellParent(wallMessage('singleHypeOverlayRender', { postId: openPostId, open: true, top }));
    });
    return () => cancelAnimationFrame(frame);
  }, [mode.framed, openPostId]);
}
