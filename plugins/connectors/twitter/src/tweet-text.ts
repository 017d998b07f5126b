import { escapeHtmlText } from '@chorus/connector-kit';

/** Longest X @account name that is auto-linked (the spec: 15). */
export const maxTwitterHandleLength = 15;

/** One piece of a tweet's text: plain text, or something to link. */
export type TweetToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }
  | { readonly kind: 'hashtag'; readonly text: string; readonly href: string }
  | { readonly kind: 'mention'; readonly text: string; readonly href: string };

const twitterBase = 'https://twitter.com';
// A link runs to the next space; trailing punctuation belongs to the sentence.
const linkPattern = /https?:\/\/[^\s<>"]+/y;
const hashtagPattern = /#([\p{L}\p{N}_]+)/uy;
const mentionPattern = new RegExp(`@(\\w{1,${maxTwitterHandleLength}})(?!\\w)`, 'y');
const trailingPunctuation = /[.,;:!?)\]'’]+$/;

function isWordChar(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}_]/u.test(character);
}

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function tokenAt(text: string, index: number): TweetToken | null {
  const character = text[index];
  if (character === 'h') {
    const link = matchAt(linkPattern, text, index);
    const url = link?.[0].replace(trailingPunctuation, '');
    if (url && /^https?:\/\/[^/]/.test(url)) return { kind: 'link', text: url, href: url };
  }
  if (isWordChar(text[index - 1])) return null;
  if (character === '#') {
    const tag = matchAt(hashtagPattern, text, index);
    if (tag?.[1] && !/^\d+$/.test(tag[1])) {
      const href = `${twitterBase}/hashtag/${encodeURIComponent(tag[1])}`;
      return { kind: 'hashtag', text: tag[0], href };
    }
  }
  if (character === '@') {
    const mention = matchAt(mentionPattern, text, index);
    if (mention?.[1])
      return { kind: 'mention', text: mention[0], href: `${twitterBase}/${mention[1]}` };
  }
  return null;
}

/** Splits a tweet's plain text into text, links, #hashtags and @accounts (1 to 15 characters). */
export function tokenizeTweet(text: string): TweetToken[] {
  const tokens: TweetToken[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const token = tokenAt(text, index);
    if (token) {
      if (plain) tokens.push({ kind: 'text', text: plain });
      plain = '';
      tokens.push(token);
      index += token.text.length;
    } else {
      plain += text[index];
      index += 1;
    }
  }
  if (plain) tokens.push({ kind: 'text', text: plain });
  return tokens;
}

/** Escapes text for HTML content and attribute values (the connector kit's escape). */
export const escapeHtml = escapeHtmlText;

/** A tweet's plain text as safe HTML, every piece escaped, with its links auto-linked. */
export function linkTweetText(text: string): string {
  return tokenizeTweet(text)
    .map((token) =>
      token.kind === 'text'
        ? escapeHtml(token.text)
        : `<a href="${escapeHtml(token.href)}" target="_blank" rel="noopener noreferrer nofollow">${escapeHtml(token.text)}</a>`,
    )
    .join('');
}
