/**
 * White-label moderation links: a token made by `GET /api/generateWhiteLabelToken` in the
 * w_edit, w_moderate and w_moderate_all addresses, for moderators without an account.
 */
import { messages } from '@chorus/core';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '../api-client.ts';
import type { Notify } from '../ui/alerts.tsx';
import { whiteLabelLinks } from './embed-code.ts';

const modeLabels: Readonly<Record<string, string>> = {
  w_edit: 'Moderation (edit link)',
  w_moderate: 'Moderation',
  w_moderate_all: 'Moderation of all posts',
};

/** Props of {@link WhiteLabelLinks}. */
export interface WhiteLabelLinksProps {
  readonly origin: string;
  readonly userName: string;
  readonly notify: Notify;
}

export function WhiteLabelLinks({ origin, userName, notify }: WhiteLabelLinksProps) {
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const answer = await apiRequest<{ token: string }>('/api/generateWhiteLabelToken', {
        query: { wall: userName },
      });
      setToken(answer.token);
      notify('success', messages.whiteLabelLinksReady);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : messages.requestProblem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="publish-white-label" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>White-label moderation</h3>
      <p>
        Give these links to moderators who have no account: they can approve and reject posts of
        this wall, and nothing else. Each set of links works until its token is revoked.
      </p>
      <button type="button" disabled={busy} onClick={() => void generate()}>
        {token === null ? 'Create moderation links' : 'Create new links'}
      </button>
      {token !== null && (
        <ul className="publish-links">
          {whiteLabelLinks(origin, userName, token).map((link) => (
            <li key={link.mode}>
              <label htmlFor={`${id}-${link.mode}`}>{modeLabels[link.mode] ?? link.mode}</label>
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
