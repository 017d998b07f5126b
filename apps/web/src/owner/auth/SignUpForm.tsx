/** The sign-up form: username, e-mail and password, checked as the spec's account rules say. */
import { minPasswordLength, minUsernameLength } from '@chorus/core';
import { useSearchParams } from 'react-router-dom';
import { signUp } from '../session.ts';
import { TextField } from '../ui/TextField.tsx';
import { checkSignUp, issuesByField, type SignUpFields } from './auth-form.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { AuthForm } from './AuthForm.tsx';

const fieldNames = ['username', 'email', 'password'] as const;

/**
 * Creates the account (which signs it in), then calls `onSignedUp`. An invite link's `?invite=`
 * token goes along, so an invite-only instance lets its holder in.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  const form = useFormSubmit<SignUpFields>({
    initial: { username: '', email: '', password: '' },
    check: checkSignUp,
    send: async (values) => {
      await signUp({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(invite ? { invite } : {}),
      });
      onSignedUp();
    },
    fieldErrors: (error) => issuesByField<SignUpFields>(error.issues, [...fieldNames]),
  });
  return (
    <AuthForm form={form} label="Create account" busyLabel="Creating your account…">
      <TextField
        label="Username"
        autoComplete="username"
        hint={`At least ${minUsernameLength} characters.`}
        {...form.bind('username')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" {...form.bind('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minPasswordLength} characters.`}
        {...form.bind('password')}
      />
    </AuthForm>
  );
}
