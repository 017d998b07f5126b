import { textsIn, type TextFormatter } from '../i18n/texts.ts';
import { texts, type ModerationTextKey } from './texts.ts';

type Say = TextFormatter<ModerationTextKey>;

/**
 * What the moderation screen says about the screening rule that decided a post: what the rule
 * did (held it, rejected it to the trash, or approved it without a moderator), with the rule's
 * name and its reason, and whether a moderator has moved the post since.
 */

/** The rule names the server stores, as the rules form titles them: keys of the texts. */
const knownRules: ReadonlySet<string> = new Set([
  'blockedWords',
  'profanity',
  'blockedAuthors',
  'allowedAuthors',
  'hashtags',
  'media',
  'minLength',
  'language',
  'duplicates',
  'plugin',
]);

/** The screen's texts in English, for callers that give no language. */
const english = textsIn(texts, 'en');

/** A rule's name as the moderator knows it (an unknown plugin's rule by its own name). */
export function screeningRuleLabel(rule: string, t: Say = english): string {
  return knownRules.has(rule) ? t(`rule_${rule}` as ModerationTextKey) : rule;
}

/** What a screening rule did with a post, as the server stores it. */
export type ScreeningVerdict = 'approve' | 'hold' | 'reject';

/** The rule that decided a post, what it did (null: not stored, on older posts) and why. */
export interface ScreeningDecision {
  readonly rule: string;
  readonly reason: string;
  readonly verdict?: ScreeningVerdict | null | undefined;
}

/** The verdicts the server stores. */
const verdicts: ReadonlySet<string> = new Set(['approve', 'hold', 'reject']);

/** Whether a post in this state is where the rule's verdict put it. */
function stateMatches(verdict: ScreeningVerdict, state: string): boolean {
  if (verdict === 'hold') return state === 'pending';
  if (verdict === 'reject') return state === 'removed';
  return state.startsWith('approved');
}

function isVerdict(value: unknown): value is ScreeningVerdict {
  return typeof value === 'string' && verdicts.has(value);
}

/** Rules whose verdict can be to approve: the others hold or reject. */
const approvingRules = new Set(['allowedAuthors', 'plugin']);

/** The verb for a post whose verdict was not stored (older posts): guessed from its state now. */
function guessedVerb(state: string, rule: string): ScreeningVerdict | 'screened' {
  if (state === 'pending') return 'hold';
  if (state === 'removed' && rule !== 'allowedAuthors') return 'reject';
  if (state.startsWith('approved') && approvingRules.has(rule)) return 'approve';
  return 'screened';
}

/**
 * The line shown under a post a rule decided. With the rule's verdict stored, it says what the
 * rule did ("Held by the Hashtag moderation rule: …"), whatever the post's state now, and adds
 * that a moderator changed that when the post is no longer where the rule put it (a held post
 * rejected or approved by hand). Without it (posts screened before verdicts were stored), the
 * verb is guessed from the state: held (pending), rejected (in the trash), approved by an
 * approving rule, or "screened" when a moderator went against the rule since.
 */
export function screeningNote(
  state: string,
  decision: ScreeningDecision | null | undefined,
  t: Say = english,
): string | null {
  if (!decision || !decision.rule) return null;
  const verdict = isVerdict(decision.verdict) ? decision.verdict : null;
  const verb = verdict ?? guessedVerb(state, decision.rule);
  const rule = t(`note_${verb}`, { rule: screeningRuleLabel(decision.rule, t) });
  const line = decision.reason
    ? t('noteReason', { line: rule, reason: decision.reason })
    : t('noteEnd', { line: rule });
  if (!verdict || stateMatches(verdict, state)) return line;
  const ended = /[.!?\u2026]["'\u201d\u2019)\]]*$/u.test(line) ? line : `${line}.`;
  return `${ended} ${t('noteMoved')}`;
}

/** The decision a post row carries, if it carries one. */
export function decisionOf(post: {
  readonly screened_rule?: string | null | undefined;
  readonly screened_verdict?: string | null | undefined;
  readonly screened_reason?: string | null | undefined;
}): ScreeningDecision | null {
  if (!post.screened_rule) return null;
  return {
    rule: post.screened_rule,
    reason: post.screened_reason ?? '',
    verdict: isVerdict(post.screened_verdict) ? post.screened_verdict : null,
  };
}
