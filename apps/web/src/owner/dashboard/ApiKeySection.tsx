/**
 * The API key area of the account tab (premium plans, the `apiKey` feature): the account's API
 * keys by their hint, making one (its value shown this once) and revoking one.
 */
import { messages } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { refreshSession } from '../session.ts';
import type { Notify } from '../ui/alerts.tsx';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { failureMessage } from './dashboard-model.ts';

/** A token as `GET /api/tokens` lists it: never its value. */
interface ListedToken {
  readonly id: string;
  readonly kind: 'api' | 'wl';
  readonly wall_id: number | null;
  readonly hint: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

function day(iso: string | null): string {
  return iso === null ? 'never' : iso.slice(0, 10);
}

export function ApiKeySection({ notify }: { notify: Notify }) {
  const [tokens, setTokens] = useState<readonly ListedToken[]>();
  const [made, setMade] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<ListedToken>();
  const heading = useRef<HTMLHeadingElement>(null);
  const madeField = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ tokens: ListedToken[] }>('/api/tokens');
      setTokens(answer.tokens.filter((token) => token.kind === 'api'));
    } catch (error) {
      notify('error', failureMessage(error, messages.requestProblem));
    }
  }, [notify]);

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
      notify('error', failureMessage(error, messages.requestProblem));
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
      notify('error', failureMessage(error, messages.requestProblem));
    }
  }

  return (
    <section className="api-keys" aria-labelledby="api-keys-heading">
      <h3 id="api-keys-heading" ref={heading} tabIndex={-1}>
        API keys
      </h3>
      <p>
        Scripts send an API key as <code>Authorization: Bearer …</code>. A key can read, change and
        moderate your walls, but never delete them.
      </p>
      {made && (
        <div className="owner-field api-key-made">
          <label htmlFor="api-key-made">New API key: copy it now, it is shown only this once</label>
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
          Loading your API keys…
        </p>
      ) : tokens.length === 0 ? (
        <p>You have no API keys.</p>
      ) : (
        <table className="owner-table">
          <caption className="visually-hidden">Your API keys</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Made</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
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
                    aria-label={`Revoke the API key ending ${token.hint}`}
                    onClick={() => setRevoking(token)}
                  >
                    Revoke
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
        {busy ? 'Making a key…' : 'Make an API key'}
      </button>
      {revoking && (
        <Modal
          title="Revoke this API key?"
          role="alertdialog"
          onClose={() => setRevoking(undefined)}
          footer={
            <DialogActions
              onCancel={() => setRevoking(undefined)}
              cancelClassName="owner-button"
              label="Revoke key"
              className="owner-button owner-button--danger"
              onClick={() => void revoke(revoking)}
            />
          }
        >
          <p>
            Scripts using the key ending <code>{revoking.hint}</code> are refused from now on.
          </p>
        </Modal>
      )}
    </section>
  );
}
