import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import type { CurrentUser } from '../session.ts';
import type { ModalProps } from '../ui/Modal.tsx';
import { renderStatic } from '../ui/render-static.tsx';
import type { Customer } from './billing-api.ts';
import { billingStatus, cardFailure, formatAmount, showsBilling } from './billing-model.ts';
import { BillingPanel } from './BillingPanel.tsx';
import { BillingView } from './BillingView.tsx';
import { textsIn } from '../i18n/texts.ts';
import { texts } from './texts.ts';
import { UnsubscribeModal } from './UnsubscribeModal.tsx';
import { UpdateCardModal } from './UpdateCardModal.tsx';

// The library's modal draws in the browser only: here a stand-in shows what it is given.
vi.mock('../ui/Modal.tsx', () => ({
  Modal: ({ title, children, footer, role }: ModalProps) => (
    <section role={role ?? 'dialog'} aria-label={title}>
      {children}
      {footer}
    </section>
  ),
}));

function owner(plans: 'hosted' | 'self-hosted', permissions = ['change_billing']): CurrentUser {
  return {
    account: {
      id: 1,
      username: 'payer',
      email: 'payer@example.test',
      plan: 'trial',
      creator_id: null,
      meta: [],
      licenses: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      admin: false,
    },
    permissions,
    settings: {
      plan: 'trial',
      token: null,
      accounts: [],
      feed_count: { active: 0, inactive: 0, allowed: 10 },
      plans,
    },
  };
}

// 2026-12-13 00:00 UTC and 2027-01-13 00:00 UTC.
const trialEnd = Date.UTC(2026, 11, 13) / 1000;
const trialing: Customer = {
  billing: true,
  plan: 'trial',
  subscription: {
    id: 'sub_1',
    status: 'trialing',
    trial_end: trialEnd,
    current_period_end: trialEnd,
    cancel_at_period_end: false,
  },
  delinquent: false,
  next_invoice: { amount_due: 4900, currency: 'usd', date: trialEnd },
  card: { brand: 'Visa', last4: '4242' },
  plans: ['plus', 'pro', 'premium'],
  trial_days: 14,
};
const noop = () => undefined;
const english = (key: keyof (typeof texts)['en'], values?: Record<string, string | number>) =>
  textsIn(texts, 'en')(key, values);

describe('the billing tab', () => {
  it('shows the plan, the trial end, the next invoice and the card', async () => {
    const html = await renderStatic(
      <BillingView
        customer={trialing}
        locale="en"
        onChoose={noop}
        onUpdateCard={noop}
        onUnsubscribe={noop}
      />,
    );
    expect(html).toMatch(/<dt>Plan<\/dt><dd[^>]*>Trial<\/dd>/);
    expect(html).toMatch(/<dt>Trial ends<\/dt><dd[^>]*>December 13, 2026<\/dd>/);
    expect(html).toContain('$49.00 on December 13, 2026');
    expect(html).toContain('Visa ending in 4242');
    expect(html).toContain('>Update card</button>');
    expect(html).toContain('>Unsubscribe</button>');
    expect(html).toContain('>Choose Pro</button>');
  });

  it('offers the trial to an owner who never subscribed, and no unsubscribe', async () => {
    const html = await renderStatic(
      <BillingView
        customer={{
          ...trialing,
          plan: 'basic',
          subscription: null,
          next_invoice: null,
          card: null,
        }}
        locale="en"
        onChoose={noop}
        onUpdateCard={noop}
        onUnsubscribe={noop}
      />,
    );
    expect(html).toContain('Your first subscription starts with a 14-day free trial.');
    expect(html).toContain('No card on file');
    expect(html).not.toContain('>Unsubscribe</button>');
  });

  it('draws in French', async () => {
    const french = await loadLanguage('fr');
    const html = await renderStatic(
      <LanguageProvider translator={french}>
        <BillingView
          customer={{
            ...trialing,
            plan: 'pro',
            subscription: {
              ...trialing.subscription!,
              status: 'active',
              cancel_at_period_end: true,
            },
          }}
          locale="fr"
          onChoose={noop}
          onUpdateCard={noop}
          onUnsubscribe={noop}
        />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<dt>Formule<\/dt><dd[^>]*>Pro<\/dd>/);
    expect(html).toContain('Votre abonnement se termine le 13 décembre 2026.');
    expect(html).toContain('Visa se terminant par 4242');
    expect(html).toContain('>Changer de carte</button>');
    expect(html).not.toContain('Se désabonner');
  });

  it('loads for an owner in hosted mode, says billing is off otherwise', async () => {
    expect(await renderStatic(<BillingPanel user={owner('hosted')} />)).toMatch(
      /role="status" aria-busy="true"[^>]*>Loading your billing…/,
    );
    expect(await renderStatic(<BillingPanel user={owner('self-hosted')} />)).toContain(
      'Billing is not set up on this site.',
    );
  });

  it('shows the feedback view after unsubscribing', async () => {
    const html = await renderStatic(
      <BillingPanel user={owner('hosted')} />,
      '/admin/payment?unsubscribed=1',
    );
    expect(html).toContain('We are sorry to see you go');
  });
});

describe('the billing dialogs', () => {
  it('sends the card to Stripe’s page, never asking for it here', async () => {
    const html = await renderStatic(<UpdateCardModal onClose={noop} go={noop} />);
    expect(html).toContain('aria-label="Update your card"');
    expect(html).toContain('>Continue to Stripe</button>');
    expect(html).not.toContain('<input');
  });

  it('confirms unsubscribing in an alert dialog, in Spanish too', async () => {
    expect(await renderStatic(<UnsubscribeModal onClose={noop} onDone={noop} />)).toContain(
      'role="alertdialog" aria-label="Unsubscribe?"',
    );
    const spanish = await loadLanguage('es');
    const html = await renderStatic(
      <LanguageProvider translator={spanish}>
        <UnsubscribeModal onClose={noop} onDone={noop} />
      </LanguageProvider>,
    );
    expect(html).toContain('aria-label="¿Cancelar la suscripción?"');
  });
});

describe('billing rules', () => {
  it('shows the tab in hosted mode to accounts that may change billing', () => {
    expect(showsBilling(owner('hosted'))).toBe(true);
    expect(showsBilling(owner('self-hosted'))).toBe(false);
    expect(showsBilling(owner('hosted', ['modify_tint']))).toBe(false);
  });

  it('gives the status message: trial ending under a day, charge failed, card declined', () => {
    expect(billingStatus('trial', trialing, trialEnd - 86_399)).toBe('trialEndingSoon');
    expect(billingStatus('trial', trialing, trialEnd - 86_401)).toBe('trialActive');
    expect(billingStatus('pro', { ...trialing, delinquent: true }, 0)).toBe('chargeFailed');
    expect(billingStatus('deactivated', null, 0)).toBe('cardDeclined');
    expect(billingStatus('pro', null, 0)).toBeNull();
  });

  it('words the card-update failures as the spec does', () => {
    expect(cardFailure(new ApiError('Your card was declined.', 402), english)).toBe(
      'Your card was declined.',
    );
    expect(cardFailure(new ApiError('irrelevant', 502), english)).toBe(
      'There was an error contacting Stripe. Refresh page and try again.',
    );
    expect(cardFailure(new TypeError('offline'), english)).toBe(
      'There was an error contacting Stripe. Refresh page and try again.',
    );
    expect(
      cardFailure(new ApiError("There was an error: No such token: 'tok_x'", 400), english),
    ).toBe("There was an error: No such token: 'tok_x'");
  });

  it('formats amounts in the currency’s unit', () => {
    expect(formatAmount(4900, 'usd', 'en')).toBe('$49.00');
    expect(formatAmount(500, 'jpy', 'en')).toBe('¥500');
  });
});
