/**
 * Instagram's hashtag limit, as Chorus tracks it: one business or creator account may search at
 * most 30 different hashtags in a rolling 7 days (a hashtag searched again within its 7 days
 * costs nothing). Each crawl of a hashtag source reads the account's recently searched hashtags
 * from Instagram (`/{ig-user-id}/recently_searched_hashtags`, which counts searches by every app
 * and every Chorus source of the account) and keeps a ledger of them with the time Chorus first
 * saw each, in the source's cursor. The ledger says how many of the 30 are used and when the
 * oldest frees up; a 31st hashtag is refused from it before Instagram is asked.
 */
import { z } from 'zod';
import { hashtagsPerWeek } from './feed-types.ts';

/** Seven days, the life of one search in the limit. */
export const hashtagWindowMs = 7 * 24 * 60 * 60 * 1000;

/** One hashtag an account searched, and when Chorus first saw it searched (unix ms). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  since: z.number(),
});

export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** The ledger after a fresh reading of Instagram's list: what Instagram lists, since when. */
export function updateLedger(
  previous: readonly LedgerEntry[],
  searched: readonly { readonly id: string; readonly name?: string | undefined }[],
  now: Date,
): LedgerEntry[] {
  const seen = new Map(previous.map((entry) => [entry.id, entry]));
  return searched.map((hashtag) => {
    const before = seen.get(hashtag.id);
    const name = hashtag.name ?? before?.name;
    return {
      id: hashtag.id,
      ...(name !== undefined ? { name: name.toLowerCase() } : {}),
      since: Math.min(before?.since ?? now.getTime(), now.getTime()),
    };
  });
}

/** What the ledger allows for one hashtag. */
export interface HashtagVerdict {
  /** Hashtags of the 30 used, this one included when it is already among them. */
  readonly used: number;
  /** The id of the hashtag when the account searched it this week (no new search needed). */
  readonly knownId: string | null;
  /** False when searching it would be a 31st distinct hashtag. */
  readonly allowed: boolean;
  /** When the oldest search is 7 days old and a slot frees; null when unknown. */
  readonly freesAt: Date | null;
}

/** Whether `hashtag` may be searched for the account this ledger describes. */
export function judgeHashtag(ledger: readonly LedgerEntry[], hashtag: string): HashtagVerdict {
  const name = hashtag.toLowerCase();
  const known = ledger.find((entry) => entry.name === name);
  const oldest = ledger.reduce<number | null>(
    (min, entry) => (min === null || entry.since < min ? entry.since : min),
    null,
  );
  return {
    used: ledger.length,
    knownId: known?.id ?? null,
    allowed: known !== undefined || ledger.length < hashtagsPerWeek,
    freesAt: oldest === null ? null : new Date(oldest + hashtagWindowMs),
  };
}
