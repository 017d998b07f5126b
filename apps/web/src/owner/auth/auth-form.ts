/** What the sign-up and sign-in forms check before they call the server, in the spec's words. */
import { validateEnterpriseAccount, type MessageRef } from '@chorus/core';
import { english, type Translator } from '@chorus/core/i18n';
import type { FieldErrors } from '../ui/use-form-submit.ts';

/** The sign-up form's fields. */
export interface SignUpFields {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/** The sign-in form's fields: `username` may be the e-mail. */
export interface SignInFields {
  readonly username: string;
  readonly password: string;
}

export type { FieldErrors };

const fieldOfKey: Partial<Record<MessageRef['key'], keyof SignUpFields>> = {
  enterpriseUsernameTooShort: 'username',
  enterpriseEmailRequired: 'email',
  enterpriseEmailInvalid: 'email',
  enterprisePasswordTooShort: 'password',
};

/**
 * Sign-up checks, the account rules of the owner spec: username and password of at least
 * 5 characters, a required and valid e-mail (the same rules as an enterprise account).
 */
export function checkSignUp(
  fields: SignUpFields,
  translator: Translator = english,
): FieldErrors<SignUpFields> {
  const errors: FieldErrors<SignUpFields> = {};
  for (const problem of validateEnterpriseAccount(fields)) {
    const field = fieldOfKey[problem.key];
    if (field && errors[field] === undefined)
      errors[field] = translator.text(problem.key, problem.params);
  }
  return errors;
}

/** Sign-in checks: both fields are needed; the server judges the rest. */
export function checkSignIn(
  fields: SignInFields,
  translator: Translator = english,
): FieldErrors<SignInFields> {
  const errors: FieldErrors<SignInFields> = {};
  if (fields.username.trim() === '') errors.username = translator.t('signInUsernameMissing');
  if (fields.password === '') errors.password = translator.t('signInPasswordMissing');
  return errors;
}

/** Field messages of a server's validation failure (`issues` of a 400), by field name. */
export function issuesByField<F>(
  issues: readonly { readonly path: string; readonly message: string }[],
  fields: readonly (keyof F & string)[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
