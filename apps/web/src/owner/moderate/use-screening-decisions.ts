/**
 * Which screening rule decided each shown post, what it did, and why. The pending list,
 * batches and the trash carry it on each post; posts from the public feed (the approved tab)
 * and posts an action answered with do not, so their decisions are asked for by id whenever
 * that set of posts changes. A failure shows no reasons (the posts are still listed).
 */
import { useEffect, useMemo, useState } from 'react';
import type { ModerationPost, ModerationScope } from './moderation-api.ts';
import { loadScreeningDecisions } from './screening-api.ts';
import { decisionOf, type ScreeningDecision } from './screening-note.ts';

/** Ids asked for at once (the server's limit). */
const idsPerCall = 100;
const none: ReadonlyMap<string, ScreeningDecision> = new Map();

/** The decisions of the shown posts, by post id; posts no rule decided are absent. */
export function useScreeningDecisions(
  scope: Pick<ModerationScope, 'userName' | 'wlToken'>,
  posts: readonly ModerationPost[],
): ReadonlyMap<string, ScreeningDecision> {
  const [asked, setAsked] = useState(none);
  const { userName, wlToken } = scope;
  const unknownKey = posts
    .filter((post) => post.screened_rule === undefined)
    .map((post) => post.id)
    .join(',');

  useEffect(() => {
    if (unknownKey === '') {
      setAsked(none);
      return;
    }
    const ids = unknownKey.split(',');
    const calls: Promise<Map<string, ScreeningDecision>>[] = [];
    for (let start = 0; start < ids.length; start += idsPerCall) {
      calls.push(
        loadScreeningDecisions({ userName, wlToken }, ids.slice(start, start + idsPerCall)),
      );
    }
    let live = true;
    Promise.all(calls)
      .then((maps) => live && setAsked(new Map(maps.flatMap((map) => [...map]))))
      .catch(() => live && setAsked(none));
    return () => {
      live = false;
    };
  }, [userName, wlToken, unknownKey]);

  return useMemo(() => {
    const decisions = new Map(asked);
    for (const post of posts) {
      const own = decisionOf(post);
      if (own) decisions.set(post.id, own);
    }
    return decisions;
  }, [asked, posts]);
}
