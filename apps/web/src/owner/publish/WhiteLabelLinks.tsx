/**
 * White-label moderation links: a token made by `GET /api/generateWhiteLabelToken` in the
 * w_edit, w_moderate and w_moderate_all addresses, for moderators without an account.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from '../ui/alerts.tsx';
import { whiteLabelLinks } from './embed-code.ts';
import { texts } from './texts.ts';

const modeLabels: Readonly<Record<string, keyof typeof texts.en>> = {
  w_edit: 'modeEdit',
  w_moderate: 'modeModerate',
  w_moderate_all: 'modeModerateAll',
};

/** Props of {@link WhiteLabelLinks}. */
export interface WhiteLabelLinksProps {
  readonly origin: string;
  readonly userName: string;
  readonly notify: Notify;
}

export function WhiteLabelLinks({ origin, userName, notify }: WhiteLabelLinksProps) {
  const id = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const modeLabelOf = (mode: string) => {
    const key = modeLabels[mode];
    return key ? t(key) : mode;
  };
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const answer = await apiRequest<{ token: string }>('/api/generateWhiteLabelToken', {
        query: { wall: userName },
      });
      setToken(answer.token);
      notify('success', translator.t('whiteLabelLinksReady'));
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : translator.t('requestProblem'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="publish-white-label" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('whiteLabelHeading')}</h3>
      <p>{t('whiteLabelIntro')}</p>
      <button type="button" disabled={busy} onClick={() => void generate()}>
        {token === null ? t('createModerationLinks') : t('createNewLinks')}
      </button>
      {token !== null && (
        <ul className="publish-links">
          {whiteLabelLinks(origin, userName, token).map((link) => (
            <li key={link.mode}>
              <label htmlFor={`${id}-${link.mode}`}>{modeLabelOf(link.mode)}</label>
              <input
                id={`${id}-${link.mode}`}
                readOnly
                value={link.url}
                data-mode={link.mode}
                onFocus={(event) => event.target.select()}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
