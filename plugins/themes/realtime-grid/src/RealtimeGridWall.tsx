import {
  controlStep,
  editPreviewLink,
  PauseButton,
  PostCard,
  useAutoMotion,
  usePageLocation,
  useWallControl,
  useWindowAreaBelow,
  type WallThemeProps,
  useTranslator,
} from '@chorus/theme-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  chosenFromSlider,
  gridSliders,
  isResizeKey,
  sliderValue,
  steppedStart,
  withChosenValues,
  type ChosenGridValues,
} from './controls.ts';
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
 * and focus or the pointer inside the grid. In edit modes and with full controls (the owner,
 * `slideshowctrl=true`) a control bar sets this screen's grid width, height and padding, and the
 * up/down keys (outside text fields and sliders) trigger the grid's resize. A remote screen's
 * pause, play, forward, back and grid sliders reach every open grid over the live channel.
 */
export default function RealtimeGridWall(props: WallThemeProps) {
  const { posts, now, openPost, card } = props;
  const { t, text } = useTranslator();
  // The control bar's sliders set this screen's grid; the wall's settings until then.
  const [chosen, setChosen] = useState<ChosenGridValues>({});
  const stored = useMemo(() => readGridOptions(props.options), [props.options]);
  const options = withChosenValues(stored, chosen);
  const location = usePageLocation();
  const editing = editPreviewLink(location.pathname, location.search).editing;
  const showBar = editing || props.view.controls === 'full';
  const [start, setStart] = useState(0);
  const motion = useAutoMotion({ options: props.options, controls: props.feed });
  const rootRef = useRef<HTMLDivElement>(null);
  const viewport: Viewport = useWindowAreaBelow(rootRef, firstViewport);

  const layout = layoutGrid(viewport, options);
  const cells = layout.fits ? layout.columns * layout.rows : 0;

  // A remote screen's controls: forward and back show the next or previous screen of cells; its
  // grid sliders set this screen's grid, as the control bar's do.
  useWallControl(props.feed, (event) => {
    const step = controlStep(event);
    if (step !== null) setStart((current) => steppedStart(posts.length, cells, current, step));
    const picked = event.type === 'slider' ? chosenFromSlider(event.name, event.value) : null;
    if (picked !== null) setChosen((current) => ({ ...current, ...picked }));
  });

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

  // Up/down keys trigger the grid's resize: the window area is measured and the grid fitted again.
  useEffect(() => {
    if (!showBar) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const press = {
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        targetTag: target?.tagName,
        targetType: target instanceof HTMLInputElement ? target.type : undefined,
        targetEditable: target?.isContentEditable ?? false,
        targetRole: target?.getAttribute('role'),
      };
      if (!isResizeKey(press)) return;
      event.preventDefault();
      window.dispatchEvent(new Event('resize'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showBar]);

  const bar = showBar && (
    <div
      className="chorus-realtime-grid-bar"
      role="group"
      aria-label={t('gridControls')}
      data-testid="realtime-grid-control-bar"
    >
      {gridSliders.map((slider) => {
        const value = options[slider.key];
        return (
          <label key={slider.key} className="chorus-realtime-grid-slider">
            <span>{t(slider.labelKey)}</span>
            <input
              type="range"
              min={slider.min}
              max={slider.max}
              step={slider.step}
              value={sliderValue(slider, value)}
              aria-valuetext={t('gridPixels', { value })}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                setChosen((current) => ({ ...current, [slider.key]: next }));
              }}
            />
            <output>{t('gridPixels', { value })}</output>
          </label>
        );
      })}
      <span className="chorus-realtime-grid-hint">{t('gridRefitHint')}</span>
    </div>
  );

  if (!layout.fits) {
    return (
      <>
        {bar}
        <div ref={rootRef} className="chorus-theme-realtime-grid">
          <p className="chorus-realtime-grid-error" role="alert">
            {text(layout.error.key, layout.error.params)}
          </p>
        </div>
      </>
    );
  }

  const shown = cellPosts(posts, cells, start);
  const pad = options.gridpadding;
  return (
    <>
      {bar}
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
          aria-label={t('wallPosts')}
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
    </>
  );
}
