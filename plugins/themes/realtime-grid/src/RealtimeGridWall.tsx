import { formatMessageRef } from '@chorus/core/messages';
import {
  PauseButton,
  PostCard,
  useAutoMotion,
  useWindowAreaBelow,
  type WallThemeProps,
} from '@chorus/theme-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  cellPosts,
  firstViewport,
  layoutGrid,
  nextStart,
  readGridOptions,
  type Viewport,
} from './layout.ts';
import './realtime-grid.css';

/**
 * The realtime grid: fixed cells filling the window, the newest post first; every transition
 * delay the cells show the next screen of posts, and a live post takes the first cell (the
 * oldest cell drops out). A Pause button stops the refresh; so do reduced motion, the overlay,
 * and focus or the pointer inside the grid.
 */
export default function RealtimeGridWall(props: WallThemeProps) {
  const { posts, now, openPost, card } = props;
  const options = useMemo(() => readGridOptions(props.options), [props.options]);
  const [start, setStart] = useState(0);
  const motion = useAutoMotion({ options: props.options });
  const rootRef = useRef<HTMLDivElement>(null);
  const viewport: Viewport = useWindowAreaBelow(rootRef, firstViewport);

  const layout = layoutGrid(viewport, options);
  const cells = layout.fits ? layout.columns * layout.rows : 0;

  // A live post arrives at the front: show it at once, in the first cell.
  const newest = posts[0]?.id;
  useEffect(() => setStart(0), [newest]);

  const moving = motion.running && posts.length > cells && cells > 0;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setStart((current) => nextStart(posts.length, cells, current)),
      Math.max(1000, options.transitionDelay),
    );
    return () => window.clearInterval(timer);
  }, [moving, posts.length, cells, options.transitionDelay]);

  if (!layout.fits) {
    return (
      <div ref={rootRef} className="chorus-theme-realtime-grid">
        <p className="chorus-realtime-grid-error" role="alert">
          {formatMessageRef(layout.error)}
        </p>
      </div>
    );
  }

  const shown = cellPosts(posts, cells, start);
  const pad = options.gridpadding;
  return (
    <div
      ref={rootRef}
      className="chorus-theme-realtime-grid"
      data-columns={layout.columns}
      data-rows={layout.rows}
      data-start={start}
      data-moving={moving ? 'true' : 'false'}
    >
      <PauseButton motion={motion} className="chorus-realtime-grid-pause" />
      <ul
        className="chorus-realtime-grid-cells"
        aria-label="Posts"
        style={{
          gridTemplateColumns: `repeat(${layout.columns}, ${layout.size.width}px)`,
          gridAutoRows: `${layout.size.height}px`,
          gap: `${pad}px`,
          padding: `${pad}px`,
        }}
        {...motion.holdProps}
      >
        {shown.map((post, index) => (
          <li key={post.id} className="chorus-realtime-grid-cell" data-post-id={post.id}>
            <PostCard
              post={post}
              now={now}
              eager={index < cells}
              priority={index === 0}
              {...(openPost ? { onOpen: openPost } : {})}
              {...card}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
