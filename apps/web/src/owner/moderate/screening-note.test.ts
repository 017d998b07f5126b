import { describe, expect, it } from 'vitest';
import { decisionOf, screeningNote, screeningRuleLabel } from './screening-note.ts';

describe('the screening note of a moderated post', () => {
  it('says a held post is held, by which rule and why', () => {
    expect(screeningNote('pending', { rule: 'hashtags', reason: 'Carries none of #live.' })).toBe(
      'Held by the Hashtag moderation rule: Carries none of #live.',
    );
  });

  it('says a post in the trash was rejected, by which rule and why', () => {
    expect(
      screeningNote(
        'removed',
        decisionOf({
          screened_rule: 'blockedWords',
          screened_reason: 'Contains the blocked word "spoiler".',
        }),
      ),
    ).toBe('Rejected by the Blocked words rule: Contains the blocked word "spoiler".');
  });

  it('says an approved post skipped the queue by a rule', () => {
    expect(
      screeningNote('approved', { rule: 'allowedAuthors', reason: 'Allowed author tester.' }),
    ).toBe('Approved by the Allowed authors rule: Allowed author tester.');
    expect(screeningNote('approved-recurring', { rule: 'plugin', reason: '' })).toBe(
      'Approved by the AI screening rule.',
    );
  });

  it('says "screened" when a moderator went against the rule since', () => {
    expect(screeningNote('approved', { rule: 'hashtags', reason: 'Carries none of #live.' })).toBe(
      'Screened by the Hashtag moderation rule: Carries none of #live.',
    );
  });

  it('says nothing of a post no rule decided', () => {
    expect(screeningNote('pending', null)).toBeNull();
    expect(screeningNote('approved', decisionOf({ screened_rule: null }))).toBeNull();
    expect(decisionOf({})).toBeNull();
  });

  it("names a plugin's own rule by its name", () => {
    expect(screeningRuleLabel('duplicates')).toBe('Duplicates');
    expect(screeningRuleLabel('toxicity')).toBe('toxicity');
  });
});
