/** The password-reset and e-mail-verification calls (docs/api.md). */
import { apiRequest } from '../api-client.ts';

/** `POST /api/password/forgot`: the server answers the same whether or not the address is known. */
export async function askPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/password/forgot', { method: 'POST', body: { email } });
}

/** `POST /api/password/reset/check`: throws the server's reason when the link cannot be used. */
export async function checkResetLink(token: string): Promise<void> {
  await apiRequest('/api/password/reset/check', { method: 'POST', body: { token } });
}

/** `POST /api/password/reset`: sets the new password; the account's other sessions end. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest('/api/password/reset', { method: 'POST', body: { token, password } });
}

/** What a verification call did. */
export type VerifyState = 'verified' | 'already-verified' | 'sent';

/** `POST /api/email/verify`. */
export async function verifyEmail(token: string): Promise<VerifyState> {
  const answer = await apiRequest<{ state: VerifyState }>('/api/email/verify', {
    method: 'POST',
    body: { token },
  });
  return answer.state;
}

/** The signed-in account's address and whether it is verified. */
export interface EmailVerification {
  readonly email: string;
  readonly verified: boolean;
  readonly verified_at: string | null;
  /** Whether the server can send mail at all. */
  readonly mail: boolean;
}

/** `GET /api/user/email-verification`. */
export function emailVerificationStatus(signal?: AbortSignal): Promise<EmailVerification> {
  return apiRequest<EmailVerification>('/api/user/email-verification', signal ? { signal } : {});
}

/** `POST /api/user/email-verification`: mails a new link. */
export async function sendVerificationAgain(): Promise<VerifyState> {
  const answer = await apiRequest<{ state: VerifyState }>('/api/user/email-verification', {
    method: 'POST',
  });
  return answer.state;
}
