/** Sign-in with an identity provider (docs/api.md, "Sign-in with a provider"). */
import { apiRequest, apiUrl } from '../api-client.ts';

/** A provider owners may sign in with: its id and the name its button shows. */
export interface SsoProvider {
  readonly id: string;
  readonly name: string;
}

/** `GET /api/sso/providers`: the configured providers (none when the operator set none). */
export async function ssoProviders(signal?: AbortSignal): Promise<readonly SsoProvider[]> {
  const answer = await apiRequest<{ providers: SsoProvider[] }>(
    '/api/sso/providers',
    signal ? { signal } : {},
  );
  return answer.providers;
}

/** The address that starts a sign-in with `provider` (a page load, not a call). */
export function ssoStartUrl(
  provider: string,
  options: { readonly next?: string | undefined; readonly invite?: string | undefined } = {},
): string {
  return apiUrl(`/api/sso/${encodeURIComponent(provider)}/start`, {
    query: { next: options.next, invite: options.invite },
  });
}

/** Why a provider sign-in failed, as the server says in `/login?sso_error=`. */
export const ssoErrorCodes = [
  'unknown-provider',
  'denied',
  'state',
  'provider',
  'token',
  'no-email',
  'email-unverified',
  'account-unverified',
  'signup-closed',
  'invite-used',
  'suspended',
] as const;

/** One of {@link ssoErrorCodes}. */
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** The code in a `?sso_error=` value, or undefined when it is none of them. */
export function ssoErrorOf(value: string | null): SsoErrorCode | undefined {
  return ssoErrorCodes.find((code) => code === value);
}
