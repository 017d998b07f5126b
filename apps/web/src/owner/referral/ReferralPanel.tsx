/**
 * The dashboard's unlock tab (`/admin/unlock`, hosted mode): the referral panel (the invite
 * link with a Copy button, the credit balance, the people who signed up with the link) and the
 * rewards one redeems with credits, unlocked ones marked.
 */
import './referral.css';
import { useTranslator } from '@chorus/theme-kit';
import { useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { refreshSession, type CurrentUser } from '../session.ts';
import { AlertStack, useAlerts, type Notify } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { redeemReward, type ReferralInfo } from './referral-api.ts';
import { redeemFailure, rewardName } from './referral-model.ts';
import { texts } from './texts.ts';
import { useReferral } from './use-referral.ts';

export function ReferralPanel({ user }: { user: CurrentUser }) {
  const t = useTexts(texts);
  const { state, reload } = useReferral(user);
  const { alerts, notify } = useAlerts();
  return (
    <section className="referral-panel" aria-labelledby="referral-heading">
      <AlertStack alerts={alerts} />
      <h2 id="referral-heading">{t('heading')}</h2>
      {state.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {state.status === 'off' && <p>{t('off')}</p>}
      {state.status === 'failed' && (
        <p className="owner-form-failure" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="owner-button" onClick={() => void reload()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <ReferralView info={state.info} notify={notify} onChanged={reload} />
      )}
    </section>
  );
}

export function ReferralView({
  info,
  notify,
  onChanged,
}: {
  info: ReferralInfo;
  notify: Notify;
  onChanged: () => Promise<void>;
}) {
  const t = useTexts(texts);
  const core = useTranslator();
  const [redeeming, setRedeeming] = useState<string>();
  const dates = new Intl.DateTimeFormat(core.locale, { dateStyle: 'medium' });

  async function redeem(key: string) {
    setRedeeming(key);
    try {
      await redeemReward(key);
      notify('success', t('redeemed', { reward: rewardName(key, t) }));
      // The session's meta decides the editor's gates: ask for it again.
      await Promise.all([onChanged(), refreshSession()]);
    } catch (error) {
      notify('error', redeemFailure(error, t, core));
    } finally {
      setRedeeming(undefined);
    }
  }

  return (
    <>
      <p>{t('intro')}</p>
      <div className="referral-invite">
        <TextField
          label={t('inviteLink')}
          value={info.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="owner-button"
          onClick={() =>
            void navigator.clipboard.writeText(info.link).then(
              () => notify('success', t('copied')),
              () => notify('info', t('copyByHand')),
            )
          }
        >
          {t('copy')}
        </button>
      </div>
      <dl className="owner-facts referral-facts">
        <div>
          <dt>{t('credits')}</dt>
          <dd data-testid="referral-credits">{t('creditsValue', { count: info.credits })}</dd>
        </div>
      </dl>

      <section aria-labelledby="referrals-heading">
        <h3 id="referrals-heading">{t('referralsHeading')}</h3>
        {info.referrals.length === 0 ? (
          <p>{t('noReferrals')}</p>
        ) : (
          <div className="referral-table-scroll">
            <table className="owner-table" aria-labelledby="referrals-heading">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('email')}</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('earned')}</th>
                </tr>
              </thead>
              <tbody>
                {info.referrals.map((entry) => (
                  <tr key={`${entry.created_at}-${entry.email}`}>
                    <td>{dates.format(new Date(entry.created_at))}</td>
                    <td>{entry.email}</td>
                    <td>{entry.name}</td>
                    <td>{entry.credits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="rewards-heading">
        <h3 id="rewards-heading">{t('rewardsHeading')}</h3>
        <p>{t('rewardsIntro')}</p>
        <ul className="referral-rewards">
          {info.rewards.map((reward) => {
            const name = rewardName(reward.key, t);
            return (
              <li key={reward.key} className="referral-reward">
                <span className="referral-reward__name">{name}</span>
                <span className="referral-reward__cost">
                  {t('creditsValue', { count: reward.cost })}
                </span>
                {reward.unlocked ? (
                  <span className="owner-badge referral-reward__unlocked">{t('unlocked')}</span>
                ) : (
                  <BusyButton
                    className="owner-button"
                    label={t('redeemFor', { reward: name })}
                    busyLabel={t('redeeming')}
                    busy={redeeming === reward.key}
                    disabled={redeeming !== undefined}
                    onClick={() => void redeem(reward.key)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
