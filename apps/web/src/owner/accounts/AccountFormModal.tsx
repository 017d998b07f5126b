/**
 * Creating an enterprise account (username, e-mail, password) or changing one's permissions:
 * a preset set (admin, moderator, designer, accountant) ticks its permissions, which can then be
 * changed one by one. The spec's checks and messages; the server's refusals on their fields.
 */
import { permissionPresets, type PermissionKey, type PermissionPresetName } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useId, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { Modal } from '../ui/Modal.tsx';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { createAccount, updateAccount, type EnterpriseAccount } from './accounts-api.ts';
import {
  accountFormErrors,
  permissionLabels,
  permissionsOf,
  presetLabels,
  presetNames,
  presetOf,
  serverFieldErrors,
  type AccountFields,
} from './accounts-model.ts';
import { texts } from './texts.ts';

/** Props of {@link AccountFormModal}. */
export interface AccountFormModalProps {
  /** The account to change; a new one when absent. */
  readonly account?: EnterpriseAccount;
  /** The permissions this user may give. */
  readonly grantable: readonly PermissionKey[];
  readonly onClose: () => void;
  /** Called with the server's message (Account Created!, Account Modified!). */
  readonly onSaved: (message: string) => void;
}

const formId = 'account-form';

export function AccountFormModal({ account, grantable, onClose, onSaved }: AccountFormModalProps) {
  const t = useTexts(texts);
  const core = useTranslator();
  const id = useId();
  const [chosen, setChosen] = useState<readonly PermissionKey[]>(() =>
    account ? permissionsOf(account.meta) : permissionPresets.moderator,
  );
  const [whiteLabel, setWhiteLabel] = useState(false);
  const preset = presetOf(chosen);
  const offered = presetNames.filter((name) =>
    permissionPresets[name].every((key) => grantable.includes(key)),
  );
  const form = useFormSubmit<AccountFields>({
    initial: { username: account?.username ?? '', email: account?.email ?? '', password: '' },
    check: (fields) => (account ? {} : accountFormErrors(fields, core, whiteLabel)),
    send: async (fields) => {
      const meta = chosen.filter((key) => grantable.includes(key));
      const answer = account
        ? await updateAccount(account.id, meta)
        : await createAccount({
            username: fields.username.trim(),
            email: fields.email.trim(),
            password: fields.password,
            meta,
            white_label: whiteLabel,
          });
      onSaved(answer.message || core.t(account ? 'enterpriseModified' : 'enterpriseCreated'));
    },
    fieldErrors: (error) => serverFieldErrors(error, core),
    failureText: (error) =>
      error instanceof Error && error.message ? error.message : core.t('enterpriseSaveFailed'),
  });

  const choosePreset = (name: PermissionPresetName) => setChosen(permissionPresets[name]);
  const toggle = (key: PermissionKey, on: boolean) =>
    setChosen((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));

  return (
    <Modal
      title={account ? t('editTitle', { name: account.username }) : t('createTitle')}
      onClose={onClose}
      className="accounts-modal"
      footer={
        <DialogActions
          onCancel={onClose}
          cancelClassName="owner-button"
          label={account ? t('save') : t('create')}
          busyLabel={account ? t('saving') : t('creating')}
          busy={form.busy}
          form={formId}
          className="owner-button owner-button--primary"
        />
      }
    >
      <form id={formId} className="owner-form" noValidate onSubmit={form.onSubmit}>
        {!account && (
          <>
            <TextField
              label={t('username')}
              autoComplete="off"
              spellCheck={false}
              {...form.bind('username')}
            />
            <TextField label={t('email')} type="email" autoComplete="off" {...form.bind('email')} />
            <TextField
              label={t('password')}
              type="password"
              autoComplete="new-password"
              hint={t('passwordHint')}
              {...form.bind('password')}
            />
            <div className="accounts-choice">
              <input
                id={`${id}-white-label`}
                type="checkbox"
                name="white_label"
                checked={whiteLabel}
                aria-describedby={`${id}-white-label-hint`}
                onChange={(event) => {
                  setWhiteLabel(event.target.checked);
                  form.clear('email');
                }}
              />
              <label htmlFor={`${id}-white-label`}>{t('whiteLabel')}</label>
            </div>
            <p id={`${id}-white-label-hint`} className="owner-field-hint">
              {t('whiteLabelHint')}
            </p>
          </>
        )}
        {offered.length > 0 && (
          <fieldset className="accounts-choices" aria-describedby={`${id}-presets-hint`}>
            <legend>{t('presets')}</legend>
            <p id={`${id}-presets-hint`} className="owner-field-hint">
              {t('presetsHint')}
            </p>
            {offered.map((name) => (
              <label key={name} className="accounts-choice">
                <input
                  type="radio"
                  name="preset"
                  value={name}
                  checked={preset === name}
                  onChange={() => choosePreset(name)}
                />
                {t(presetLabels[name])}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="accounts-choices">
          <legend>{t('permissions')}</legend>
          {grantable.map((key) => (
            <label key={key} className="accounts-choice">
              <input
                type="checkbox"
                name="permission"
                value={key}
                checked={chosen.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
              />
              {t(permissionLabels[key])}
            </label>
          ))}
        </fieldset>
        <FormFailure text={form.failure} />
      </form>
    </Modal>
  );
}
