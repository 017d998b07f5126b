import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslator } from '../i18n/language.tsx';
import { keyAction, type SlideshowControls } from './control-actions.ts';
import { SlideshowControlBar } from './SlideshowControlBar.tsx';
import { usePageLocation } from '../use-page-location.ts';
import { useControlBar } from './use-control-bar.ts';
import { useFullscreen } from './use-fullscreen.ts';
import type { Slideshow } from './use-slideshow.ts';

/** Props of {@link SlideshowFrame}. */
export interface SlideshowFrameProps {
  readonly slideshow: Slideshow;
  /** `full` steers with keys, clicks and the whole bar; `reduced` only watches. */
  readonly controls: SlideshowControls;
  /** The theme's own class, e.g. `chorus-qa`. */
  readonly className: string;
  /** The slide shown (the theme draws `slideshow.current`). */
  readonly children: ReactNode;
  /** Beside the stage: e.g. the Q&A's next questions. */
  readonly aside?: ReactNode;
  /**
   * True (default): the frame wraps the slide, re-mounted and brought in with the chosen CSS
   * animation on every change. False: the theme draws its own transition (Ken Burns
   * cross-fades), so `children` stay mounted across changes.
   */
  readonly animate?: boolean;
}

// A click on these keeps its own meaning instead of moving the show.
const interactive = 'a, button, select, input, label, textarea, iframe, video, dialog';

/**
 * The full-window frame the slide themes share: the stage with the slide shown (re-mounted,
 * so re-animated, on every change), the control bar, the keys (space plays or pauses, arrows
 * move; full control only) and a click on the stage moving forward (full control only).
 */
export function SlideshowFrame(props: SlideshowFrameProps) {
  const { slideshow, controls, animate = true } = props;
  const { t } = useTranslator();
  const { state, dispatch, current } = slideshow;
  const frame = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(frame);
  // A paused show keeps the bar shown, so the Play button stays at hand.
  const bar = useControlBar(!state.playing);
  const { onActivity } = bar;
  const location = usePageLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      onActivity();
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = keyAction(event.key, controls, event.target as HTMLElement | null);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controls, dispatch, onActivity]);

  const onStageClick = (event: MouseEvent<HTMLElement>) => {
    if (controls !== 'full') return;
    if ((event.target as Element).closest(interactive)) return;
    dispatch({ type: 'forward' });
  };

  return (
    <section
      ref={frame}
      className={`chorus-slideshow ${props.className}`}
      aria-roledescription={t('slideshowCarousel')}
      aria-label={t('slideshowRegion')}
      data-controls={controls}
      data-playing={state.playing ? 'true' : 'false'}
      data-current-id={current?.id}
      onMouseMove={onActivity}
    >
      <div
        className="chorus-slide-stage"
        onClick={onStageClick}
        data-motion={slideshow.motion.running ? 'running' : state.playing ? 'held' : 'paused'}
        {...slideshow.motion.holdProps}
      >
        {!animate && props.children}
        {animate && current && (
          <div
            key={`${state.step}-${current.id}`}
            className={`chorus-slide chorus-anim-${slideshow.animation}`}
            data-post-id={current.id}
            data-animation={slideshow.animation}
            aria-roledescription={t('slideshowSlide')}
            aria-live={state.playing ? 'off' : 'polite'}
          >
            {props.children}
          </div>
        )}
      </div>
      {props.aside}
      <SlideshowControlBar
        state={state}
        dispatch={dispatch}
        controls={controls}
        visible={bar.visible}
        fullscreen={fullscreen}
        onEngaged={bar.onEngaged}
        location={location}
      />
    </section>
  );
}
