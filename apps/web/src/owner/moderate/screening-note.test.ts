import { describe, expect, it } from 'vitest';
import { decisionOf, screeningNote, screeningRuleLabel } from './screening-note.ts';

describe('the screening note of a moderated post, from the verdict the rule gave', () => {
  const held = { rule: 'hashtags', reason: 'Carries none of #live.', verdict: 'hold' } as const;
  const rejected = {
    rule: 'blockedWords',
    reason: 'Contains the blocked word "spoiler".',
    verdict: 'reject',
  } as const;
  const approved = {
    rule: 'allowedAuthors',
    reason: 'Allowed author tester.',
    verdict: 'approve',
  } as const;

  it('says what the rule did while the post is where the rule put it', () => {
    expect(screeningNote('pending', held)).toBe(
      'Held by the Hashtag moderation rule: Carries none of #live.',
    );
    expect(screeningNote('removed', rejected)).toBe(
      'Rejected by the Blocked words rule: Contains the blocked word "spoiler".',
    );
    expect(screeningNote('approved', approved)).toBe(
      'Approved by the Allowed authors rule: Allowed author tester.',
    );
    expect(screeningNote('approved-recurring', approved)).toBe(
      'Approved by the Allowed authors rule: Allowed author tester.',
    );
  });

  it('says a held post a moderator rejected was held by the rule, and that a moderator changed that', () => {
    expect(
      screeningNote(
        'removed',
        decisionOf({
          screened_rule: 'blockedWords',
          screened_verdict: 'hold',
          screened_reason: 'Contains the blocked word "spoiler".',
        }),
      ),
    ).toBe(
      'Held by the Blocked words rule: Contains the blocked word "spoiler". A moderator changed that.',
    );
  });

  it('says so whichever way a moderator moved the post', () => {
    expect(screeningNote('approved', held)).toBe(
      'Held by the Hashtag moderation rule: Carries none of #live. A moderator changed that.',
    );
    expect(screeningNote('approved', rejected)).toBe(
      'Rejected by the Blocked words rule: Contains the blocked word "spoiler". A moderator changed that.',
    );
    expect(screeningNote('pending', rejected)).toBe(
      'Rejected by the Blocked words rule: Contains the blocked word "spoiler". A moderator changed that.',
    );
    expect(screeningNote('removed', approved)).toBe(
      'Approved by the Allowed authors rule: Allowed author tester. A moderator changed that.',
    );
    expect(screeningNote('pending', { rule: 'plugin', reason: '', verdict: 'approve' })).toBe(
      'Approved by the AI screening rule. A moderator changed that.',
    );
  });

  it('ends a reason without a full stop before saying a moderator changed it', () => {
    expect(
      screeningNote('removed', { rule: 'toxicity', reason: 'Score 0.93', verdict: 'hold' }),
    ).toBe('Held by the toxicity rule: Score 0.93. A moderator changed that.');
  });

  it('reads the verdict a post row carries, and none from an unknown value', () => {
    expect(
      decisionOf({
        screened_rule: 'minLength',
        screened_verdict: 'hold',
        screened_reason: 'Short.',
      }),
    ).toEqual({ rule: 'minLength', reason: 'Short.', verdict: 'hold' });
    expect(
      decisionOf({
        screened_rule: 'minLength',
        screened_verdict: 'maybe',
        screened_reason: 'Short.',
      }),
    ).toEqual({ rule: 'minLength', reason: 'Short.', verdict: null });
    expect(decisionOf({ screened_rule: 'minLength', screened_reason: 'Short.' })).toEqual({
      rule: 'minLength',
      reason: 'Short.',
      verdict: null,
    });
  });
});

describe('the screening note of a post screened before verdicts were stored', () => {
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
