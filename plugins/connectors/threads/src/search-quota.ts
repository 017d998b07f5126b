/**
 * Threads' keyword-search limit: each account may send 2,200 queries in a rolling 24 hours,
 * whichever app sends them, and a query counts from the moment it is sent (one that finds
 * nothing does not count). Chorus counts the searches each signed-in account made in the
 * window, shows the count beside the source, and stops searching before the limit.
 *
 * The count is per account, not per source: every source signed in with one account shares
 * one ledger. The ledger lives in this process (shared by every source it crawls) and each
 * search source keeps a copy of its account's ledger in its cursor, so a restart or another
 * worker process learns the searches back from the next cursor it reads.
 */
import { randomInt } from 'node:crypto';
import type { SourceQuota } from '@chorus/core';
import { z } from 'zod';

/** The window Threads counts searches in. */
export const searchWindowMs = 24 * 60 * 60 * 1000;

/** Searches an account may make in the window, as Meta's documentation states it today. */
export const defaultSearchLimit = 2200;

/**
 * One counted search: the source that made it, when (unix ms), and a random number telling
 * two searches of one moment apart (the same entry learnt twice, from two cursors, is one).
 */
export const searchEntrySchema = z.tuple([
  z.string(),
  z.number().int().nonnegative(),
  z.number().int(),
]);

/** One counted search. */
export type SearchEntry = z.output<typeof searchEntrySchema>;

const keyOf = (entry: SearchEntry) => `${entry[0]}@${String(entry[1])}#${String(entry[2])}`;

/** The searches of each account seen by this process, by account key. */
export class SearchLedger {
  private readonly accounts = new Map<string, Map<string, SearchEntry>>();

  /** Learns searches (from a cursor), dropping those that left the window. */
  learn(account: string, entries: readonly SearchEntry[], now: Date): void {
    const known = this.entriesOf(account);
    for (const entry of entries) known.set(keyOf(entry), entry);
    this.prune(known, now);
  }

  /** Counts one search sent now. */
  record(account: string, sourceId: string, now: Date): void {
    const entry: SearchEntry = [sourceId, now.getTime(), randomInt(2 ** 31)];
    this.entriesOf(account).set(keyOf(entry), entry);
  }

  /** The searches of an account still in the window, oldest first. */
  inWindow(account: string, now: Date): SearchEntry[] {
    const known = this.entriesOf(account);
    this.prune(known, now);
    return [...known.values()].sort((a, b) => a[1] - b[1]);
  }

  /** Forgets everything (tests). */
  clear(): void {
    this.accounts.clear();
  }

  private entriesOf(account: string): Map<string, SearchEntry> {
    let known = this.accounts.get(account);
    if (!known) {
      known = new Map();
      this.accounts.set(account, known);
    }
    return known;
  }

  private prune(known: Map<string, SearchEntry>, now: Date): void {
    const floor = now.getTime() - searchWindowMs;
    for (const [key, entry] of known) if (entry[1] <= floor) known.delete(key);
  }
}

/** The ledger of this process, shared by every Threads source it crawls. */
export const searchLedger = new SearchLedger();

/** When the oldest search leaves the window: the next search the limit allows, once spent. */
export function windowFreesAt(entries: readonly SearchEntry[], now: Date): Date {
  const oldest = entries[0]?.[1];
  return new Date(oldest === undefined ? now.getTime() : oldest + searchWindowMs);
}

/**
 * The quota shown beside the source: searches used of the limit, in the rolling day. It
 * "resets" when the newest search leaves the window (the count is then zero for certain); until
 * then the count shown may only be higher than the truth, never lower.
 */
export function searchQuota(entries: readonly SearchEntry[], limit: number): SourceQuota {
  const newest = entries.at(-1)?.[1];
  return {
    unit: 'searches',
    period: 'day',
    limit,
    remaining: Math.max(0, limit - entries.length),
    resetsAt: newest === undefined ? null : new Date(newest + searchWindowMs),
  };
}
