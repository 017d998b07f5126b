/**
 * The dashboard's billing tab (`/admin/payment`, hosted mode): the status message, the
 * customer (BillingView), Stripe Checkout to subscribe or change plan, the update-card and
 * unsubscribe dialogs, and what coming back from Stripe or unsubscribing shows.
 */
import './billing.css';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { startCheckout, type PaidPlan } from './billing-api.ts';
import { billingStatus, cardFailure } from './billing-model.ts';
import { BillingView } from './BillingView.tsx';
import { texts } from './texts.ts';
import { UnsubscribeModal } from './UnsubscribeModal.tsx';
import { UpdateCardModal } from './UpdateCardModal.tsx';
import { useCustomer } from './use-customer.ts';

/** The spec's wait before reloading after a card update. */
export const reloadAfterCardMs = 4000;

/** Goes to another site's page (Stripe's). */
function goTo(url: string): void {
  window.location.assign(url);
}

export function BillingPanel({ user }: { user: CurrentUser }) {
  const t = useTexts(texts);
  const core = useTranslator();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { state, reload } = useCustomer(user);
  const { alerts, notify } = useAlerts();
  const [dialog, setDialog] = useState<'card' | 'unsubscribe'>();
  const [opening, setOpening] = useState<PaidPlan>();
  const back =
    query.get('card') === 'updated' ? 'card' : query.get('checkout') === 'done' ? 'checkout' : null;

  // Back from Stripe: say so, and reload after 4 s (the spec's wait; Stripe's events land by then).
  useEffect(() => {
    if (back === null) return;
    notify('success', t(back === 'card' ? 'updated' : 'checkoutDone'));
    const timer = setTimeout(() => {
      void navigate('/admin/payment', { replace: true });
      void reload();
    }, reloadAfterCardMs);
    return () => clearTimeout(timer);
    // Once per return from Stripe (notify, navigate and reload are stable).
  }, [back, notify, navigate, reload, t]);

  async function choose(plan: PaidPlan) {
    setOpening(plan);
    try {
      const { url } = await startCheckout(plan);
      if (url !== null) {
        goTo(url);
        return;
      }
      setOpening(undefined);
      notify('success', t('checkoutDone'));
      setTimeout(() => void reload(), reloadAfterCardMs);
    } catch (error) {
      setOpening(undefined);
      notify('error', cardFailure(error, t));
    }
  }

  const status =
    state.status === 'ready'
      ? billingStatus(user.settings.plan, state.customer, Math.floor(Date.now() / 1000))
      : null;

  return (
    <section className="billing-panel" aria-labelledby="billing-heading">
      <AlertStack alerts={alerts} />
      <h2 id="billing-heading">{t('heading')}</h2>
      {status && (
        <p className={`owner-status owner-status--${status}`} role="status">
          {core.text(status)}
        </p>
      )}
      {query.get('unsubscribed') === '1' && (
        <section className="billing-feedback" aria-labelledby="billing-feedback-heading">
          <h3 id="billing-feedback-heading">{t('feedbackHeading')}</h3>
          <p>{t('feedbackBody')}</p>
        </section>
      )}
      {state.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {state.status === 'off' && <p>{t('notSetUp')}</p>}
      {state.status === 'failed' && (
        <p className="owner-form-failure" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="owner-button" onClick={() => void reload()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <BillingView
          customer={state.customer}
          locale={core.locale}
          opening={opening}
          onChoose={(plan) => void choose(plan)}
          onUpdateCard={() => setDialog('card')}
          onUnsubscribe={() => setDialog('unsubscribe')}
        />
      )}
      {dialog === 'card' && <UpdateCardModal onClose={() => setDialog(undefined)} go={goTo} />}
      {dialog === 'unsubscribe' && (
        <UnsubscribeModal
          onClose={() => setDialog(undefined)}
          onDone={(redirect) => {
            setDialog(undefined);
            notify('success', t('updated'));
            void navigate(redirect);
            void reload();
          }}
        />
      )}
    </section>
  );
}
