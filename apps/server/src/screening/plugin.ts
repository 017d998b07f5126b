/**
 * The screening rules as a `screenPost` tap: loads the rules of the post's source (or its
 * wall), looks for an earlier copy when the duplicate rule is on, and turns the deciding rule
 * into a verdict. Tapped at an early stage, so plugins (an AI screener) only see posts no rule
 * decided.
 */
import type { ModerationVerdict, ScreenContext } from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import { findDuplicatePost, rulesForSource } from '../db/repositories/screening.ts';
import type { Database } from '../db/schema.ts';
import { fingerprintsOf } from './fingerprint.ts';
import { screenWithRules, type RuleDecision, type ScreenablePost } from './screen.ts';

/** The tap name, and the stage that puts it before plugins' taps. */
const tapName = 'screening-rules';
const tapStage = -100;

/** The post state each rule verdict leads to. */
export const stateOf = { approve: 'approved', hold: 'pending', reject: 'removed' } as const;

/** A rule's decision as the hook's verdict. */
export function verdictOf(decision: RuleDecision): ModerationVerdict {
  return { state: stateOf[decision.verdict], reason: decision.reason, rule: decision.rule };
}

/** Screens one post of a wall with the rules that apply to its source. */
export async function screenStoredRules(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
  post: ScreenablePost & { readonly externalId: string },
): Promise<RuleDecision | undefined> {
  const rules = await rulesForSource(db, wallId, sourceId);
  if (!rules) return undefined;
  const duplicateOf = rules.duplicates.enabled
    ? await findDuplicatePost(db, wallId, fingerprintsOf(post), {
        sourceId,
        externalId: post.externalId,
      })
    : undefined;
  return screenWithRules(post, rules, duplicateOf === undefined ? {} : { duplicateOf });
}

const tapped = new WeakSet<PluginHost>();

/** Taps the rules into a host's `screenPost` hook, once per host. */
export function tapScreeningRules(host: PluginHost, db: Kysely<Database>): void {
  if (tapped.has(host)) return;
  tapped.add(host);
  host.hooks.screenPost.tapPromise(
    { name: tapName, stage: tapStage },
    async ({ post, source }: ScreenContext) => {
      const decision = await screenStoredRules(db, Number(source.wallId), Number(source.id), post);
      return decision ? verdictOf(decision) : undefined;
    },
  );
}
