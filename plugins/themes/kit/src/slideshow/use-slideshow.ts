/**
 * The slideshow hook the slide themes share: the state machine, its auto-advance timer, the
 * live channel's controls (forward, back, animation, transition, display) and the slides.
 */
import type { LivePost } from '@chorus/core';
import { recurringSlidesOf } from '@chorus/core/rules';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAutoMotion, type AutoMotion } from '../auto-motion.tsx';
import { wallPostFromLive } from '../live-queue.ts';
import type { WallFeed } from '../use-wall-feed.ts';
import type { WallPost } from '../wall-data.ts';
import type { WallControlEvent } from './control-events.ts';
import {
  animationName,
  initialSlideshowState,
  slideshowReducer,
  type SlideshowAction,
  type SlideshowSettings,
  type SlideshowState,
} from './slideshow-state.ts';

/** What {@link useSlideshow} needs. */
export interface UseSlideshowOptions {
  /** The posts to show, in order (the theme may filter them first). */
  readonly posts: readonly WallPost[];
  /** The wall's feed: its live controls, and its next page when the show nears the end. */
  readonly feed: Pick<WallFeed, 'onControl'> & Partial<Pick<WallFeed, 'hasMore' | 'loadMore'>>;
  /** Transition delay and animation from the theme's options. */
  readonly settings: SlideshowSettings;
  /** Which posts a `display` control may add to the show (Ken Burns with imagesOnly: pictures). */
  readonly accepts?: (post: WallPost) => boolean;
  /** The theme's options, for "ignore reduced motion" (an event screen). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** What {@link useSlideshow} returns. */
export interface Slideshow {
  readonly state: SlideshowState;
  /** Every slide, in order. */
  readonly slides: readonly WallPost[];
  /** The slide shown, or null before any post loaded. */
  readonly current: WallPost | null;
  /** The name of the animation in use, e.g. `fadeInUp`. */
  readonly animation: string;
  /** Applies an action (forward, back, togglePlay, animation, transition...). */
  dispatch(action: SlideshowAction): void;
  /**
   * The pause (the play state), the hold while the overlay is open or focus or the pointer is
   * on the slide, and reduced motion (the show starts paused unless the wall ignores it).
   */
  readonly motion: AutoMotion;
}

/**
 * The slideshow action a live control asks for; `display` is handled with its post, `pause`
 * and `play` by the show's motion (useAutoMotion), which knows about reduced motion.
 */
export function actionForControl(event: WallControlEvent): SlideshowAction | null {
  switch (event.type) {
    case 'forward':
      return { type: 'forward' };
    case 'back':
      return { type: 'back' };
    case 'animation':
      return { type: 'animation', index: event.index };
    case 'transition':
      return { type: 'transition', ms: event.ms };
    case 'display':
      return { type: 'display', id: event.post.id };
    default:
      return null;
  }
}

/** Runs a slideshow over `posts`. */
export function useSlideshow({
  posts,
  feed,
  settings,
  accepts,
  options = {},
}: UseSlideshowOptions): Slideshow {
  // The first page's slides are in the first state, so a server render (which runs no
  // effects) already draws the first slide, and the hydrating render draws the same one.
  const [state, dispatch] = useReducer(slideshowReducer, settings, (first) =>
    slideshowReducer(initialSlideshowState(first), {
      type: 'slides',
      ids: posts.map((post) => post.id),
      recurring: recurringSlidesOf(posts),
    }),
  );
  // Posts a moderator displayed that the feed does not hold (beyond its first page).
  const [displayed, setDisplayed] = useState<readonly WallPost[]>([]);
  const slides = useMemo(() => {
    const ids = new Set(posts.map((post) => post.id));
    return [...posts, ...displayed.filter((post) => !ids.has(post.id))];
  }, [posts, displayed]);
  const slideKey = slides.map((post) => post.id).join('\n');
  // Which slides recur (the feed's recur_frequency and recur_offset), as a stable key.
  const recurringKey = JSON.stringify(recurringSlidesOf(slides));

  useEffect(() => {
    dispatch({
      type: 'slides',
      ids: slideKey === '' ? [] : slideKey.split('\n'),
      recurring: JSON.parse(recurringKey) as ReturnType<typeof recurringSlidesOf>,
    });
  }, [slideKey, recurringKey]);

  // Options changed (the owner saved new display settings).
  useEffect(() => {
    if (settings.transitionDelay !== undefined) {
      dispatch({ type: 'transition', ms: settings.transitionDelay });
    }
  }, [settings.transitionDelay]);
  useEffect(() => {
    if (settings.animationIndex !== undefined) {
      dispatch({ type: 'animation', index: settings.animationIndex });
    }
  }, [settings.animationIndex]);

  const setPaused = useCallback(
    (paused: boolean) => dispatch({ type: paused ? 'pause' : 'play' }),
    [],
  );
  // Pause and play from the live channel go through the motion, as the Pause button does.
  const motion = useAutoMotion({ options, paused: !state.playing, setPaused, controls: feed });

  // Auto-advance: each slide (each step) gets the whole transition delay; a hold (overlay,
  // focus or pointer on the slide) restarts it once released.
  const slideCount = state.ids.length;
  const running = motion.running;
  useEffect(() => {
    if (!running || slideCount < 2) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), state.transitionDelay);
    return () => clearTimeout(timer);
  }, [state.step, running, state.transitionDelay, slideCount]);

  // Near the last slide, the next page is fetched, so the show runs over the whole wall
  // before wrapping around (the feed ignores a request while one is under way).
  const { hasMore, loadMore } = feed;
  const nearEnd = slideCount > 0 && state.index >= slideCount - 2;
  useEffect(() => {
    if (nearEnd && hasMore) loadMore?.();
  }, [nearEnd, hasMore, loadMore]);

  const acceptsRef = useRef(accepts);
  acceptsRef.current = accepts;
  const { onControl } = feed;
  useEffect(
    () =>
      onControl((event) => {
        if (event.type === 'display') {
          const post = wallPostFromLive(event.post as LivePost);
          if (acceptsRef.current && !acceptsRef.current(post)) return;
          setDisplayed((shown) =>
            shown.some((item) => item.id === post.id) ? shown : [...shown, post],
          );
          // Shown now if it is a slide already, else as soon as the slides include it.
          dispatch({ type: 'display', id: post.id });
          return;
        }
        const action = actionForControl(event);
        if (action) dispatch(action);
      }),
    [onControl],
  );

  const current = slides.find((post) => post.id === state.currentId) ?? null;
  const stableDispatch = useCallback((action: SlideshowAction) => dispatch(action), []);
  return {
    state,
    slides,
    current,
    animation: animationName(state.animationIndex),
    dispatch: stableDispatch,
    motion,
  };
}
