/** The sign-up form: username, e-mail and password, checked as the spec's account rules say. */
import { useState } from 'react';
import { minPasswordLength, minUsernameLength } from '@chorus/core';
import { signUp } from '../session.ts';
import { FormFailure, TextField } from '../ui/TextField.tsx';
import { checkSignUp, issuesByField, type SignUpFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';

const fieldNames = ['username', 'email', 'password'] as const;

/** Creates the account (which signs it in), then calls `onSignedUp`. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [fields, setFields] = useState<SignUpFields>({ username: '', email: '', password: '' });
  const form = useFormSubmit({
    fields,
    check: checkSignUp,
    send: async (values) => {
      await signUp({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      onSignedUp();
    },
    fieldErrors: (error) => issuesByField<SignUpFields>(error.issues, [...fieldNames]),
  });
  function edit(field: keyof SignUpFields, value: string) {
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
        label="Username"
        name="username"
        autoComplete="username"
        hint={`At least ${minUsernameLength} characters.`}
        value={fields.username}
        error={form.errors.username}
        onChange={(event) => edit('username', event.target.value)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        error={form.errors.email}
        onChange={(event) => edit('email', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minPasswordLength} characters.`}
        value={fields.password}
        error={form.errors.password}
        onChange={(event) => edit('password', event.target.value)}
      />
      <FormFailure text={form.failure} />
      <button type="submit" className="owner-button owner-button--primary" disabled={form.busy}>
        {form.busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
