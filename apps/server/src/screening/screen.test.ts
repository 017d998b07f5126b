import { screeningRulesSchema, type ScreeningRules } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { screenWithRules, type ScreenablePost } from './screen.ts';

/** Rules with everything off but what the test sets. */
const rules = (input: Record<string, unknown>): ScreeningRules => screeningRulesSchema.parse(input);

const post = (text: string, extra: Partial<ScreenablePost> = {}): ScreenablePost => ({
  network: 'twitter',
  title: '',
  description: `<p>${text}</p>`,
  author: { name: 'Jane Doe', username: 'jane' },
  media: [],
  ...extra,
});

const decide = (text: string, set: ScreeningRules, extra: Partial<ScreenablePost> = {}) =>
  screenWithRules(post(text, extra), set);

describe('blocked words', () => {
  const set = rules({ blockedWords: { words: ['spoiler', 'crème brûlée', 'buy now'] } });

  it('matches whole words in any case, with accents folded', () => {
    expect(decide('Huge SPOILER ahead!', set)).toEqual({
      verdict: 'reject',
      rule: 'blockedWords',
      reason: 'Contains the blocked word "spoiler".',
    });
    expect(decide('Une CREME BRULEE ce soir', set)?.rule).toBe('blockedWords');
    expect(decide('Ｂｕｙ　Ｎｏｗ (fullwidth)', set)?.rule).toBe('blockedWords');
  });

  it('reads leetspeak back into letters', () => {
    expect(decide('5p0!l3r alert', set)?.rule).toBe('blockedWords');
    expect(decide('b-u-y n0w', set)).toBeUndefined();
    expect(decide('BUY N0W!!!', set)?.rule).toBe('blockedWords');
  });

  it('leaves words that only contain a blocked word, and emoji around words', () => {
    expect(decide('Spoilers are fun, spoilerfree zone', set)).toBeUndefined();
    expect(decide('🎉spoiler🎉', set)?.rule).toBe('blockedWords');
    expect(decide('buy something now', set)).toBeUndefined();
  });

  it('reads the edges of paragraphs, list items and headings as word breaks, not inline tags', () => {
    const inList = { description: '<ul><li>Huge</li><li>spoiler</li></ul><h3>alert</h3>' };
    expect(decide('', set, inList)?.rule).toBe('blockedWords');
    const inQuote = { description: '<blockquote>buy</blockquote><p>now</p>' };
    expect(decide('', set, inQuote)?.rule).toBe('blockedWords');
    expect(decide('spo<b>il</b>er', set)?.rule).toBe('blockedWords');
    expect(decide('<em>Spoil</em>ers are fun', set)).toBeUndefined();
  });

  it('holds instead of rejecting when told', () => {
    const hold = rules({ blockedWords: { words: ['spoiler'], action: 'hold' } });
    expect(decide('spoiler', hold)?.verdict).toBe('hold');
  });
});

describe('profanity', () => {
  const set = rules({ profanity: { enabled: true, languages: ['en', 'fr', 'de'] } });

  it('catches profanity of the chosen languages, leetspeak too', () => {
    expect(decide('What a shit show', set)).toMatchObject({ rule: 'profanity', verdict: 'hold' });
    expect(decide('quelle merde ce concert', set)?.rule).toBe('profanity');
    expect(decide('So eine Scheiße', set)?.rule).toBe('profanity');
    expect(decide('what a sh!t show', set)?.rule).toBe('profanity');
  });

  it('leaves clean text and words that merely contain a profane one', () => {
    expect(decide('A classic assessment of Scunthorpe', set)).toBeUndefined();
    expect(decide('Merci beaucoup, bonne soirée 🎶', set)).toBeUndefined();
  });

  it('is off unless enabled', () => {
    expect(decide('What a shit show', rules({}))).toBeUndefined();
  });
});

describe('authors', () => {
  const set = rules({
    authors: { blocked: ['twitter:@troll', 'spammer'], allowed: ['@Jane', 'instagram:photog'] },
  });

  it('rejects blocked authors on their network or on any', () => {
    const troll = { author: { username: 'Troll' } };
    expect(decide('hello', set, troll)).toMatchObject({
      verdict: 'reject',
      rule: 'blockedAuthors',
    });
    expect(decide('hello', set, { ...troll, network: 'instagram' })).toBeUndefined();
    expect(decide('hello', set, { network: 'rss', author: { name: 'Spammer' } })?.rule).toBe(
      'blockedAuthors',
    );
  });

  it('approves allowed authors unless another rule catches the post', () => {
    expect(decide('hello', set)).toEqual({
      verdict: 'approve',
      rule: 'allowedAuthors',
      reason: 'Allowed author @Jane.',
    });
    expect(decide('hello', set, { author: { username: 'photog' } })).toBeUndefined();
    const strict = rules({ ...set, minLength: { characters: 20 } });
    expect(decide('hello', strict)?.rule).toBe('minLength');
  });
});

describe('hashtag moderation', () => {
  const set = rules({ hashtags: { required: ['#ChorusLive', 'fête'] } });

  it('passes posts carrying a chosen hashtag in any case or accent', () => {
    expect(decide('Great night #chorusLIVE', set)).toBeUndefined();
    expect(decide('On fait la #Fete!', set)).toBeUndefined();
    expect(decide('<a href="https://x.example/tags/x">#CHORUSLIVE</a>', set)).toBeUndefined();
  });

  it('holds posts carrying none of them, naming them', () => {
    expect(decide('Great night #chorus', set)).toEqual({
      verdict: 'hold',
      rule: 'hashtags',
      reason: 'Carries none of #choruslive, #fete.',
    });
    expect(decide('ChorusLive without the hash', set)?.rule).toBe('hashtags');
  });
});

describe('media and length', () => {
  it('holds posts without a picture, and posts with links', () => {
    const set = rules({ media: { imageOnly: true, noLinks: true, action: 'reject' } });
    const picture = { media: [{ kind: 'image' }] };
    expect(decide('look', set, picture)).toBeUndefined();
    expect(decide('look', set, { media: [{ kind: 'video' }] })).toMatchObject({
      verdict: 'reject',
      reason: 'Has no picture.',
    });
    expect(decide('see www.spam.example now', set, picture)?.reason).toBe('Contains a link.');
    expect(decide('<a href="https://a.example">here</a>', set, picture)?.reason).toBe(
      'Contains a link.',
    );
  });

  it('counts characters, an emoji as one', () => {
    const set = rules({ minLength: { characters: 5 } });
    expect(decide('🎉🎉🎉🎉🎉', set)).toBeUndefined();
    expect(decide('🎉🎉', set)?.reason).toBe('Shorter than 5 characters.');
  });
});

describe('language', () => {
  const set = rules({ language: { allowed: ['en', 'FR'] } });

  it('holds posts detected in another language', () => {
    expect(decide('Qué buen concierto esta noche, amigos de Madrid', set)).toEqual({
      verdict: 'hold',
      rule: 'language',
      reason: 'Written in a language not allowed (es).',
    });
    expect(decide('Quelle belle soirée avec vous tous ce soir', set)).toBeUndefined();
    expect(decide('What a wonderful evening with all of you', set)).toBeUndefined();
  });

  it('lets text too short to tell through, hashtags and mentions aside', () => {
    expect(decide('ok 👍', set)).toBeUndefined();
    expect(decide('#Concierto #Madrid @amigos', set)).toBeUndefined();
  });
});

describe('duplicates and precedence', () => {
  it('catches a copy the caller found, and reject wins over hold', () => {
    const set = rules({ duplicates: { enabled: true }, minLength: { characters: 50 } });
    expect(screenWithRules(post('hello there'), set, { duplicateOf: 7 })).toEqual({
      verdict: 'reject',
      rule: 'duplicates',
      reason: 'Same text or picture as post 7.',
    });
    expect(screenWithRules(post('hello there'), set)?.rule).toBe('minLength');
  });

  it('says nothing with every rule off', () => {
    expect(decide('Anything at all, shit included', rules({}))).toBeUndefined();
  });
});
