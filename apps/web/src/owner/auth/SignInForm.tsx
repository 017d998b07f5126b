/** The sign-in form: username or e-mail, and password. */
import { useState } from 'react';
import { signIn } from '../session.ts';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { checkSignIn, type SignInFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';

/** Signs in, then calls `onSignedIn`. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [fields, setFields] = useState<SignInFields>({ username: '', password: '' });
  const form = useFormSubmit({
    fields,
    check: checkSignIn,
    send: async (values) => {
      await signIn({ username: values.username.trim(), password: values.password });
      onSignedIn();
    },
  });
  function edit(field: keyof SignInFields, value: string) {
    setFields((shown) => ({ ...shown, [field]: value }));
    form.clear(field);
  }
  return (
    <form
      className="owner-form auth-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      <TextField
        label="Username or e-mail"
        name="username"
        autoComplete="username"
        value={fields.username}
        error={form.errors.username}
        onChange={(event) => edit('username', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        error={form.errors.password}
        onChange={(event) => edit('password', event.target.value)}
      />
      <FormFailure text={form.failure} />
      <button type="submit" className="owner-button owner-button--primary" disabled={form.busy}>
        {form.busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
