/**
 * WCAG 2.2.2 for every auto-moving theme (slideshows, slider autoscroll, waterfall, realtime
 * grid, mosaic): one Pause control every visitor reaches by keyboard, a hold while the post
 * overlay is open or focus or the pointer is inside the posts, and no auto-movement under
 * `prefers-reduced-motion` unless the wall's owner turned "ignore reduced motion" on (an event
 * screen). The kit's one copy; each theme wires it to its own timer.
 */
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useTranslator } from './i18n/language.tsx';
import { usePrefersReducedMotion } from './motion.ts';
import { pausedAfterControl } from './slideshow/control-events.ts';
import type { WallFeed } from './use-wall-feed.ts';
import { useWallControl } from './use-wall-control.ts';

/** The display setting an event screen turns on to keep moving under reduced motion. */
export const ignoreReducedMotionKey = 'ignoreReducedMotion';

/** Whether a theme's options turn "ignore reduced motion" on. */
export function ignoresReducedMotion(options: unknown): boolean {
  return (
    typeof options === 'object' &&
    options !== null &&
    (options as Record<string, unknown>)[ignoreReducedMotionKey] === true
  );
}

/** The motion option read without zod, as `motionOptionsShape()` reads it (default off). */
export function readMotionOptions(stored: unknown): { readonly ignoreReducedMotion: boolean } {
  return { ignoreReducedMotion: ignoresReducedMotion(stored) };
}

/** Whether a post overlay (an open `<dialog>`) is on the page, kept current. */
export function useOverlayOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector('dialog[open]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Spread on the element holding the posts: focus or the pointer inside holds the motion. */
export interface MotionHoldProps {
  onFocus(): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

/** What {@link useAutoMotion} reads. */
export interface AutoMotionOptions {
  /** The theme's options (for "ignore reduced motion"). */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * A pause the theme keeps itself (a slideshow's play state, which the live channel also
   * drives); without it the hook keeps its own.
   */
  readonly paused?: boolean;
  readonly setPaused?: (paused: boolean) => void;
  /**
   * The wall's feed: the live channel's `pause` and `play` controls (a remote screen) then
   * pause and play this screen as its own button does.
   */
  readonly controls?: Pick<WallFeed, 'onControl'>;
}

/** What an auto-moving theme asks before each step. */
export interface AutoMotion {
  /** The visitor paused (or reduced motion started it paused). */
  readonly paused: boolean;
  /** Pause or play. */
  toggle(): void;
  /** The overlay is open, or focus or the pointer is inside the posts. */
  readonly held: boolean;
  /** Reduced motion is asked for and the wall does not ignore it. */
  readonly still: boolean;
  /** Whether to move now: not paused and not held. */
  readonly running: boolean;
  readonly holdProps: MotionHoldProps;
}

/**
 * The pause state of an auto-moving theme. Under reduced motion (not ignored) it starts paused,
 * so nothing moves until the visitor presses Play. With `controls`, a remote screen's pause and
 * play reach it too.
 */
export function useAutoMotion({
  options,
  paused,
  setPaused,
  controls,
}: AutoMotionOptions): AutoMotion {
  const [ownPaused, setOwnPaused] = useState(false);
  const isPaused = paused ?? ownPaused;
  const pause = setPaused ?? setOwnPaused;
  const reduced = usePrefersReducedMotion();
  const still = reduced && !ignoresReducedMotion(options);
  const [focused, setFocused] = useState(false);
  const [pointed, setPointed] = useState(false);
  const overlay = useOverlayOpen();

  const pauseRef = useStableCallback(pause);
  useEffect(() => {
    if (still) pauseRef(true);
  }, [still, pauseRef]);

  useWallControl(controls, (event) => {
    const next = pausedAfterControl(event, { paused: isPaused, still });
    if (next !== isPaused) pause(next);
  });

  const held = overlay || focused || pointed;
  return {
    paused: isPaused,
    toggle: () => pause(!isPaused),
    held,
    still,
    running: !isPaused && !held,
    holdProps: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onPointerEnter: () => setPointed(true),
      onPointerLeave: () => setPointed(false),
    },
  };
}

function useStableCallback<T extends (...args: never[]) => void>(callback: T): T {
  const [ref] = useState<{ current: T }>(() => ({ current: callback }));
  ref.current = callback;
  return useCallback(((...args) => ref.current(...args)) as T, [ref]);
}

/** The Pause/Play button of an auto-moving theme (a toggle button, in the theme's style). */
export function PauseButton({ motion, className }: { motion: AutoMotion; className: string }) {
  const { t } = useTranslator();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={motion.paused}
      data-motion={motion.running ? 'running' : motion.paused ? 'paused' : 'held'}
      onClick={motion.toggle}
    >
      {motion.paused ? t('slideshowPlay') : t('slideshowPause')}
    </button>
  );
}
