/**
 * The signed-in owner's billing customer, asked once per mount; `off` when the account may not
 * see billing or billing is off (self-hosted: 404; hosted without Stripe: `billing: false`).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import type { CurrentUser } from '../session.ts';
import { fetchCustomer, type Customer } from './billing-api.ts';
import { showsBilling } from './billing-model.ts';

/** What the billing tab knows of the customer. */
export type CustomerState =
  | { readonly status: 'loading' }
  | { readonly status: 'off' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly customer: Customer };

/** The customer and a way to ask again. */
export function useCustomer(user: CurrentUser): {
  state: CustomerState;
  reload: () => Promise<void>;
} {
  const allowed = showsBilling(user);
  const [state, setState] = useState<CustomerState>(
    allowed ? { status: 'loading' } : { status: 'off' },
  );
  const reload = useCallback(async () => {
    if (!allowed) return;
    try {
      const customer = await fetchCustomer();
      setState(customer.billing ? { status: 'ready', customer } : { status: 'off' });
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

/** The customer for the dashboard's status message: null until known, or without billing. */
export function useCustomerFacts(user: CurrentUser): Customer | null {
  const { state } = useCustomer(user);
  return state.status === 'ready' ? state.customer : null;
}
