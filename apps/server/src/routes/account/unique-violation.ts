import { messages } from '@chorus/core';

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * The spec's message for an account the database refused because its username or e-mail is
 * already taken (a sign-up racing another), or undefined for any other error. Both drivers
 * name the broken index in `constraint`.
 */
export function accountConflictMessage(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  return constraint === 'users_email_key'
    ? messages.enterpriseEmailTaken
    : messages.enterpriseUsernameTaken;
}
