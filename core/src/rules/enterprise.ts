import type { MessageRef } from '../messages/index.ts';
import { minPasswordLength, minUsernameLength } from './constants.ts';

/** What the enterprise account form sends. */
export interface EnterpriseAccountInput {
  /** Login name, at least 5 characters. */
  readonly username: string;
  /** Password, at least 5 characters. */
  readonly password: string;
  /** E-mail address; required except for white-label accounts. */
  readonly email?: string | null;
}

// Deliberately loose: one @, something on each side, a dot in the domain. Delivery is the
// real test of an address.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a text looks like an e-mail address. */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/**
 * Problems with an enterprise account form: username and password of at least 5 characters,
 * and a valid e-mail unless the account is white-label. Empty when the form is valid.
 */
export function validateEnterpriseAccount(
  input: EnterpriseAccountInput,
  options: { readonly whiteLabel?: boolean } = {},
): MessageRef[] {
  const problems: MessageRef[] = [];
  if (input.username.trim().length < minUsernameLength) {
    problems.push({ key: 'enterpriseUsernameTooShort', params: { min: minUsernameLength } });
  }
  if (input.password.length < minPasswordLength) {
    problems.push({ key: 'enterprisePasswordTooShort', params: { min: minPasswordLength } });
  }
  const email = (input.email ?? '').trim();
  if (!options.whiteLabel || email !== '') {
    if (email === '') problems.push({ key: 'enterpriseEmailRequired' });
    else if (!isValidEmail(email)) problems.push({ key: 'enterpriseEmailInvalid' });
  }
  return problems;
}

/** Deleting a wall or an enterprise account is confirmed by typing `delete`. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === 'delete';
}
