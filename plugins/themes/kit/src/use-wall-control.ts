/**
 * A theme's one way to follow the live channel's controls (forward, back, pause, play, sliders,
 * display): it listens through the wall feed's `onControl`, so every screen of a wall shares the
 * feed's one socket, and the newest listener the component rendered is always the one called.
 */
import { useEffect, useRef } from 'react';
import type { WallControlListener } from './slideshow/control-events.ts';
import type { WallFeed } from './use-wall-feed.ts';

/** A feed without controls (a server render, a theme preview): nobody ever calls the listener. */
export const noWallControls: Pick<WallFeed, 'onControl'> = { onControl: () => () => undefined };

/** Calls `listener` with each control the wall's live channel brings while mounted. */
export function useWallControl(
  feed: Pick<WallFeed, 'onControl'> | undefined,
  listener: WallControlListener,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  const { onControl } = feed ?? noWallControls;
  useEffect(() => onControl((event) => latest.current(event)), [onControl]);
}
