/**
 * The authorization matrix rows of the referral routes (see testing/access-matrix.ts): the
 * referral program is the account's, as billing is: owners and sub-accounts holding
 * change_billing, by session (no API token spends credits). The matrix app is hosted.
 */
import { holdersAnywhere, type MatrixRow } from '../testing/access-matrix.ts';

/** The rows of the referral routes. */
export const referralMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/referral',
    request: () => ({ url: '/api/referral' }),
    allow: (roles) => holdersAnywhere(roles, 'change_billing'),
  },
  {
    method: 'POST',
    path: '/api/referral/redeem',
    // Without credits the allowed get 409 'You do not have enough credits.'; the rest 401/403.
    request: () => ({ url: '/api/referral/redeem', payload: { reward: 'noLogo' } }),
    allow: (roles) => holdersAnywhere(roles, 'change_billing'),
  },
];
