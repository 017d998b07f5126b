/**
 * Loads the dashboard's walls: one `/api/feedCount` call gives every wall with its switch, live
 * state, counts and thumbnail (no call per wall).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFeedCount, type FeedCount } from './dashboard-api.ts';
import { failureMessage } from './dashboard-model.ts';
import { useDashboardWords } from './words.ts';

/** What the wall list knows. */
export type WallsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly count: FeedCount };

/** The wall list and a `reload` that resolves once the new list is shown. */
export function useWalls(): { walls: WallsState; reload: () => Promise<void> } {
  const [walls, setWalls] = useState<WallsState>({ status: 'loading' });
  const generation = useRef(0);
  // The failure is said in the owner's language of the moment the list was asked for.
  const words = useDashboardWords();
  const latest = useRef(words);
  latest.current = words;

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    try {
      const count = await fetchFeedCount();
      if (mine !== generation.current) return;
      setWalls({ status: 'ready', count });
    } catch (error) {
      if (mine !== generation.current) return;
      const now = latest.current;
      setWalls({
        status: 'failed',
        message: failureMessage(error, now.core.t('requestProblem'), now),
      });
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  return { walls, reload };
}
