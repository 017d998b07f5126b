import {
  editPreviewLink,
  PauseButton,
  controlStep,
  PostCard,
  sliderValueOf,
  useAutoMotion,
  usePageLocation,
  useWallControl,
  useWindowWidth,
  type WallThemeProps,
  useTranslator,
} from '@chorus/theme-kit';
import { useEffect, useState, type CSSProperties } from 'react';
import {
  maxWaterfallSliderSpeed,
  minWaterfallSpeed,
  normalizeWaterfallSpeed,
  waterfallScrollStepPx,
  waterfallSliderStep,
  waterfallSpeedSetting,
  waterfallStepMs,
} from './constants.ts';
import { waterfallColumnCount, waterfallColumns } from './layout.ts';
import './waterfall.css';

/**
 * Columns of posts, newest first, each scrolling up by `waterfallScrollStepPx` every step of the
 * wall's `waterfallSpeed`. A Pause button (always shown) stops it; so do reduced motion, the
 * overlay, and focus or the pointer inside a post. The page does not scroll outside edit modes;
 * the control bar shows in edit modes, and always for the events variant. A remote screen's
 * pause, play, forward, back and speed reach it over the live channel.
 */
export function WaterfallLayout(props: WallThemeProps & { readonly events: boolean }) {
  const { now, openPost, card, events } = props;
  const { t } = useTranslator();
  // The control bar's slider sets this screen's speed; the wall's setting until then.
  const [chosenSpeed, setChosenSpeed] = useState<number | null>(null);
  const speed = normalizeWaterfallSpeed(chosenSpeed ?? props.options[waterfallSpeedSetting]);
  const location = usePageLocation();
  const editing = editPreviewLink(location.pathname, location.search).editing;
  const width = useWindowWidth();
  const columns = waterfallColumns(
    props.posts,
    waterfallColumnCount(width, props.postWidth, props.postPadding),
  );
  const [offset, setOffset] = useState(0);
  const motion = useAutoMotion({ options: props.options, controls: props.feed });
  // A remote screen's controls: forward and back scroll one step; its speed slider sets this
  // screen's speed (the spec's reset rule applies).
  useWallControl(props.feed, (event) => {
    const step = controlStep(event);
    if (step !== null) setOffset((value) => Math.max(0, value + step * waterfallScrollStepPx));
    const chosen = sliderValueOf(event, waterfallSpeedSetting);
    if (chosen !== null) setChosenSpeed(normalizeWaterfallSpeed(chosen));
  });

  // Page overflow hidden outside edit modes.
  useEffect(() => {
    if (editing) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [editing]);

  // A live post arrives at the front: show the top again.
  const newest = props.posts[0]?.id;
  useEffect(() => setOffset(0), [newest]);

  const moving = motion.running && props.posts.length > 0;
  const stepMs = waterfallStepMs(speed);
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setOffset((value) => value + waterfallScrollStepPx),
      stepMs,
    );
    return () => window.clearInterval(timer);
  }, [moving, stepMs]);

  const showBar = editing || events;
  const pad = props.postPadding;
  return (
    <section
      className="chorus-theme-waterfall"
      aria-label={t('wallPosts')}
      data-moving={moving ? 'true' : 'false'}
      data-speed={speed}
      data-columns={columns.length}
      data-variant={events ? 'events' : 'standard'}
    >
      <div className="chorus-waterfall-controls" role="group" aria-label={t('waterfallControls')}>
        <PauseButton motion={motion} className="chorus-waterfall-pause" />
        {showBar && (
          <span className="chorus-waterfall-bar" data-testid="waterfall-control-bar">
            <label className="chorus-waterfall-speed">
              <span>{t('waterfallSpeed')}</span>
              <input
                type="range"
                min={minWaterfallSpeed}
                max={maxWaterfallSliderSpeed}
                step={waterfallSliderStep}
                value={Math.min(speed, maxWaterfallSliderSpeed)}
                aria-valuetext={t('waterfallSpeedValue', { speed })}
                onChange={(event) => setChosenSpeed(Number(event.currentTarget.value))}
              />
              <output>{speed}</output>
            </label>
          </span>
        )}
      </div>
      <div
        className="chorus-waterfall-columns"
        style={{ gap: `${pad}px`, padding: `${pad}px` } as CSSProperties}
        {...motion.holdProps}
      >
        {columns.map((column, index) => (
          <ul
            key={index}
            className="chorus-waterfall-column"
            aria-label={t('waterfallColumn', { number: index + 1 })}
            style={{ width: `${props.postWidth}px`, gap: `${pad}px` }}
            ref={(node) => {
              if (!node) return;
              const max = Math.max(0, node.scrollHeight - node.clientHeight);
              node.scrollTop = max === 0 ? 0 : offset % (max + 1);
            }}
          >
            {column.map((post, row) => (
              <li key={post.id} className="chorus-waterfall-item" data-post-id={post.id}>
                <PostCard
                  post={post}
                  now={now}
                  eager={row < 2}
                  priority={row === 0 && index === 0}
                  {...(openPost ? { onOpen: openPost } : {})}
                  {...card}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
