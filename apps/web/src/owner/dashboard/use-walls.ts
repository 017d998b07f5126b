/** Loads the dashboard's walls: `/api/feedCount`, then each wall's profile for its switch. */
import { messages } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchFeedCount,
  fetchProfile,
  type DashboardProfile,
  type FeedCount,
} from './dashboard-api.ts';
import { failureMessage } from './dashboard-model.ts';

/** What the wall list knows. */
export type WallsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly count: FeedCount;
      readonly profiles: ReadonlyMap<string, DashboardProfile>;
    };

/** The wall list and a `reload` that resolves once the new list is shown. */
export function useWalls(): { walls: WallsState; reload: () => Promise<void> } {
  const [walls, setWalls] = useState<WallsState>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    try {
      const count = await fetchFeedCount();
      if (mine !== generation.current) return;
      setWalls((shown) => ({
        status: 'ready',
        count,
        profiles: shown.status === 'ready' ? shown.profiles : new Map(),
      }));
      const answers = await Promise.allSettled(
        count.walls.map((wall) => fetchProfile(wall.user_name)),
      );
      if (mine !== generation.current) return;
      const profiles = new Map<string, DashboardProfile>();
      answers.forEach((answer) => {
        if (answer.status === 'fulfilled') profiles.set(answer.value.user_name, answer.value);
      });
      setWalls({ status: 'ready', count, profiles });
    } catch (error) {
      if (mine !== generation.current) return;
      setWalls({ status: 'failed', message: failureMessage(error, messages.requestProblem) });
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
