/**
 * The Ownership dialog of a wall (the row menu's entry): the accounts that may work on the wall,
 * the owner first and never removable, adding one of the owner's other accounts and removing
 * one, with the spec's messages in the dialog's live region.
 */
import './accounts.css';
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { Modal } from '../ui/Modal.tsx';
import { AccountRow } from './AccountRow.tsx';
import {
  addWallAccess,
  fetchWallAccess,
  removeWallAccess,
  type AccessEntry,
} from './accounts-api.ts';
import { texts } from './texts.ts';

/** Props of {@link OwnershipModal} (those of a row menu entry's dialog). */
export interface OwnershipModalProps {
  readonly row: { readonly id: number; readonly name: string };
  readonly onClose: () => void;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly access: readonly AccessEntry[];
      readonly available: readonly AccessEntry[];
    };

/** What the live region says last: a success, or a failure. */
type Said = { readonly kind: 'success' | 'error'; readonly text: string } | undefined;

export function OwnershipModal({ row, onClose }: OwnershipModalProps) {
  const t = useTexts(texts);
  const core = useTranslator();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState<number | 'add'>();
  const [said, setSaid] = useState<Said>();
  /** Where the focus goes once the list is drawn again: an account's Remove, or the select. */
  const [focusNext, setFocusNext] = useState<number | 'select'>();
  const select = useRef<HTMLSelectElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const reload = useCallback(async () => {
    try {
      const answer = await fetchWallAccess(row.id);
      setLoaded({ status: 'ready', access: answer.access, available: answer.available });
    } catch {
      setLoaded({ status: 'failed' });
    }
  }, [row.id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  // After the render that shows the change and frees the buttons (a disabled one takes no focus).
  useEffect(() => {
    if (focusNext === undefined || busy !== undefined) return;
    if (focusNext === 'select') select.current?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-id="${focusNext}"] button`)?.focus();
    setFocusNext(undefined);
  }, [focusNext, busy, loaded]);

  const failed = (error: unknown) =>
    setSaid({
      kind: 'error',
      text:
        error instanceof ApiError && error.status !== 0 ? error.message : core.t('requestProblem'),
    });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountId = Number(picked);
    if (!accountId) {
      select.current?.focus();
      return;
    }
    setBusy('add');
    try {
      const answer = await addWallAccess(row.id, accountId);
      setPicked('');
      await reload();
      setSaid({ kind: 'success', text: answer.message || core.t('enterpriseOwnershipAdded') });
      // The form goes when no account is left to add: the focus moves to the added account.
      setFocusNext(accountId);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(entry: AccessEntry) {
    setBusy(entry.id);
    try {
      const answer = await removeWallAccess(row.id, entry.id);
      await reload();
      setSaid({ kind: 'success', text: answer.message || core.t('enterpriseOwnershipRemoved') });
      setFocusNext('select');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Modal
      title={t('ownershipTitle', { name: row.name })}
      onClose={onClose}
      className="accounts-modal"
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p>{t('ownershipIntro')}</p>
      {loaded.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <p className="owner-form-failure" role="alert">
          {core.t('enterpriseFetchFailed')}{' '}
          <button type="button" className="owner-button" onClick={() => void reload()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {loaded.status === 'ready' && (
        <>
          <h3 id={`${id}-list`} className="accounts-subheading">
            {t('ownershipList')}
          </h3>
          <ul ref={list} className="accounts-access" aria-labelledby={`${id}-list`}>
            {loaded.access.map((entry) => (
              <AccountRow key={entry.id} account={entry}>
                {entry.owner ? (
                  <span className="owner-badge">{t('ownerTag')}</span>
                ) : (
                  <button
                    type="button"
                    className="owner-button owner-button--danger"
                    aria-label={t('removeLabel', { name: entry.username })}
                    disabled={busy !== undefined}
                    onClick={() => void remove(entry)}
                  >
                    {busy === entry.id ? t('removing') : t('remove')}
                  </button>
                )}
              </AccountRow>
            ))}
          </ul>
          {loaded.available.length === 0 ? (
            <p>{t('noneToAdd')}</p>
          ) : (
            <form className="owner-form accounts-add" onSubmit={(event) => void add(event)}>
              <div className="owner-field">
                <label htmlFor={`${id}-add`}>{t('addAccount')}</label>
                <select
                  ref={select}
                  id={`${id}-add`}
                  name="account"
                  value={picked}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  <option value="">{t('chooseAccount')}</option>
                  {loaded.available.map((entry) => (
                    <option key={entry.id} value={String(entry.id)}>
                      {entry.username}
                    </option>
                  ))}
                </select>
              </div>
              <BusyButton
                label={t('add')}
                busyLabel={t('adding')}
                busy={busy === 'add'}
                disabled={busy !== undefined}
                className="owner-button owner-button--primary"
              />
            </form>
          )}
        </>
      )}
      <p className="accounts-said" role="status">
        {said?.kind === 'success' ? said.text : ''}
      </p>
      {said?.kind === 'error' && (
        <p className="owner-form-failure" role="alert">
          {said.text}
        </p>
      )}
    </Modal>
  );
}
