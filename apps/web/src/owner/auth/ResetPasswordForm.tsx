/**
 * A reset link's page: the link is checked first, so a used or expired one says so before
 * anything is typed; then the new password (the spec's rule: at least 5 characters).
 */
import { minPasswordLength } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import { issuesByField } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { AuthForm } from './AuthForm.tsx';
import { checkResetLink, resetPassword } from './mail-api.ts';
import { texts } from './texts.ts';

interface ResetFields {
  readonly password: string;
}

/** Where the link stands: being checked, usable, refused (the server's words), or spent by us. */
type LinkState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'done' };

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    checkResetLink(token).then(
      () => current && setLink({ kind: 'ready' }),
      (error: unknown) => {
        if (!current) return;
        const reason = error instanceof ApiError ? error.message : translator.t('requestProblem');
        setLink({ kind: 'refused', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [token, translator]);

  const form = useFormSubmit<ResetFields>({
    initial: { password: '' },
    check: ({ password }) =>
      password.length < minPasswordLength
        ? {
            password: translator.text('enterprisePasswordTooShort', { min: minPasswordLength }),
          }
        : {},
    send: async ({ password }) => {
      await resetPassword(token, password);
      setLink({ kind: 'done' });
    },
    fieldErrors: (error) => issuesByField<ResetFields>(error.issues, ['password']),
  });

  if (link.kind === 'checking') {
    return (
      <p role="status" aria-busy="true">
        {t('checkingLink')}
      </p>
    );
  }
  if (link.kind === 'refused') {
    return (
      <>
        <p role="alert" className="owner-form-failure">
          {link.reason}
        </p>
        <p>
          <Link to="/reset-password">{t('askNewLink')}</Link>
        </p>
      </>
    );
  }
  if (link.kind === 'done') {
    return (
      <>
        <p role="status">{t('passwordChanged')}</p>
        <p>
          <Link to="/login">{t('signIn')}</Link>
        </p>
      </>
    );
  }
  return (
    <AuthForm form={form} label={t('setPassword')} busyLabel={t('settingPassword')}>
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('atLeast', { count: minPasswordLength })}
        {...form.bind('password')}
      />
    </AuthForm>
  );
}
