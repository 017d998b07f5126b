/**
 * What the billing tab shows of a customer: plan, trial end, next invoice and card, the plans
 * on sale (each opens Stripe Checkout), and the buttons to update the card and unsubscribe.
 * Drawn from data only, so it renders the same in tests and in the browser.
 */
import { useTexts } from '../i18n/texts.ts';
import type { Customer, PaidPlan } from './billing-api.ts';
import { formatAmount, formatDate, planName } from './billing-model.ts';
import { texts } from './texts.ts';

/** Props of {@link BillingView}. */
export interface BillingViewProps {
  readonly customer: Customer;
  /** The owner's language, for amounts and dates. */
  readonly locale: string;
  /** The plan whose Checkout is opening, if any. */
  readonly opening?: PaidPlan | undefined;
  readonly onChoose: (plan: PaidPlan) => void;
  readonly onUpdateCard: () => void;
  readonly onUnsubscribe: () => void;
}

export function BillingView({
  customer,
  locale,
  opening,
  onChoose,
  onUpdateCard,
  onUnsubscribe,
}: BillingViewProps) {
  const t = useTexts(texts);
  const { subscription, next_invoice: invoice, card } = customer;
  const live = subscription !== null && subscription.status !== 'canceled';
  const ends =
    live && subscription.cancel_at_period_end && subscription.current_period_end !== null
      ? subscription.current_period_end
      : null;
  const currentPaid = live && !subscription.cancel_at_period_end ? customer.plan : null;
  return (
    <>
      <dl className="billing-facts" aria-label={t('factsLabel')}>
        <div>
          <dt>{t('currentPlan')}</dt>
          <dd data-testid="billing-plan">{planName(customer.plan, t)}</dd>
        </div>
        {subscription?.trial_end != null && subscription.status === 'trialing' && (
          <div>
            <dt>{t('trialEnds')}</dt>
            <dd data-testid="billing-trial-end">{formatDate(subscription.trial_end, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('nextInvoice')}</dt>
          <dd>
            {invoice && invoice.date !== null
              ? t('nextInvoiceValue', {
                  amount: formatAmount(invoice.amount_due, invoice.currency, locale),
                  date: formatDate(invoice.date, locale),
                })
              : t('none')}
          </dd>
        </div>
        <div>
          <dt>{t('card')}</dt>
          <dd>{card ? t('cardValue', { brand: card.brand, last4: card.last4 }) : t('noCard')}</dd>
        </div>
      </dl>
      {ends !== null && (
        <p className="billing-ends">{t('endsOn', { date: formatDate(ends, locale) })}</p>
      )}
      <div className="billing-actions">
        <button type="button" className="owner-button" onClick={onUpdateCard}>
          {t('updateCard')}
        </button>
        {live && !subscription.cancel_at_period_end && (
          <button
            type="button"
            className="owner-button owner-button--danger"
            onClick={onUnsubscribe}
          >
            {t('unsubscribe')}
          </button>
        )}
      </div>
      {customer.plans.length > 0 && (
        <section className="billing-plans" aria-labelledby="billing-plans-heading">
          <h3 id="billing-plans-heading">{t('choosePlan')}</h3>
          <p>
            {t('choosePlanIntro')}
            {subscription === null && customer.trial_days > 0
              ? ` ${t('trialIntro', { days: customer.trial_days })}`
              : ''}
          </p>
          <ul className="billing-plans__list">
            {customer.plans.map((plan) => {
              const name = planName(plan, t);
              const mine = currentPaid === plan;
              return (
                <li key={plan}>
                  <button
                    type="button"
                    className={mine ? 'owner-button' : 'owner-button owner-button--primary'}
                    disabled={mine || opening !== undefined}
                    onClick={() => onChoose(plan)}
                  >
                    {opening === plan
                      ? t('opening')
                      : mine
                        ? t('yourPlan', { plan: name })
                        : t('choose', { plan: name })}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
