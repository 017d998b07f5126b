/**
 * The wall's side of the embed protocol, as pure decisions: how the page behaves in a frame,
 * whom it talks to, which commands it accepts and what a feed change tells the parent. The
 * hook `useEmbedProtocol` applies them; the message shapes are `../embed/protocol.ts`.
 */
import type { FeedState } from '@chorus/theme-kit';
import type { FrameStyleName, WallMessage } from '../embed/protocol.ts';
import { wallMessage } from '../embed/protocol.ts';

/** How the wall page sits in its window. */
export interface EmbedMode {
  /** The page runs in another page's frame: it speaks the protocol with its parent. */
  readonly framed: boolean;
  /**
   * The frame grows with the wall (`embed=true`): the page never scrolls itself, it reports its
   * height with resizeHeight and the parent pages it with loadMorePosts.
   */
  readonly parentSized: boolean;
  /** The wall fills its window (`fullscreen`, or a slideshow-like theme). */
  readonly fillsWindow: boolean;
  /** Frame styles to ask the parent for, if any (changeEmbedParentStyle). */
  readonly frameStyle: Readonly<Partial<Record<FrameStyleName, string>>> | null;
}

/** The frame height a mobile wall asks for with `mobilescroll`: it scrolls inside it. */
export const mobileScrollFrameHeight = '75vh';

/** Decides the {@link EmbedMode} from the window, the address and the theme. */
export function embedModeFor(input: {
  readonly framed: boolean;
  readonly embed: boolean;
  readonly mobile: boolean;
  readonly mobileScroll: boolean;
  readonly fullscreen: boolean;
  readonly slideshowTheme: boolean;
}): EmbedMode {
  const fillsWindow = input.fullscreen || input.slideshowTheme;
  const scrollsInside = input.mobile && input.mobileScroll;
  const parentSized = input.framed && input.embed && !fillsWindow && !scrollsInside;
  let frameStyle: EmbedMode['frameStyle'] = null;
  if (input.framed && input.embed && fillsWindow) frameStyle = { height: '100vh' };
  else if (input.framed && input.embed && scrollsInside) {
    frameStyle = { height: mobileScrollFrameHeight };
  }
  return { framed: input.framed, parentSized, fillsWindow, frameStyle };
}

/**
 * The origin of the page that frames the wall, when the browser tells it (Chromium's
 * `location.ancestorOrigins`, else the referrer); null when unknown.
 */
export function parentOriginOf(
  ancestorOrigin: string | undefined,
  referrer: string,
): string | null {
  if (ancestorOrigin && ancestorOrigin !== 'null') return ancestorOrigin;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a message event is a command the wall obeys: sent by its parent window itself (not a
 * sibling frame, a popup or the wall), from the parent's origin when that is known.
 */
export function acceptsCommand(input: {
  readonly source: unknown;
  readonly parent: unknown;
  readonly self: unknown;
  readonly origin: string;
  readonly parentOrigin: string | null;
}): boolean {
  if (input.parent === input.self || input.source !== input.parent) return false;
  return input.parentOrigin === null || input.origin === input.parentOrigin;
}

/** What the feed looked like when the parent was last told. */
export interface ArrangeSnapshot {
  readonly phase: FeedState['phase'];
  readonly count: number;
  readonly loadingMore: boolean;
}

/** The snapshot of a feed. */
export function snapshotOf(state: FeedState): ArrangeSnapshot {
  return { phase: state.phase, count: state.posts.length, loadingMore: state.loadingMore };
}

/**
 * What a feed change tells the parent: endArrangeAllHypes when the feed (re)loaded as a whole,
 * endArrangeAppendHypes when a page was appended, nothing otherwise.
 */
export function arrangeMessage(
  before: ArrangeSnapshot,
  after: ArrangeSnapshot,
): WallMessage | null {
  if (after.phase !== 'loaded') return null;
  if (before.phase !== 'loaded') return wallMessage('endArrangeAllHypes', { count: after.count });
  if (before.loadingMore && !after.loadingMore) {
    return wallMessage('endArrangeAppendHypes', { count: after.count });
  }
  return null;
}
