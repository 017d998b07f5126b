import {
  controlStep,
  PauseButton,
  PostCard,
  useAutoMotion,
  useWallControl,
  useWindowWidth,
  type WallThemeProps,
  useTranslator,
} from '@chorus/theme-kit';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { autoscrollStepMs } from './constants.ts';
import {
  autoscrollNext,
  movePosition,
  readSliderOptions,
  remoteStep,
  sliderCardWidth,
  sliderOffset,
  sliderPosts,
} from './layout.ts';
import './slider.css';

/**
 * The horizontal slider: one row of posts, the newest first, moved one post at a time by the
 * Previous and Next buttons (or the arrow keys inside the slider). With `autoscroll` on it moves
 * one post every second; a Pause button stops it, and so do reduced motion, the overlay, and focus
 * or the pointer inside the slider. A live post arrives at the front and is brought into view.
 * A remote screen's forward, back, pause and play reach it over the live channel.
 */
export default function SliderWall(props: WallThemeProps) {
  const { now, openPost, card } = props;
  const { t, dir } = useTranslator();
  const options = useMemo(() => readSliderOptions(props.options), [props.options]);
  const windowWidth = useWindowWidth();
  const posts = sliderPosts(props.posts, windowWidth);
  const cardWidth = sliderCardWidth(options, windowWidth);
  const pad = options.sliderpadding;
  const [position, setPosition] = useState(0);
  const motion = useAutoMotion({ options: props.options, controls: props.feed });

  // A live post arrives at the front: bring the first post into view.
  const newest = posts[0]?.id;
  useEffect(() => setPosition(0), [newest]);

  const count = posts.length;
  const current = movePosition(position, 0, count);
  const autoscroll = options.autoscroll === true || options.autoscroll === 1;
  const moving = autoscroll && motion.running && count > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setPosition((value) => autoscrollNext(movePosition(value, 0, count), count)),
      autoscrollStepMs,
    );
    return () => window.clearInterval(timer);
  }, [moving, count]);

  // Near the end of the row, the next page (60 posts) loads; mobile keeps its 13 posts.
  const { hasMore, loadMore } = props.feed;
  const nearEnd = count > 0 && current >= count - 3 && count === props.posts.length;
  useEffect(() => {
    if (nearEnd && hasMore) loadMore();
  }, [nearEnd, hasMore, loadMore]);

  // A remote screen's forward and back move the row one post, wrapping as a slideshow does.
  useWallControl(props.feed, (event) => {
    const step = controlStep(event);
    if (step !== null) setPosition(remoteStep(current, step, count));
  });

  const move = (by: number) => setPosition(movePosition(current, by, count));
  const trackStyle = {
    gap: `${pad}px`,
    padding: `${pad}px`,
    // The track runs from the inline start: leftwards, or rightwards in a right-to-left wall.
    transform: `translateX(${dir === 'rtl' ? '' : '-'}${sliderOffset(current, cardWidth, pad)}px)`,
    '--chorus-slider-text-lines': String(options.slidertextconfig),
  } as CSSProperties;

  return (
    <section
      className="chorus-theme-slider"
      aria-label={t('wallPostsSlider')}
      aria-roledescription={t('slideshowCarousel')}
      data-position={current}
      data-moving={moving ? 'true' : 'false'}
      data-card-width={cardWidth}
      data-text-lines={options.slidertextconfig}
    >
      <div className="chorus-slider-controls">
        <button
          type="button"
          className="chorus-slider-arrow"
          aria-label={t('slideshowBack')}
          disabled={current === 0}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {autoscroll && <PauseButton motion={motion} className="chorus-slider-pause" />}
        <button
          type="button"
          className="chorus-slider-arrow"
          aria-label={t('slideshowForward')}
          disabled={current >= count - 1}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="chorus-slider-viewport">
        <ul
          className={`chorus-slider-track${options.slidertextconfig === 0 ? ' chorus-slider-no-text' : ''}`}
          aria-label={t('wallPosts')}
          style={trackStyle}
          {...motion.holdProps}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') move(-1);
            else if (event.key === 'ArrowRight') move(1);
          }}
        >
          {posts.map((post, index) => (
            <li
              key={post.id}
              className="chorus-slider-item"
              data-post-id={post.id}
              style={{ width: `${cardWidth}px` }}
            >
              <PostCard
                post={post}
                now={now}
                eager={index < 6}
                priority={index === 0}
                {...(openPost ? { onOpen: openPost } : {})}
                {...card}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
