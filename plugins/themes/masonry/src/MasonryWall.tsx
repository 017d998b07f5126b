/**
 * The masonry wall: one component for the seven variants. Cards are the kit's PostCard,
 * absolutely placed by the layout engine in a container as tall as the whole wall; past
 * {@link virtualizeAbove} posts only the cards near the viewport are in the DOM.
 */
import { highlightWidthFactor } from '@chorus/core/rules';
import { PostCard, useContainerWidth, type WallThemeProps } from '@chorus/theme-kit';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { estimateCardHeight } from './card-size.ts';
import { columnsFor, layoutMasonry, placementsIn, type LayoutItem } from './layout.ts';
import { readMasonryOptions } from './option-values.ts';
import { useCardHeights, type DrawnCard } from './use-card-heights.ts';
import { useScrollBand } from './use-scroll-band.ts';
import { variantClassName, variantStyles, type MasonryVariant } from './variants.ts';
import './masonry.css';

/** Walls with more posts than this keep only the cards near the viewport in the DOM. */
export const virtualizeAbove = 300;
/**
 * The container width, in px, of the first layout: the one the server renders and the client
 * hydrates before it has measured anything (the wall's content box in a 1280 px wide desktop
 * window). When the measured width is the same, the client keeps that layout as it is; else it
 * lays the wall out again in a layout effect, before the browser paints its first frame.
 */
export const firstLayoutWidth = 1208;
/** Cards loading their image at once: about the first screen. */
const eagerCards = 6;

/** Props of {@link MasonryWall}. */
export interface MasonryWallProps extends WallThemeProps {
  readonly variant: MasonryVariant;
}

/** The wall. */
export function MasonryWall(props: MasonryWallProps) {
  const { variant, posts, view, card } = props;
  const options = readMasonryOptions(variant, props.options);
  const metrics = variantStyles[variant].metrics;
  const container = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(container, firstLayoutWidth);
  const columns = useMemo(
    () =>
      columnsFor({
        containerWidth: width,
        postWidth: props.postWidth,
        gap: props.postPadding,
        minColumnWidth: view.minColumnWidth ?? options.mincolumnwidth,
        cols: view.cols,
      }),
    [
      width,
      props.postWidth,
      props.postPadding,
      view.minColumnWidth,
      view.cols,
      options.mincolumnwidth,
    ],
  );

  const elements = useRef(new Map<string, HTMLElement>());
  const current = useRef({
    drawn: [] as readonly number[],
    layout: layoutMasonry([], columns),
    posts,
  });
  // Read after each commit, when the ref callbacks have attached this render's cards.
  const heights = useCardHeights(() => {
    const { drawn, layout, posts } = current.current;
    return drawn.flatMap((index): DrawnCard[] => {
      const post = posts[index];
      const placement = layout.placements[index];
      const element = post && elements.current.get(post.id);
      if (!post || !placement || !element) return [];
      return [{ id: post.id, element, width: placement.width, height: placement.height }];
    });
  });
  const shown = { showAuthor: card.showAuthor, showShare: card.showShare, expand: view.expand };
  const layout = useMemo(() => {
    const items = posts.map((post): LayoutItem => ({
      span: post.highlight ? highlightWidthFactor : 1,
      heightAt: (at) => heights.get(post.id, at) ?? estimateCardHeight(post, at, metrics, shown),
    }));
    return layoutMasonry(items, columns);
    // heights.version stands for the measured heights, kept in a ref.
  }, [posts, columns, metrics, shown.showAuthor, shown.showShare, shown.expand, heights.version]);

  const virtual = posts.length > virtualizeAbove;
  const band = useScrollBand(container, virtual && width > 0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const drawn = useMemo(() => {
    if (width === 0) return [];
    if (!virtual) return posts.map((_, index) => index);
    const near = placementsIn(layout.placements, band ?? { top: 0, bottom: 0 });
    // A focused card stays in the DOM while it scrolls away, so keyboard focus is not lost.
    const focused = focusedId === null ? -1 : posts.findIndex((post) => post.id === focusedId);
    if (focused >= 0 && !near.includes(focused)) near.push(focused);
    return near.sort((a, b) => a - b);
  }, [width, virtual, posts, layout, band, focusedId]);

  current.current = { drawn, layout, posts };

  const { observe, unobserve } = heights;
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const refFor = useCallback(
    (id: string) => {
      let callback = refs.current.get(id);
      if (!callback) {
        callback = (element) => {
          const previous = elements.current.get(id);
          if (previous) unobserve(previous);
          if (element) {
            elements.current.set(id, element);
            observe(element);
          } else elements.current.delete(id);
        };
        refs.current.set(id, callback);
      }
      return callback;
    },
    [observe, unobserve],
  );

  const style = {
    '--chorus-masonry-text': options.fontcolor_post,
    '--chorus-masonry-card': options.postbackground,
    '--chorus-masonry-gap': `${props.postPadding}px`,
  } as CSSProperties;
  const className = [
    variantClassName(variant),
    view.expand ? 'chorus-masonry--expand' : '',
    view.fitToEdge ? 'chorus-masonry--edge' : '',
    view.noImageScaling ? 'chorus-masonry--natural' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className}
      style={style}
      data-post-count={posts.length}
      data-columns={columns.count}
    >
      <div
        ref={container}
        className="chorus-masonry-grid"
        style={{ height: layout.height }}
        aria-busy={props.feed.state.loadingMore}
        onFocus={(event) => {
          const cell = (event.target as Element).closest<HTMLElement>('[data-masonry-id]');
          setFocusedId(cell?.dataset.masonryId ?? null);
        }}
      >
        {drawn.map((index) => {
          const post = posts[index];
          const placement = layout.placements[index];
          if (!post || !placement) return null;
          return (
            <div
              key={post.id}
              ref={refFor(post.id)}
              className="chorus-masonry-cell"
              data-masonry-id={post.id}
              style={{ left: placement.x, top: placement.y, width: placement.width }}
            >
              <PostCard
                post={post}
                now={props.now}
                onOpen={props.openPost}
                showAuthor={card.showAuthor}
                showShare={card.showShare}
                noImages={card.noImages}
                eager={index < eagerCards}
                priority={index === 0}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

const components = new Map<MasonryVariant, ComponentType<WallThemeProps>>();

/** The component of one variant (the same one on every call, so React keeps its state). */
export function masonryComponent(variant: MasonryVariant): ComponentType<WallThemeProps> {
  let component = components.get(variant);
  if (!component) {
    const Variant = (props: WallThemeProps) => <MasonryWall {...props} variant={variant} />;
    Variant.displayName = `MasonryWall(${variant})`;
    components.set(variant, (component = Variant));
  }
  return component;
}
