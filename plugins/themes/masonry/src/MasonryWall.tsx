/**
 * The masonry wall: one component for the seven variants. Cards are the kit's PostCard,
 * absolutely placed by the layout engine in a container as tall as the whole wall; past
 * {@link virtualizeAbove} posts only the cards near the viewport are in the DOM. The server's
 * HTML stacks the cards in normal flow instead, in nested boxes of the columns the engine chose
 * ({@link flowTree}), so it paints at real card heights; the client measures them and places
 * each card where the flow put it, keeping every card in the column it first got.
 */
import { useContainerWidth, type WallThemeProps } from '@chorus/theme-kit';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { bandIndex, cardsInBand, type Band } from './band.ts';
import { columnsFor, flowTree, layoutMasonry, type FlowNode } from './layout.ts';
import { MasonryCell } from './MasonryCell.tsx';
import { readMasonryOptions } from './option-values.ts';
import { useCardHeights, type DrawnCard } from './use-card-heights.ts';
import { useMasonryLayout } from './use-masonry-layout.ts';
import { useScrollBand } from './use-scroll-band.ts';
import { variantClassName, variantStyles, type MasonryVariant } from './variants.ts';
import './masonry.css';

/** Walls with more posts than this keep only the cards near the viewport in the DOM. */
export const virtualizeAbove = 300;
/**
 * The container width, in px, of the first layout: the one the server renders and the client
 * hydrates before it has measured anything (the wall's content box in a 1280 px wide desktop
 * window). When the measured width gives the same columns, the client keeps that layout's
 * columns; else it lays the wall out again in a layout effect, before the browser paints.
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
      return [{ id: post.id, post, element, width: placement.width, height: placement.height }];
    });
  });
  const shown = { showAuthor: card.showAuthor, showShare: card.showShare, expand: view.expand };
  const layout = useMasonryLayout(posts, columns, metrics, shown, heights);

  const virtual = posts.length > virtualizeAbove;
  const index = useMemo(() => (virtual ? bandIndex(layout.placements) : null), [virtual, layout]);
  const cardsIn = useCallback(
    (band: Band) => (index === null ? [] : cardsInBand(index, band)),
    [index],
  );
  const band = useScrollBand(container, virtual && width > 0, cardsIn);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const drawn = useMemo(() => {
    if (width === 0) return [];
    if (!virtual) return posts.map((_, index) => index);
    const near = cardsIn(band ?? { top: 0, bottom: 0 });
    // A focused card stays in the DOM while it scrolls away, so keyboard focus is not lost.
    const focused = focusedId === null ? -1 : posts.findIndex((post) => post.id === focusedId);
    if (focused >= 0 && !near.includes(focused)) near.push(focused);
    return near.sort((a, b) => a - b);
  }, [width, virtual, posts, cardsIn, band, focusedId]);

  current.current = { drawn, layout, posts };
  // The server's HTML, and the render that hydrates it, stack the cards in normal flow (unless
  // the wall is virtualized or its spans cannot nest); the browser paints them at their real
  // heights. Right after, before the next paint, the cards are measured and placed by the
  // engine at the same spots, in reading order in the DOM (the flow's order is by column).
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  const flow = useMemo(
    () => (hydrated || virtual || width === 0 ? null : flowTree(layout.placements, columns.count)),
    [hydrated, virtual, width, layout, columns.count],
  );

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

  /** One card's cell: placed by the engine, or stacked in its flow box. */
  const cell = (index: number, placed: boolean) => {
    const post = posts[index];
    const placement = layout.placements[index];
    if (!post || !placement) return null;
    return (
      <MasonryCell
        key={post.id}
        post={post}
        x={placed ? placement.x : undefined}
        y={placed ? placement.y : undefined}
        width={placed ? placement.width : undefined}
        cellRef={refFor(post.id)}
        now={props.now}
        onOpen={props.openPost}
        showAuthor={card.showAuthor}
        showShare={card.showShare}
        noImages={card.noImages}
        eager={index < eagerCards}
        priority={index === 0}
      />
    );
  };

  return (
    <div
      className={className}
      style={style}
      data-post-count={posts.length}
      data-columns={columns.count}
    >
      <div
        ref={container}
        className={
          flow === null ? 'chorus-masonry-grid' : 'chorus-masonry-grid chorus-masonry-flow'
        }
        style={flow === null ? { height: layout.height } : undefined}
        aria-busy={props.feed.state.loadingMore}
        onFocus={(event) => {
          const cell = (event.target as Element).closest<HTMLElement>('[data-masonry-id]');
          setFocusedId(cell?.dataset.masonryId ?? null);
        }}
      >
        {flow === null
          ? drawn.map((index) => cell(index, true))
          : renderFlow(flow, columns.count, (index) => cell(index, false))}
      </div>
    </div>
  );
}

/**
 * The flow boxes of {@link flowTree}: a stack is a column of boxes, a row puts stacks side by
 * side, each as wide as its columns (`count` is the columns of the box around it).
 */
function renderFlow(
  node: FlowNode,
  count: number,
  cell: (index: number) => ReactNode,
  key = 'flow',
): ReactNode {
  if (node.kind === 'card') return cell(node.index);
  if (node.kind === 'row') {
    return (
      <div className="chorus-masonry-row" key={key}>
        {node.children.map((child, at) => renderFlow(child, count, cell, `${key}.${at}`))}
      </div>
    );
  }
  const span = node.to - node.from;
  const gap = 'var(--chorus-masonry-gap)';
  const width =
    span === count
      ? undefined
      : {
          width: `calc((100% - ${count - 1} * ${gap}) * ${span} / ${count} + ${span - 1} * ${gap})`,
        };
  return (
    <div className="chorus-masonry-stack" key={key} style={width}>
      {node.children.map((child, at) => renderFlow(child, span, cell, `${key}.${at}`))}
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
