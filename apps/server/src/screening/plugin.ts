/**
 * The screening rules as a `screenPost` tap: loads the rules of the post's source (or its
 * wall), looks for an earlier copy when the duplicate rule is on, and turns the deciding rule
 * into a verdict. Tapped at an early stage, so plugins (an AI screener) only see posts no rule
 * decided.
 */
import type { ModerationVerdict, ScreenContext, ScreeningRules } from '@chorus/core';
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

/**
 * Screens one post of a wall with the rules that apply to its source, read by `loadRules`
 * (by default, from the database for this post alone).
 */
export async function screenStoredRules(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
  post: ScreenablePost & { readonly externalId: string },
  loadRules: () => Promise<ScreeningRules | undefined> = () => rulesForSource(db, wallId, sourceId),
): Promise<RuleDecision | undefined> {
  const rules = await loadRules();
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

/**
 * Taps the rules into a host's `screenPost` hook, once per host. The rules are read once per
 * `Source` object, which a crawl (or an import) builds once for all its posts: a crawl of
 * thousands of new posts reads them once, not once or twice a post, and screens every post
 * with the rules as they were when it began; the next crawl reads them again.
 */
export function tapScreeningRules(host: PluginHost, db: Kysely<Database>): void {
  if (tapped.has(host)) return;
  tapped.add(host);
  const rulesOf = new WeakMap<ScreenContext['source'], Promise<ScreeningRules | undefined>>();
  host.hooks.screenPost.tapPromise(
    { name: tapName, stage: tapStage },
    async ({ post, source }: ScreenContext) => {
      const [wallId, sourceId] = [Number(source.wallId), Number(source.id)];
      const decision = await screenStoredRules(db, wallId, sourceId, post, () => {
        let rules = rulesOf.get(source);
        if (rules === undefined) {
          rules = rulesForSource(db, wallId, sourceId);
          rulesOf.set(source, rules);
          // A failed read is not kept: the next post tries again.
          rules.catch(() => rulesOf.delete(source));
        }
        return rules;
      });
      return decision ? verdictOf(decision) : undefined;
    },
  );
}
