/** Runs the control bar's visibility machine: activity, the 2 s idle check, engagement. */
import { controlBarIdleCheckMs } from '@chorus/core/rules';
import { useCallback, useEffect, useReducer } from 'react';
import { controlBarReducer, initialControlBarState } from './control-bar-state.ts';

/** What the slideshow frame wires to the bar. */
export interface ControlBarVisibility {
  readonly visible: boolean;
  /** The viewer moved the mouse or pressed a key. */
  onActivity(): void;
  /** The pointer entered or left the bar, or focus moved in or out of it. */
  onEngaged(engaged: boolean): void;
}

/** The bar's visibility; `held` keeps it shown (a paused show). */
export function useControlBar(held: boolean): ControlBarVisibility {
  const [state, dispatch] = useReducer(controlBarReducer, Date.now(), initialControlBarState);
  useEffect(() => {
    const timer = setInterval(
      () => dispatch({ type: 'check', now: Date.now() }),
      controlBarIdleCheckMs,
    );
    return () => clearInterval(timer);
  }, []);
  useEffect(() => dispatch({ type: 'held', held, now: Date.now() }), [held]);
  const onActivity = useCallback(() => dispatch({ type: 'activity', now: Date.now() }), []);
  const onEngaged = useCallback(
    (engaged: boolean) => dispatch({ type: 'engaged', engaged, now: Date.now() }),
    [],
  );
  return { visible: state.visible, onActivity, onEngaged };
}
