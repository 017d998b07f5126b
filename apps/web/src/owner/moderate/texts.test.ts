import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/texts.ts';
import { screeningNote } from './screening-note.ts';
import { texts } from './texts.ts';

describe('the moderation texts', () => {
  it('say the one-at-a-time view in the owner language', () => {
    const fr = textsIn(texts, 'fr');
    expect(fr('onePosition', { position: 3, total: 41 })).toBe('3 sur 41');
    expect(fr('oneApproved', { title: 'Bonjour' })).toBe('Approuvée : Bonjour.');
    expect(textsIn(texts, 'de')('onePosition', { position: 3, total: 41 })).toBe('3 von 41');
    expect(textsIn(texts, 'en')('onePosition', { position: 3, total: 41 })).toBe('3 of 41');
  });

  it('keep apostrophes and plurals', () => {
    const en = textsIn(texts, 'en');
    expect(en('othersLabel')).toBe("Other moderators' batches");
    expect(en('allInOtherBatches')).toBe(
      "Every pending post shown is in another moderator's batch.",
    );
    expect(en('batchStatus', { held: 1, minutes: 30 })).toBe(
      'Your batch: 1 post left. It returns to the queue after 30 minutes without a decision.',
    );
    expect(textsIn(texts, 'fr')('batchStatus', { held: 2, minutes: 1 })).toBe(
      'Votre lot : 2 publications restantes. Il retourne dans la file après 1 minute sans décision.',
    );
    expect(textsIn(texts, 'es')('otherHolds', { moderator: 'ana', count: 1 })).toBe(
      'ana tiene 1 publicación (oculta de tu cola)',
    );
  });

  it('word a screening note in the owner language', () => {
    const decision = { rule: 'blockedWords', reason: 'says "spam"', verdict: 'hold' } as const;
    expect(screeningNote('pending', decision, textsIn(texts, 'fr'))).toBe(
      'Retenue par la règle « Mots bloqués » : says "spam"',
    );
    expect(screeningNote('approved', decision, textsIn(texts, 'de'))).toBe(
      'Von der Regel „Gesperrte Wörter“ zurückgehalten: says "spam". Eine moderierende Person hat das geändert.',
    );
  });
});
