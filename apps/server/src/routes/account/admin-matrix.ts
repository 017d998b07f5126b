/**
 * The authorization matrix rows of the administrator's routes (see testing/access-matrix.ts).
 * None of the standard roles administers the instance, so every one of them is refused (only the
 * instance's public name and logo are for everyone); routes/account/admin.test.ts and
 * admin-settings.test.ts show the administrator's own session passing.
 */
import { everyone, type MatrixRow } from '../../testing/access-matrix.ts';

/** The rows of the administrator's routes. */
export const adminMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/admin/accounts',
    request: () => ({ url: '/api/admin/accounts?search=a' }),
    allow: () => [],
  },
  {
    method: 'PUT',
    path: '/api/admin/accounts/{id}',
    request: ({ roles }) => ({
      url: `/api/admin/accounts/${roles.wallA.user_id}`,
      payload: { plan: 'basic' },
    }),
    allow: () => [],
  },
  {
    method: 'PUT',
    path: '/api/admin/accounts/{id}/licenses',
    request: ({ roles }) => ({
      url: `/api/admin/accounts/${roles.wallA.user_id}/licenses`,
      payload: { licenses: 2 },
    }),
    allow: () => [],
  },
  {
    method: 'GET',
    path: '/api/admin/settings',
    request: () => ({ url: '/api/admin/settings' }),
    allow: () => [],
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    request: () => ({ url: '/api/admin/settings', payload: { signup: 'invite-only' } }),
    allow: () => [],
  },
  {
    method: 'GET',
    path: '/api/instance',
    request: () => ({ url: '/api/instance' }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/admin/connectors',
    request: () => ({ url: '/api/admin/connectors' }),
    allow: () => [],
  },
  {
    method: 'PUT',
    path: '/api/admin/connectors/{network}',
    request: () => ({ url: '/api/admin/connectors/twitter', payload: { client_id: 'matrix' } }),
    allow: () => [],
  },
  {
    method: 'DELETE',
    path: '/api/admin/connectors/{network}',
    request: () => ({ url: '/api/admin/connectors/twitter' }),
    allow: () => [],
  },
  {
    method: 'GET',
    path: '/api/admin/integrations',
    request: () => ({ url: '/api/admin/integrations' }),
    allow: () => [],
  },
  {
    method: 'PUT',
    path: '/api/admin/integrations/{id}',
    request: () => ({
      url: '/api/admin/integrations/tracking',
      payload: { enabled: false, settings: {} },
    }),
    allow: () => [],
  },
  {
    method: 'POST',
    path: '/api/admin/invites',
    request: () => ({ url: '/api/admin/invites' }),
    allow: () => [],
  },
];
