/**
 * When the slideshow control bar shows: on mouse move (or a key, or focus inside it), and it
 * hides once idle, checked every 2 s (the spec). A pure machine; `useControlBar` runs the clock.
 */
import { controlBarIdleCheckMs } from '@chorus/core/rules';

/** The bar's visibility. */
export interface ControlBarState {
  readonly visible: boolean;
  /** When the viewer last moved the mouse or pressed a key, in ms. */
  readonly lastActivity: number;
  /** The pointer is over the bar or focus is inside it: it stays. */
  readonly engaged: boolean;
  /** Held open (the show is paused, so the play button stays at hand). */
  readonly held: boolean;
}

/** What happens around the bar. */
export type ControlBarAction =
  | { readonly type: 'activity'; readonly now: number }
  | { readonly type: 'check'; readonly now: number }
  | { readonly type: 'engaged'; readonly engaged: boolean; readonly now: number }
  | { readonly type: 'held'; readonly held: boolean; readonly now: number };

/** The bar as the page opens: shown, so viewers learn it is there, then hidden when idle. */
export function initialControlBarState(now: number): ControlBarState {
  return { visible: true, lastActivity: now, engaged: false, held: false };
}

/** Idle long enough to hide: a full check period without activity. */
export function isIdle(state: ControlBarState, now: number, idleMs = controlBarIdleCheckMs) {
  return !state.engaged && !state.held && now - state.lastActivity >= idleMs;
}

/** The next visibility. */
export function controlBarReducer(
  state: ControlBarState,
  action: ControlBarAction,
): ControlBarState {
  switch (action.type) {
    case 'activity':
      return { ...state, visible: true, lastActivity: action.now };
    case 'check':
      return state.visible && isIdle(state, action.now) ? { ...state, visible: false } : state;
    case 'engaged':
      return action.engaged
        ? { ...state, engaged: true, visible: true }
        : { ...state, engaged: false, lastActivity: action.now };
    case 'held':
      return action.held
        ? { ...state, held: true, visible: true }
        : { ...state, held: false, lastActivity: action.now };
  }
}
