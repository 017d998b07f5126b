/** What the wall hands a theme's component: the posts to lay out and how to draw them. */
import type { WallFeed } from './use-wall-feed.ts';
import type { WallPost } from './wall-data.ts';

/** How the page asks the wall to be shown: the address's layout parameters and the viewer. */
export interface WallView {
  /** `mincolumnwidth`: the narrowest a column may be, in px. */
  readonly minColumnWidth?: number;
  /** `cols`: a fixed number of columns. */
  readonly cols?: number;
  /** `fullscreen`: an event screen filling the window. */
  readonly fullscreen: boolean;
  /** The mobile layout (`mobile` parameter or a phone's user agent). */
  readonly mobile: boolean;
  /** `expand`: posts show their whole text. */
  readonly expand: boolean;
  /** `fitToEdge`: no outer margin around the wall. */
  readonly fitToEdge: boolean;
  /** `noimagescaling`: images keep their natural size instead of filling the card. */
  readonly noImageScaling: boolean;
  /** `nolinkredir`: clicking a post never follows its link. */
  readonly noLinkRedirect: boolean;
  /** `embed`: the wall runs inside another site's frame. */
  readonly embedded: boolean;
  /**
   * Slideshow controls: `full` for a signed-in owner or `slideshowctrl=true` (keyboard, clicks
   * and the whole bar), `reduced` for other viewers (no keyboard or click navigation).
   */
  readonly controls: 'full' | 'reduced';
}

/** Props every theme component receives from the wall. */
export interface WallThemeProps<TOptions = Record<string, unknown>> {
  /** The posts to lay out, in order: the feed's, or the example posts of an empty wall. */
  readonly posts: readonly WallPost[];
  /** The whole feed (paging, phase), for themes that page or react to loading themselves. */
  readonly feed: WallFeed;
  /** The theme's options: its optionsSchema parsed over the wall's display settings. */
  readonly options: TOptions;
  /** Unix seconds, for relative times. */
  readonly now: number;
  /** Opens the single-post overlay; absent with `noPopup` (cards then link to the post). */
  readonly openPost?: (post: WallPost, opener: HTMLElement) => void;
  /** Card switches from the wall and the address. */
  readonly card: {
    readonly showAuthor: boolean;
    readonly showShare: boolean;
    readonly noImages: boolean;
  };
  /** Base post width in px (display settings, else the theme default). */
  readonly postWidth: number;
  /** Post padding in px. */
  readonly postPadding: number;
  /** Layout parameters of the address and who is watching. */
  readonly view: WallView;
}
