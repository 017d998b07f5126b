/**
 * One card's cell on the masonry wall. Memoized: when the visible band of a virtualized wall
 * moves, only the cards entering it render; the cards already drawn keep their elements and
 * skip rendering unless their post or place changed.
 */
import { PostCard, type WallPost } from '@chorus/theme-kit';
import { memo } from 'react';

/** Where a placed cell goes, in px from the grid's top left. */
export interface CellPlace {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** Props of {@link MasonryCell}: primitives and stable callbacks, so memo can compare them. */
export interface MasonryCellProps {
  readonly post: WallPost;
  /** Placed by the engine; undefined when the cell is stacked in normal flow. */
  readonly x?: number | undefined;
  readonly y?: number | undefined;
  readonly width?: number | undefined;
  /** Attaches the cell's element (stable per post). */
  readonly cellRef: (element: HTMLElement | null) => void;
  readonly now: number;
  readonly onOpen?: ((post: WallPost, opener: HTMLElement) => void) | undefined;
  readonly showAuthor: boolean;
  readonly showShare: boolean;
  readonly noImages: boolean;
  readonly eager: boolean;
  readonly priority: boolean;
}

function Cell(props: MasonryCellProps) {
  const { post, x, y, width } = props;
  const placed = x !== undefined && y !== undefined && width !== undefined;
  return (
    <div
      ref={props.cellRef}
      className="chorus-masonry-cell"
      data-masonry-id={post.id}
      // From the inline start: a right-to-left wall mirrors its columns.
      style={placed ? { insetInlineStart: x, top: y, width } : undefined}
    >
      <PostCard
        post={post}
        now={props.now}
        onOpen={props.onOpen}
        showAuthor={props.showAuthor}
        showShare={props.showShare}
        noImages={props.noImages}
        eager={props.eager}
        priority={props.priority}
      />
    </div>
  );
}

/** The memoized cell. */
export const MasonryCell = memo(Cell);
