/** What the control bar's keys and links do, as pure functions of the key and the address. */
import type { SlideshowAction } from './slideshow-state.ts';

/** Who steers: `full` (owner, `slideshowctrl=true`) or `reduced` (no keys, no click navigation). */
export type SlideshowControls = 'full' | 'reduced';

/** Slide times the transition select offers, in ms (the current one is added when missing). */
export const transitionChoicesMs = [5000, 10_000, 15_000, 20_000, 30_000, 60_000] as const;

/** The transition choices with `current` among them, in order. */
export function transitionChoices(current: number): number[] {
  return [...new Set([...transitionChoicesMs, current])].sort((a, b) => a - b);
}

/**
 * The slideshow action of a key: space plays or pauses, left and right arrows move. Reduced
 * viewers get none, and keys typed into a field or pressed on a bar button keep their meaning.
 */
export function keyAction(
  key: string,
  controls: SlideshowControls,
  target: { readonly tagName?: string; readonly isContentEditable?: boolean } | null,
): SlideshowAction | null {
  if (controls !== 'full') return null;
  const tag = target?.tagName?.toUpperCase() ?? '';
  if (target?.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(tag)) return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      // Space on a focused button presses that button instead.
      return tag === 'BUTTON' || tag === 'A' ? null : { type: 'togglePlay' };
    case 'ArrowRight':
      return { type: 'forward' };
    case 'ArrowLeft':
      return { type: 'back' };
    default:
      return null;
  }
}

/**
 * The edit/preview switch of the bar: from a wall address to its `/edit` view, and from an
 * edit view back to the public wall, keeping the query string.
 */
export function editPreviewLink(
  pathname: string,
  search: string,
): { readonly href: string; readonly editing: boolean } {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const at = segments.indexOf('edit');
  const editing = at > 0;
  const path = editing ? segments.slice(0, at) : [...segments, 'edit'];
  return { href: `/${path.join('/')}${search}`, editing };
}
