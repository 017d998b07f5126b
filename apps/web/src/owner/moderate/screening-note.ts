/**
 * What the moderation screen says about the screening rule that decided a post: held,
 * rejected to the trash, or approved without a moderator, with the rule's name and its reason.
 */

/** The rule names the server stores, as the rules form titles them. */
const ruleLabels: Readonly<Record<string, string>> = {
  blockedWords: 'Blocked words',
  profanity: 'Profanity',
  blockedAuthors: 'Blocked authors',
  allowedAuthors: 'Allowed authors',
  hashtags: 'Hashtag moderation',
  media: 'Media',
  minLength: 'Length',
  language: 'Language',
  duplicates: 'Duplicates',
  plugin: 'AI screening',
};

/** A rule's name as the moderator knows it (an unknown plugin's rule by its own name). */
export function screeningRuleLabel(rule: string): string {
  return ruleLabels[rule] ?? rule;
}

/** The rule that decided a post and why. */
export interface ScreeningDecision {
  readonly rule: string;
  readonly reason: string;
}

/** Rules whose verdict can be to approve: the others hold or reject. */
const approvingRules = new Set(['allowedAuthors', 'plugin']);

/**
 * The line shown under a post a rule decided, by its state now: held (pending), rejected (in
 * the trash) or approved by the rule. A post a moderator moved against the rule's verdict
 * since (a held post approved by hand) is "screened" by it.
 */
export function screeningNote(
  state: string,
  decision: ScreeningDecision | null | undefined,
): string | null {
  if (!decision || !decision.rule) return null;
  const approving = approvingRules.has(decision.rule);
  const verb =
    state === 'pending'
      ? 'Held'
      : state === 'removed' && decision.rule !== 'allowedAuthors'
        ? 'Rejected'
        : state.startsWith('approved') && approving
          ? 'Approved'
          : 'Screened';
  const reason = decision.reason ? `: ${decision.reason}` : '.';
  return `${verb} by the ${screeningRuleLabel(decision.rule)} rule${reason}`;
}

/** The decision a post row carries, if it carries one. */
export function decisionOf(post: {
  readonly screened_rule?: string | null | undefined;
  readonly screened_reason?: string | null | undefined;
}): ScreeningDecision | null {
  return post.screened_rule
    ? { rule: post.screened_rule, reason: post.screened_reason ?? '' }
    : null;
}
