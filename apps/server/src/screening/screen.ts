/**
 * Applies a wall's or source's screening rules to one post. Pure: the duplicate lookup is done
 * by the caller and passed in. The most severe verdict wins (reject over hold); with no rule
 * catching the post, an allowed author approves it, and otherwise the source's privacy decides.
 */
import { formatMessage, type ScreeningRuleName, type ScreeningRules } from '@chorus/core';
import { detectLanguage } from './language.ts';
import { isProfane } from './profanity.ts';
import { containsPhrase, fold, hashtagsOf, leetWords, plainText, words } from './text.ts';

/** What the rules read of a post (a normalized post or a stored one). */
export interface ScreenablePost {
  readonly network: string;
  readonly title: string;
  /** Sanitized HTML. */
  readonly description: string;
  readonly author: { readonly name?: string; readonly username?: string };
  readonly media: readonly { readonly kind: string; readonly url?: string }[];
}

/** A rule's decision: the post's fate, which rule decided and why (for the moderator). */
export interface RuleDecision {
  readonly verdict: 'approve' | 'hold' | 'reject';
  readonly rule: ScreeningRuleName;
  readonly reason: string;
}

/** Facts the caller looked up for the post. */
export interface ScreenFacts {
  /** Id of an earlier post of the wall with the same text or picture, if any. */
  readonly duplicateOf?: number;
}

/** The text a rule reads: title and description as plain text. */
export function textOf(post: ScreenablePost): string {
  return [post.title, plainText(post.description)].filter(Boolean).join(' ').trim();
}

/** Whether an author entry ("jane", "@jane", "twitter:@jane") names this post's author. */
function authorMatches(entry: string, post: ScreenablePost): boolean {
  const colon = entry.indexOf(':');
  const network = colon > 0 ? fold(entry.slice(0, colon).trim()) : undefined;
  if (network !== undefined && network !== fold(post.network)) return false;
  const handle = fold(
    entry
      .slice(colon + 1)
      .trim()
      .replace(/^@/, ''),
  );
  const names = [post.author.username, post.author.name]
    .filter((name): name is string => Boolean(name))
    .map((name) => fold(name.replace(/^@/, '')));
  return handle.length > 0 && names.includes(handle);
}

const severity = { approve: 0, hold: 1, reject: 2 } as const;

/** Screens one post; undefined when no rule has anything to say. */
export function screenWithRules(
  post: ScreenablePost,
  rules: ScreeningRules,
  facts: ScreenFacts = {},
): RuleDecision | undefined {
  const blockedAuthor = rules.authors.blocked.find((entry) => authorMatches(entry, post));
  if (blockedAuthor) {
    return {
      verdict: 'reject',
      rule: 'blockedAuthors',
      reason: formatMessage('screenBlockedAuthor', { author: blockedAuthor }),
    };
  }
  const caught = filterRules(post, rules, facts);
  if (caught.length > 0) {
    return caught.reduce((worst, next) =>
      severity[next.verdict] > severity[worst.verdict] ? next : worst,
    );
  }
  const allowedAuthor = rules.authors.allowed.find((entry) => authorMatches(entry, post));
  return allowedAuthor
    ? {
        verdict: 'approve',
        rule: 'allowedAuthors',
        reason: formatMessage('screenAllowedAuthor', { author: allowedAuthor }),
      }
    : undefined;
}

/** Every filtering rule that catches the post, in the order of the form. */
function filterRules(
  post: ScreenablePost,
  rules: ScreeningRules,
  facts: ScreenFacts,
): RuleDecision[] {
  const text = textOf(post);
  const plain = words(text);
  const leet = leetWords(text);
  const caught: RuleDecision[] = [];
  const add = (rule: ScreeningRuleName, verdict: 'hold' | 'reject', reason: string) =>
    caught.push({ rule, verdict, reason });

  const blockedWord = rules.blockedWords.words.find((phrase) => {
    const phraseWords = words(phrase);
    return containsPhrase(plain, phraseWords) || containsPhrase(leet, phraseWords);
  });
  if (blockedWord)
    add(
      'blockedWords',
      rules.blockedWords.action,
      formatMessage('screenBlockedWord', { word: blockedWord }),
    );

  if (
    rules.profanity.enabled &&
    isProfane([text, fold(text), leet.join(' ')], rules.profanity.languages)
  ) {
    add('profanity', rules.profanity.action, formatMessage('screenProfanity'));
  }

  const required = rules.hashtags.required.map((tag) => fold(tag.trim().replace(/^#/, '')));
  if (required.length > 0) {
    const tags = hashtagsOf(text);
    if (!required.some((tag) => tags.has(tag))) {
      add(
        'hashtags',
        rules.hashtags.action,
        formatMessage('screenMissingHashtag', {
          hashtags: required.map((tag) => `#${tag}`).join(', '),
        }),
      );
    }
  }

  if (rules.media.imageOnly && !post.media.some((item) => item.kind === 'image')) {
    add('media', rules.media.action, formatMessage('screenNoImage'));
  }
  if (rules.media.noLinks && /(https?:\/\/|www\.)\S+|<a\s/i.test(`${text} ${post.description}`)) {
    add('media', rules.media.action, formatMessage('screenHasLink'));
  }

  if (rules.minLength.characters > 0 && [...text].length < rules.minLength.characters) {
    add(
      'minLength',
      rules.minLength.action,
      formatMessage('screenTooShort', { characters: rules.minLength.characters }),
    );
  }

  const allowedLanguages = rules.language.allowed.map((code) => code.toLowerCase());
  if (allowedLanguages.length > 0) {
    const language = detectLanguage(text.replace(/[#@]\S+|https?:\/\/\S+/g, ' '));
    if (language !== undefined && !allowedLanguages.includes(language)) {
      add('language', rules.language.action, formatMessage('screenLanguage', { language }));
    }
  }

  if (rules.duplicates.enabled && facts.duplicateOf !== undefined) {
    add(
      'duplicates',
      rules.duplicates.action,
      formatMessage('screenDuplicate', { postId: facts.duplicateOf }),
    );
  }
  return caught;
}
