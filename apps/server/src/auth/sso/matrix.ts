/**
 * The authorization matrix rows of sign-in with a provider (see testing/access-matrix.ts):
 * public routes, as sign-in is. The matrix app configures no provider, so the start and the
 * callback send everyone to `/login?sso_error=unknown-provider`; the flow itself, with its
 * state bound to the browser, is walked in sso.test.ts against the fake provider.
 */
import { everyone, type MatrixRow } from '../../testing/access-matrix.ts';

/** The rows of the provider sign-in routes. */
export const ssoMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/sso/providers',
    request: () => ({ url: '/api/sso/providers' }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/sso/{provider}/start',
    request: () => ({ url: '/api/sso/google/start?next=%2Fadmin' }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/sso/{provider}/callback',
    request: () => ({ url: '/api/sso/google/callback?code=abc&state=forged' }),
    allow: everyone,
  },
];
