/** The sign-in form: username or e-mail and password, or a configured identity provider. */
import { useTranslator } from '@chorus/theme-kit';
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { signIn } from '../session.ts';
import { TextField } from '../ui/TextField.tsx';
import { checkSignIn, type SignInFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { AuthForm } from './AuthForm.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { texts } from './texts.ts';

/** Signs in, then calls `onSignedIn`. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const form = useFormSubmit<SignInFields>({
    initial: { username: '', password: '' },
    check: (fields) => checkSignIn(fields, translator),
    send: async (values) => {
      await signIn({ username: values.username.trim(), password: values.password });
      onSignedIn();
    },
  });
  return (
    <>
      <SsoButtons />
      <AuthForm form={form} label={t('signIn')} busyLabel={t('signingIn')}>
        <TextField
          label={t('usernameOrEmail')}
          autoComplete="username"
          {...form.bind('username')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
      </AuthForm>
      <p className="auth-form-aside">
        <Link to="/reset-password">{t('forgotPassword')}</Link>
      </p>
    </>
  );
}
