import { english as englishCore, loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { textsIn } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import { renderStatic } from '../ui/render-static.tsx';
import type { ReferralInfo } from './referral-api.ts';
import { redeemFailure, rewardName, showsReferral } from './referral-model.ts';
import { ReferralView } from './ReferralPanel.tsx';
import { texts } from './texts.ts';

const owner = (plans: 'hosted' | 'self-hosted', permissions = ['change_billing']) =>
  ({ permissions, settings: { plans } }) as unknown as CurrentUser;

const info: ReferralInfo = {
  code: 'ABCD2345',
  link: 'https://walls.example/signup?ref=ABCD2345',
  credits: 10,
  referrals: [
    { created_at: '2026-11-29T10:00:00.000Z', email: 'ann@example.com', name: 'ann', credits: 10 },
  ],
  rewards: [
    { key: 'customCSS', cost: 10, unlocked: true },
    { key: 'hashtagModeration', cost: 30, unlocked: false },
  ],
};
const noop = () => undefined;

describe('the unlock tab', () => {
  it('shows the invite link, credits, the referrals table and the rewards, unlocked marked', async () => {
    const html = await renderStatic(
      <ReferralView info={info} notify={noop} onChanged={() => Promise.resolve()} />,
    );
    expect(html).toContain('value="https://walls.example/signup?ref=ABCD2345"');
    expect(html).toContain('>Copy</button>');
    expect(html).toMatch(/<dt>Credits<\/dt><dd[^>]*>10 credits<\/dd>/);
    expect(html).toContain('<td>Nov 29, 2026</td><td>ann@example.com</td><td>ann</td><td>10</td>');
    expect(html).toMatch(/Custom CSS<\/span>.*Unlocked<\/span>/);
    expect(html).toContain('>Redeem Hashtag moderation (with moderation)</button>');
    expect(html).not.toContain('>Redeem Custom CSS</button>');
  });

  it('speaks Spanish', async () => {
    const html = await renderStatic(
      <LanguageProvider translator={await loadLanguage('es')}>
        <ReferralView info={info} notify={noop} onChanged={() => Promise.resolve()} />
      </LanguageProvider>,
    );
    expect(html).toContain('>Copiar</button>');
    expect(html).toContain('Desbloqueado');
  });
});

describe('referral rules', () => {
  it('shows the tab in hosted mode to accounts that may change billing', () => {
    expect(showsReferral(owner('hosted'))).toBe(true);
    expect(showsReferral(owner('self-hosted'))).toBe(false);
    expect(showsReferral(owner('hosted', ['modify_tint']))).toBe(false);
  });

  it("words a refusal for short credits with the spec's message, in the owner's language", async () => {
    const t = textsIn(texts, 'en');
    expect(
      redeemFailure(new ApiError('You do not have enough credits.', 409), t, englishCore),
    ).toBe('You do not have enough credits.');
    const french = await loadLanguage('fr');
    expect(redeemFailure(new ApiError('x', 409), textsIn(texts, 'fr'), french)).toBe(
      'Vous n’avez pas assez de crédits.',
    );
    expect(redeemFailure(new TypeError('offline'), t, englishCore)).toBe(
      'The reward could not be redeemed.',
    );
    expect(rewardName('noLogo', t)).toBe('No Chorus logo');
    expect(rewardName('unknownThing', t)).toBe('unknownThing');
  });
});
