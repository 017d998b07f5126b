/**
 * Live push that follows the wall's live-update passes while the page is open. The server
 * sends the passes' windows in seconds from its answer (`realtime_windows`); a wall shown before
 * a pass starts turns live at its start and stops at its end without asking the server again.
 * With no window, the profile's `realtime` (the switch or the plan) holds.
 */
import { useEffect, useRef, useState } from 'react';

/** `[from, to)` in seconds from the profile's answer; a running window starts below zero. */
export type PassWindows = readonly (readonly [number, number])[];

/** Whether live push is on `elapsed` seconds after the answer. */
export function liveAt(base: boolean, windows: PassWindows | undefined, elapsed: number): boolean {
  if (!windows || windows.length === 0) return base;
  return windows.some(([from, to]) => from <= elapsed && elapsed < to);
}

/** The next moment after `elapsed` when live push may change, or null. */
export function nextPassChange(windows: PassWindows, elapsed: number): number | null {
  let next: number | null = null;
  for (const edge of windows.flat()) {
    if (edge > elapsed && (next === null || edge < next)) next = edge;
  }
  return next;
}

/** The longest wait a browser timer takes (about 24.8 days); a later change waits again. */
const longestTimerMs = 2_147_483_647;

/** Live push now, moving with the pass windows (the page's first render is the server's). */
export function usePassLive(base: boolean, windows: PassWindows | undefined): boolean {
  const [seen, setSeen] = useState({ windows, elapsed: 0 });
  const elapsed = seen.windows === windows ? seen.elapsed : 0;
  const arrived = useRef<{ windows: PassWindows | undefined; at: number } | null>(null);
  useEffect(() => {
    if (!windows || windows.length === 0) return;
    if (arrived.current?.windows !== windows) arrived.current = { windows, at: Date.now() };
    const now = (Date.now() - arrived.current.at) / 1000;
    const next = nextPassChange(windows, Math.max(now, elapsed));
    if (next === null) return;
    const wait = Math.min((next - now) * 1000, longestTimerMs);
    const timer = setTimeout(
      () => setSeen({ windows, elapsed: wait === longestTimerMs ? now + wait / 1000 : next }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [windows, elapsed]);
  return liveAt(base, windows, elapsed);
}
