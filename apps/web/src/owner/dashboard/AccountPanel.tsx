/**
 * The dashboard's account tab (`/settings`): the signed-in account, its plan and allowance, the
 * owner app's language, and the API keys.
 */
import { languageNames, shippedLanguages } from '@chorus/core/i18n';
import { useId, useState, type FormEvent } from 'react';
import { browserLanguage, ownerLanguageOf } from '../i18n/OwnerLanguage.tsx';
import { textsIn, useTexts } from '../i18n/texts.ts';
import { refreshSession, saveAccountLanguage, type CurrentUser } from '../session.ts';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { BusyButton } from '../ui/BusyButton.tsx';
import { EmailVerificationStatus } from '../auth/EmailVerificationStatus.tsx';
import { ReferralAccountLink } from '../referral/ReferralAccountLink.tsx';
import { showsReferral } from '../referral/referral-model.ts';
import { AllowanceFacts, Fact } from './AllowanceFacts.tsx';
import { ApiKeySection } from './ApiKeySection.tsx';
import { accountHasFeature, failureMessage } from './dashboard-model.ts';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** The select's value for "Browser default" (the account's language is null). */
const browserChoice = '';

export function AccountPanel({ user }: { user: CurrentUser }) {
  const { account, settings } = user;
  const { alerts, notify } = useAlerts();
  const t = useTexts(texts);
  return (
    <section className="account-panel" aria-labelledby="account-heading">
      <AlertStack alerts={alerts} />
      <h2 id="account-heading">{t('accountHeading')}</h2>
      <dl className="owner-facts">
        <Fact term={t('username')}>{account.username}</Fact>
        <Fact term={t('email')}>{account.email}</Fact>
        <Fact term={t('plan')}>{settings.plan}</Fact>
        <AllowanceFacts count={settings.feed_count} />
      </dl>
      <EmailVerificationStatus />
      {showsReferral(user) && <ReferralAccountLink />}
      <LanguageForm
        language={account.language ?? null}
        onSaved={(text) => notify('success', text)}
        onFailed={(text) => notify('error', text)}
      />
      {/* The API key area is for premium plans; sub-accounts never manage tokens. */}
      {account.creator_id === null && accountHasFeature(settings.plan, account.meta, 'apiKey') && (
        <ApiKeySection notify={notify} />
      )}
    </section>
  );
}

/** Props of {@link LanguageForm}. */
interface LanguageFormProps {
  /** The account's language; null follows the browser's. */
  readonly language: string | null;
  readonly onSaved: (text: string) => void;
  readonly onFailed: (text: string) => void;
}

/**
 * The owner app's language: "Browser default" or a language named in itself. Saved with
 * `PUT /api/user/language`; the session is asked again, so every owner screen changes at once.
 */
function LanguageForm({ language, onSaved, onFailed }: LanguageFormProps) {
  const t = useTexts(texts);
  const words = useDashboardWords();
  const id = useId();
  const [chosen, setChosen] = useState(language ?? browserChoice);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = chosen === browserChoice ? null : chosen;
    setBusy(true);
    try {
      await saveAccountLanguage(next);
      // Said in the language the app is about to switch to.
      onSaved(textsIn(texts, ownerLanguageOf(next, browserLanguage()))('languageSaved'));
      await refreshSession();
    } catch (error) {
      onFailed(failureMessage(error, words.core.t('requestProblem'), words));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="owner-form account-language" onSubmit={(event) => void save(event)}>
      <div className="owner-field">
        <label htmlFor={`${id}-language`}>{t('language')}</label>
        <select
          id={`${id}-language`}
          name="language"
          value={chosen}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value={browserChoice}>{t('languageBrowser')}</option>
          {shippedLanguages.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="owner-field-hint">
          {t('languageHint')}
        </p>
      </div>
      <BusyButton
        label={t('saveLanguage')}
        busyLabel={t('languageSaving')}
        busy={busy}
        className="owner-button owner-button--primary"
      />
    </form>
  );
}
