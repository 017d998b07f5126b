/**
 * The signed-in account's referral program, asked once per mount; `off` when the account may
 * not see it or the site is self-hosted (the routes answer 404).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import type { CurrentUser } from '../session.ts';
import { fetchReferral, type ReferralInfo } from './referral-api.ts';
import { showsReferral } from './referral-model.ts';

/** What the unlock tab knows. */
export type ReferralState =
  | { readonly status: 'loading' }
  | { readonly status: 'off' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly info: ReferralInfo };

/** The referral program and a way to ask again. */
export function useReferral(user: CurrentUser): {
  state: ReferralState;
  reload: () => Promise<void>;
} {
  const allowed = showsReferral(user);
  const [state, setState] = useState<ReferralState>(
    allowed ? { status: 'loading' } : { status: 'off' },
  );
  const reload = useCallback(async () => {
    if (!allowed) return;
    try {
      setState({ status: 'ready', info: await fetchReferral() });
    } catch (error) {
      setState(
        error instanceof ApiError && error.status === 404
          ? { status: 'off' }
          : { status: 'failed' },
      );
    }
  }, [allowed]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
