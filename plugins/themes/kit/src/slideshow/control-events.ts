/**
 * The live channel's slideshow and display controls, as themes receive them: a moderator's
 * screen (or the server) publishes one, and every screen showing the wall reacts.
 */
import type { LiveEvent } from '@chorus/core';

/** The live event types that steer a wall rather than change its posts. */
export const wallControlTypes = [
  'forward',
  'back',
  'pause',
  'play',
  'animation',
  'transition',
  'slider',
  'display',
] as const;

/** A control that arrived on the live channel: forward, back, animation, transition, display... */
export type WallControlEvent = Extract<LiveEvent, { type: (typeof wallControlTypes)[number] }>;

/** Receives controls; see `WallFeed.onControl`. */
export type WallControlListener = (event: WallControlEvent) => void;

const controlTypes: ReadonlySet<string> = new Set(wallControlTypes);

/** The control a live event carries, or null for post changes (approve, reject...). */
export function controlEventOf(event: LiveEvent): WallControlEvent | null {
  return controlTypes.has(event.type) ? (event as WallControlEvent) : null;
}

/**
 * The step a control asks of a theme that moves through its posts (slides, a slider's row, a
 * grid's screens, a waterfall's scroll): forward 1, back -1, null for every other control.
 */
export function controlStep(event: WallControlEvent): 1 | -1 | null {
  if (event.type === 'forward') return 1;
  if (event.type === 'back') return -1;
  return null;
}

/**
 * The pause state after a control: `pause` pauses; `play` plays, except on a screen kept still
 * by reduced motion (its visitor's own Play button still starts it); others change nothing.
 */
export function pausedAfterControl(
  event: WallControlEvent,
  state: { readonly paused: boolean; readonly still: boolean },
): boolean {
  if (event.type === 'pause') return true;
  if (event.type === 'play') return state.still ? state.paused : false;
  return state.paused;
}

/**
 * The value of the slider control named `name`, or null when `event` is another control. The
 * theme that owns the setting checks the value with its own rules.
 */
export function sliderValueOf(event: WallControlEvent, name: string): number | null {
  return event.type === 'slider' && event.name === name ? event.value : null;
}

/** A set of control listeners: themes subscribe, the live channel notifies. */
export class ControlListeners {
  readonly #listeners = new Set<WallControlListener>();

  /** Adds a listener; returns its removal. */
  add(listener: WallControlListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** How many listen. */
  get size(): number {
    return this.#listeners.size;
  }

  /** Hands `event` to every listener; one that throws does not stop the others. */
  notify(event: WallControlEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }
}
