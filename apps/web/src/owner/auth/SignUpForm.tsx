/** The sign-up form: username, e-mail and password, checked as the spec's account rules say. */
import { minPasswordLength, minUsernameLength } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { signUp } from '../session.ts';
import { TextField } from '../ui/TextField.tsx';
import { checkSignUp, issuesByField, type SignUpFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { AuthForm } from './AuthForm.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { texts } from './texts.ts';

const fieldNames = ['username', 'email', 'password'] as const;

/**
 * Creates the account (which signs it in), then calls `onSignedUp`. An invite link's `?invite=`
 * token goes along, so an invite-only instance lets its holder in; a referral link's `?ref=`
 * code goes along too (hosted mode: the code's owner earns credits when the account pays).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [query] = useSearchParams();
  const invite = query.get('invite') ?? undefined;
  const ref = query.get('ref') ?? undefined;
  const t = useTexts(texts);
  const translator = useTranslator();
  const form = useFormSubmit<SignUpFields>({
    initial: { username: '', email: '', password: '' },
    check: (fields) => checkSignUp(fields, translator),
    send: async (values) => {
      await signUp({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(invite ? { invite } : {}),
        ...(ref ? { ref } : {}),
      });
      onSignedUp();
    },
    fieldErrors: (error) => issuesByField<SignUpFields>(error.issues, [...fieldNames]),
  });
  return (
    <>
      <SsoButtons invite={invite} />
      <AuthForm form={form} label={t('createAccount')} busyLabel={t('creatingAccount')}>
        <TextField
          label={t('username')}
          autoComplete="username"
          hint={t('atLeast', { count: minUsernameLength })}
          {...form.bind('username')}
        />
        <TextField label={t('email')} type="email" autoComplete="email" {...form.bind('email')} />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          hint={t('atLeast', { count: minPasswordLength })}
          {...form.bind('password')}
        />
      </AuthForm>
    </>
  );
}
