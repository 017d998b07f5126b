/**
 * The slideshow as a pure state machine: which slide shows, whether it plays, how long a
 * slide stays and which animation brings it in. `useSlideshow` drives it with timers, keys
 * and live controls; the Slideshow, Ken Burns and Q&A themes only read it.
 */
import {
  defaultTransitionDelayMs,
  dueRecurringSlide,
  slideshowAnimations,
  wrapSlideIndex,
  type RecurringSlide,
} from '@chorus/core/rules';

/** The shortest time a slide stays, in ms: the live channel's `transition` floor is lower. */
export const minTransitionDelayMs = 1000;
/** The longest time a slide stays, in ms (an hour, as the live channel allows). */
export const maxTransitionDelayMs = 3_600_000;

/** Where the slideshow is. */
export interface SlideshowState {
  /** Ids of the slides, in showing order. */
  readonly ids: readonly string[];
  /** Index of the slide shown (0 when there is none). */
  readonly index: number;
  /** Id of the slide shown, so inserts and removals elsewhere do not move it. */
  readonly currentId: string | null;
  /** Auto-advance is on. */
  readonly playing: boolean;
  /** Index into core's nine `slideshowAnimations`. */
  readonly animationIndex: number;
  /** How long a slide stays, in ms. */
  readonly transitionDelay: number;
  /** Posts that arrived live while the show ran: shown next, first come first shown. */
  readonly upNext: readonly string[];
  /** Counts slide changes: a new value restarts the slide's animation and its timer. */
  readonly step: number;
  /** Which way the last change went: 1 forward, -1 back. */
  readonly direction: 1 | -1;
  /** A post asked for by `display` before it was among the slides: shown once it is. */
  readonly pendingId: string | null;
  /** Slides that come back on their own (core's recurrence: frequency and offset). */
  readonly recurring: readonly RecurringSlide[];
  /** How many slides have shown since the show started (the first slide is 0). */
  readonly shown: number;
  /** For each slide id, the value of `shown` when it last showed. */
  readonly lastShown: Readonly<Record<string, number>>;
  /** Where the rotation goes on after a recurring slide shown out of turn. */
  readonly resumeId: string | null;
}

/** What can happen to a slideshow. */
export type SlideshowAction =
  /** The posts changed (first page, live insert or removal, next page), and which recur. */
  | {
      readonly type: 'slides';
      readonly ids: readonly string[];
      readonly recurring?: readonly RecurringSlide[];
    }
  /** Next slide (a live arrival first, else the next one, wrapping around). */
  | { readonly type: 'forward' }
  /** Previous slide, wrapping around. */
  | { readonly type: 'back' }
  /** The transition delay ran out: forward, when playing. */
  | { readonly type: 'tick' }
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'togglePlay' }
  | { readonly type: 'animation'; readonly index: number }
  | { readonly type: 'transition'; readonly ms: number }
  /** Show this post now (a moderator's `display`); waits for it to be among the slides. */
  | { readonly type: 'display'; readonly id: string };

/** Settings a slideshow starts from (the theme's options). */
export interface SlideshowSettings {
  readonly transitionDelay?: number;
  readonly animationIndex?: number;
  /** Starts paused. */
  readonly paused?: boolean;
}

/** A transition delay within bounds; anything unreadable is the spec's 15000 ms. */
export function clampTransitionDelay(ms: unknown): number {
  const value = typeof ms === 'string' && ms.trim() !== '' ? Number(ms) : ms;
  if (typeof value !== 'number' || !Number.isFinite(value)) return defaultTransitionDelayMs;
  return Math.round(Math.min(Math.max(value, minTransitionDelayMs), maxTransitionDelayMs));
}

/** An animation index among the nine; anything else is the first (fadeInUp). */
export function clampAnimationIndex(index: unknown): number {
  const value = typeof index === 'string' && index.trim() !== '' ? Number(index) : index;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value < slideshowAnimations.length
      ? value
      : 0
    : 0;
}

/** The name of an animation index, e.g. `fadeInUp`. */
export function animationName(index: number): (typeof slideshowAnimations)[number] {
  return slideshowAnimations[clampAnimationIndex(index)] ?? 'fadeInUp';
}

/** A slideshow before any post loaded. */
export function initialSlideshowState(settings: SlideshowSettings = {}): SlideshowState {
  return {
    ids: [],
    index: 0,
    currentId: null,
    playing: settings.paused !== true,
    animationIndex: clampAnimationIndex(settings.animationIndex),
    transitionDelay: clampTransitionDelay(settings.transitionDelay),
    upNext: [],
    step: 0,
    direction: 1,
    pendingId: null,
    recurring: [],
    shown: 0,
    lastShown: {},
    resumeId: null,
  };
}

function showIndex(state: SlideshowState, index: number, direction: 1 | -1): SlideshowState {
  const currentId = state.ids[index] ?? null;
  const shown = state.shown + 1;
  return {
    ...state,
    index,
    currentId,
    upNext: state.upNext.filter((id) => id !== currentId),
    step: state.step + 1,
    direction,
    pendingId: null,
    shown,
    lastShown: currentId === null ? state.lastShown : { ...state.lastShown, [currentId]: shown },
    resumeId: null,
  };
}

function forward(state: SlideshowState): SlideshowState {
  if (state.ids.length === 0) return state;
  const arrival = state.upNext.find((id) => id !== state.currentId && state.ids.includes(id));
  if (arrival !== undefined) return showIndex(state, state.ids.indexOf(arrival), 1);
  // A recurring slide that is due comes next; the rotation then goes on where it was.
  const due = dueRecurringSlide({
    recurring: state.recurring.filter((slide) => state.ids.includes(slide.id)),
    shown: state.shown + 1,
    lastShown: state.lastShown,
    currentId: state.currentId,
  });
  if (due !== null) {
    const resumeId = state.resumeId ?? state.currentId;
    return { ...showIndex(state, state.ids.indexOf(due), 1), resumeId };
  }
  if (state.ids.length === 1) return state;
  const from =
    state.resumeId !== null && state.ids.includes(state.resumeId)
      ? state.ids.indexOf(state.resumeId)
      : state.index;
  return showIndex(state, wrapSlideIndex(from, 1, state.ids.length), 1);
}

function withSlides(
  state: SlideshowState,
  ids: readonly string[],
  recurring: readonly RecurringSlide[] = state.recurring,
): SlideshowState {
  const next = { ...placeSlides(state, ids), recurring };
  return next.pendingId !== null && next.ids.includes(next.pendingId)
    ? showIndex(next, next.ids.indexOf(next.pendingId), 1)
    : next;
}

function placeSlides(state: SlideshowState, ids: readonly string[]): SlideshowState {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ...state, ids: [], index: 0, currentId: null, upNext: [] };
  if (state.currentId === null) {
    const first = unique[0] ?? null;
    const lastShown =
      first === null ? state.lastShown : { ...state.lastShown, [first]: state.shown };
    return { ...state, ids: unique, index: 0, currentId: first, upNext: [], lastShown };
  }
  const known = new Set(state.ids);
  const at = unique.indexOf(state.currentId);
  // Posts inserted before the slide shown arrived live: they are shown next rather than
  // waiting for the whole round. Posts appended after it (a next page) join the rotation.
  const arrivals = at === -1 ? [] : unique.slice(0, at).filter((id) => !known.has(id));
  const present = new Set(unique);
  const upNext = [...state.upNext.filter((id) => present.has(id)), ...arrivals];
  if (at !== -1) return { ...state, ids: unique, index: at, upNext };
  // The slide shown was removed: show what now stands in its place.
  const index = Math.min(state.index, unique.length - 1);
  return {
    ...state,
    ids: unique,
    index,
    currentId: unique[index] ?? null,
    upNext: upNext.filter((id) => id !== unique[index]),
    step: state.step + 1,
  };
}

/** The next slideshow state. */
export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'slides':
      return withSlides(state, action.ids, action.recurring);
    case 'forward':
      return forward(state);
    case 'back':
      return state.ids.length <= 1
        ? state
        : showIndex(state, wrapSlideIndex(state.index, -1, state.ids.length), -1);
    case 'tick':
      return state.playing ? forward(state) : state;
    case 'play':
      return state.playing ? state : { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'togglePlay':
      return { ...state, playing: !state.playing };
    case 'animation':
      return { ...state, animationIndex: clampAnimationIndex(action.index) };
    case 'transition':
      return { ...state, transitionDelay: clampTransitionDelay(action.ms) };
    case 'display': {
      const index = state.ids.indexOf(action.id);
      return index === -1 ? { ...state, pendingId: action.id } : showIndex(state, index, 1);
    }
  }
}

/**
 * Ids of the next `count` slides, in the order they will show: live arrivals first, then the
 * rotation after the current slide, wrapping around, never the current one.
 */
export function upcomingIds(state: SlideshowState, count: number): string[] {
  const order = [
    ...state.upNext,
    ...state.ids.slice(state.index + 1),
    ...state.ids.slice(0, state.index),
  ];
  return [...new Set(order)].filter((id) => id !== state.currentId).slice(0, count);
}
