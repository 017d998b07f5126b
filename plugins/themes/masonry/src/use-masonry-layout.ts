/**
 * The wall's layout, kept from render to render: a page appended or a card measured to a new
 * height places again only the cards from there on, so a virtualized wall's measurements near
 * the viewport never cost a pass over the whole wall.
 */
import { highlightWidthFactor } from '@chorus/core/rules';
import type { WallPost } from '@chorus/theme-kit';
import { useMemo, useRef } from 'react';
import { estimateCardHeight, type CardShown } from './card-size.ts';
import { layoutMasonry, type Columns, type LayoutItem, type MasonryLayout } from './layout.ts';
import type { CardMetrics } from './variants.ts';

type Estimates = WeakMap<WallPost, { width: number; height: number }>;

/** What the layout reads of the measured heights (useCardHeights). */
export interface MeasuredHeights {
  readonly version: number;
  get(id: string, width: number): number | undefined;
  changedSince(version: number): readonly string[];
}

/** How many posts at the start of both lists are the same objects. */
function samePrefix(before: readonly WallPost[], after: readonly WallPost[]): number {
  const count = Math.min(before.length, after.length);
  let at = 0;
  while (at < count && before[at] === after[at]) at += 1;
  return at;
}

/**
 * The layout of `posts` in `columns`, with measured heights where there are some and estimates
 * (computed once per post and width) elsewhere. Each post keeps the column it was first given
 * for as long as the column count holds, so real heights arriving later never send a card to
 * another column.
 */
export function useMasonryLayout(
  posts: readonly WallPost[],
  columns: Columns,
  metrics: CardMetrics,
  shown: CardShown,
  heights: MeasuredHeights,
): MasonryLayout {
  const kept = useRef({ count: columns.count, byId: new Map<string, number>() });
  if (kept.current.count !== columns.count)
    kept.current = { count: columns.count, byId: new Map() };
  const { showAuthor, showShare, expand } = shown;
  // Estimates by post object (a post edited live is a new object), for the current card look.
  const estimates = useMemo(
    (): Estimates => new WeakMap(),
    [metrics, showAuthor, showShare, expand],
  );
  const get = heights.get;
  const items = useMemo(() => {
    const look = { showAuthor, showShare, expand };
    const estimate = (post: WallPost, width: number) => {
      const known = estimates.get(post);
      if (known && known.width === width) return known.height;
      const height = estimateCardHeight(post, width, metrics, look);
      estimates.set(post, { width, height });
      return height;
    };
    return posts.map((post): LayoutItem => ({
      span: post.highlight ? highlightWidthFactor : 1,
      heightAt: (at) => get(post.id, at) ?? estimate(post, at),
    }));
  }, [posts, estimates, metrics, showAuthor, showShare, expand, get]);
  const positions = useMemo(() => new Map(posts.map((post, index) => [post.id, index])), [posts]);

  const previous = useRef<{
    layout: MasonryLayout;
    posts: readonly WallPost[];
    version: number;
    estimates: Estimates;
  } | null>(null);
  return useMemo(() => {
    // Only the cards from the first one that changed are placed again: those of a page just
    // appended, or from the first card measured to a new height.
    const before = previous.current;
    let from = 0;
    if (before && before.estimates === estimates) {
      from = samePrefix(before.posts, posts);
      for (const id of heights.changedSince(before.version)) {
        from = Math.min(from, positions.get(id) ?? from);
      }
    }
    const byId = kept.current.byId;
    const fixedColumns = new Array<number | undefined>(posts.length);
    for (let index = from; index < posts.length; index += 1) {
      fixedColumns[index] = byId.get(posts[index]!.id);
    }
    const result = layoutMasonry(
      items,
      columns,
      fixedColumns,
      before ? { layout: before.layout, from } : undefined,
    );
    for (let index = from; index < posts.length; index += 1) {
      const id = posts[index]!.id;
      if (!byId.has(id)) byId.set(id, result.placements[index]!.column);
    }
    previous.current = { layout: result, posts, version: heights.version, estimates };
    return result;
    // heights.version stands for the measured heights, kept in a ref.
  }, [items, columns, estimates, positions, heights.version]);
}
