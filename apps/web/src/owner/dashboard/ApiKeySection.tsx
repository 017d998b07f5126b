/**
 * The API key area of the account tab (premium plans, the `apiKey` feature): the account's API
 * keys by their hint, making one (its value shown this once) and revoking one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { refreshSession } from '../session.ts';
import type { Notify } from '../ui/alerts.tsx';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { failureMessage } from './dashboard-model.ts';
import { elementMarker, Sentence } from '../../layout/Sentence.tsx';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** A token as `GET /api/tokens` lists it: never its value. */
interface ListedToken {
  readonly id: string;
  readonly kind: 'api' | 'wl';
  readonly wall_id: number | null;
  readonly hint: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

/** How scripts send a key: an HTTP header, the same in every language. */
const bearerHeader = 'Authorization: Bearer …';

/** A day in the owner's language (`Intl`), or null when there is none. */
function dayOf(iso: string | null, locale: string): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso.slice(0, 10)
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function ApiKeySection({ notify }: { notify: Notify }) {
  const [tokens, setTokens] = useState<readonly ListedToken[]>();
  const [made, setMade] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<ListedToken>();
  const heading = useRef<HTMLHeadingElement>(null);
  const madeField = useRef<HTMLInputElement>(null);
  const t = useTexts(texts);
  const words = useDashboardWords();
  const requestProblem = words.core.t('requestProblem');
  const day = (iso: string | null) => dayOf(iso, words.core.locale) ?? t('never');

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ tokens: ListedToken[] }>('/api/tokens');
      setTokens(answer.tokens.filter((token) => token.kind === 'api'));
    } catch (error) {
      notify('error', failureMessage(error, requestProblem, words));
    }
  }, [notify, requestProblem, words]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (made) madeField.current?.focus();
  }, [made]);

  async function make() {
    setBusy(true);
    try {
      const answer = await apiRequest<{ token: string; id: string }>('/api/apitoken', {
        method: 'POST',
        body: {},
      });
      setMade(answer.token);
      await Promise.all([load(), refreshSession()]);
    } catch (error) {
      notify('error', failureMessage(error, requestProblem, words));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: ListedToken) {
    try {
      await apiRequest(`/api/tokens/${encodeURIComponent(token.id)}`, { method: 'DELETE' });
      setRevoking(undefined);
      await Promise.all([load(), refreshSession()]);
      heading.current?.focus();
    } catch (error) {
      setRevoking(undefined);
      notify('error', failureMessage(error, requestProblem, words));
    }
  }

  return (
    <section className="api-keys" aria-labelledby="api-keys-heading">
      <h3 id="api-keys-heading" ref={heading} tabIndex={-1}>
        {t('apiKeys')}
      </h3>
      <p>
        <Sentence
          text={t('apiKeysIntro', { header: elementMarker })}
          element={<code>{bearerHeader}</code>}
        />
      </p>
      {made && (
        <div className="owner-field api-key-made">
          <label htmlFor="api-key-made">{t('apiKeyMade')}</label>
          <input
            ref={madeField}
            id="api-key-made"
            readOnly
            value={made}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {tokens === undefined ? (
        <p role="status" aria-busy="true">
          {t('apiKeysLoading')}
        </p>
      ) : tokens.length === 0 ? (
        <p>{t('apiKeysNone')}</p>
      ) : (
        <table className="owner-table">
          <caption className="visually-hidden">{t('apiKeysCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnKey')}</th>
              <th scope="col">{t('columnMade')}</th>
              <th scope="col">{t('columnLastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <th scope="row">
                  <code>{token.hint}</code>
                </th>
                <td>{day(token.created_at)}</td>
                <td>{day(token.last_used_at)}</td>
                <td>
                  <button
                    type="button"
                    className="owner-button owner-button--danger"
                    aria-label={t('revokeLabel', { hint: token.hint })}
                    onClick={() => setRevoking(token)}
                  >
                    {t('revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="owner-button owner-button--primary"
        disabled={busy}
        onClick={() => void make()}
      >
        {busy ? t('makingKey') : t('makeKey')}
      </button>
      {revoking && (
        <Modal
          title={t('revokeTitle')}
          role="alertdialog"
          onClose={() => setRevoking(undefined)}
          footer={
            <DialogActions
              onCancel={() => setRevoking(undefined)}
              cancelClassName="owner-button"
              label={t('revokeButton')}
              className="owner-button owner-button--danger"
              onClick={() => void revoke(revoking)}
            />
          }
        >
          <p>
            <Sentence
              text={t('revokeBody', { hint: elementMarker })}
              element={<code>{revoking.hint}</code>}
            />
          </p>
        </Modal>
      )}
    </section>
  );
}
