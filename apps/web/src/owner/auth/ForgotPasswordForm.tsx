/**
 * "Forgot password?": the account's e-mail address, then the same answer whatever the address
 * (the server never says whether an account uses it).
 */
import { isValidEmail } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { issuesByField } from './auth-form.ts';
import { AuthForm } from './AuthForm.tsx';
import { askPasswordReset } from './mail-api.ts';
import { texts } from './texts.ts';

interface ForgotFields {
  readonly email: string;
}

export function ForgotPasswordForm() {
  const t = useTexts(texts);
  const translator = useTranslator();
  const [sent, setSent] = useState(false);
  const form = useFormSubmit<ForgotFields>({
    initial: { email: '' },
    check: ({ email }) => {
      if (email.trim() === '') return { email: translator.t('enterpriseEmailRequired') };
      return isValidEmail(email.trim()) ? {} : { email: translator.t('enterpriseEmailInvalid') };
    },
    send: async ({ email }) => {
      await askPasswordReset(email.trim());
      setSent(true);
    },
    fieldErrors: (error) => issuesByField<ForgotFields>(error.issues, ['email']),
  });
  return (
    <>
      <p>{t('resetIntro')}</p>
      <AuthForm form={form} label={t('sendLink')} busyLabel={t('sendingLink')}>
        <TextField label={t('email')} type="email" autoComplete="email" {...form.bind('email')} />
      </AuthForm>
      <p role="status" className="auth-form-status">
        {sent ? t('resetRequested') : ''}
      </p>
      <p>
        <Link to="/login">{t('backToSignIn')}</Link>
      </p>
    </>
  );
}
