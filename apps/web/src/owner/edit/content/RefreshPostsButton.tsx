/**
 * The spec's refresh-posts button: asks for a crawl of every source shown, spins and stays
 * locked for `refreshLockMs` (5 s), then reloads the posts.
 */
import { refreshLockMs } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link RefreshPostsButton}. */
export interface RefreshPostsButtonProps {
  /** Starts the refresh at the click (crawl requests); failures are reported by the caller. */
  readonly onRefresh?: () => Promise<unknown>;
  /** Called when the lock ends: reload the posts. */
  readonly onUnlocked: () => void;
  readonly disabled?: boolean;
}

/** The button. */
export function RefreshPostsButton({ onRefresh, onUnlocked, disabled }: RefreshPostsButtonProps) {
  const translator = useTranslator();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function refresh() {
    if (locked) return;
    setLocked(true);
    void (onRefresh?.() ?? Promise.resolve()).finally(() => {
      timer.current = setTimeout(() => {
        setLocked(false);
        onUnlocked();
      }, refreshLockMs);
    });
  }

  return (
    <button
      type="button"
      className={`refresh-posts${locked ? ' refresh-posts--spinning' : ''}`}
      aria-busy={locked || undefined}
      disabled={locked || disabled}
      onClick={refresh}
    >
      <span className="refresh-posts__icon" aria-hidden="true">
        ⟳
      </span>{' '}
      {translator.t('feedRefreshPosts')}
    </button>
  );
}
