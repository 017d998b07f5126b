/** The sign-in form: username or e-mail, and password. */
import { signIn } from '../session.ts';
import { TextField } from '../ui/TextField.tsx';
import { checkSignIn, type SignInFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { AuthForm } from './AuthForm.tsx';

/** Signs in, then calls `onSignedIn`. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useFormSubmit<SignInFields>({
    initial: { username: '', password: '' },
    check: checkSignIn,
    send: async (values) => {
      await signIn({ username: values.username.trim(), password: values.password });
      onSignedIn();
    },
  });
  return (
    <AuthForm form={form} label="Sign in" busyLabel="Signing in…">
      <TextField label="Username or e-mail" autoComplete="username" {...form.bind('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
    </AuthForm>
  );
}
