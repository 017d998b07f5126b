/**
 * The safe client of the routes that fetch an address on an owner's behalf (the preview proxy,
 * the map search, the connect dialog's suggestions), with the same allow list as a feed's
 * creation and its crawls: CHORUS_FETCH_ALLOW and the list the administrator keeps on the admin
 * screen (docs/operations.md, "Instance settings"). Call `refresh()` in the handler, before the
 * fetch: it reads the stored list, so an added range admits the next request without a restart.
 */
import type { SafeFetchOptions } from '@chorus/connector-kit';
import type { FastifyInstance } from 'fastify';
import { readFetchAllow } from '../db/repositories/instance.ts';
import { createAllowListFetch, type AllowListFetch } from '../ingest/allow-list-fetch.ts';

/**
 * A safe client on `defaults`, overridden by `overrides` (tests: a fake DNS, small limits); an
 * `allowAddresses` among the overrides replaces CHORUS_FETCH_ALLOW. Closed with the app.
 */
export function operatorSafeFetch(
  app: FastifyInstance,
  defaults: SafeFetchOptions,
  overrides: SafeFetchOptions = {},
): AllowListFetch {
  const { allowAddresses, ...options } = { ...defaults, ...overrides };
  const http = createAllowListFetch({
    ...options,
    allowAddresses: allowAddresses ?? [...app.config.ingestion.fetchAllow],
    moreAllowAddresses: () => readFetchAllow(app.database.db),
  });
  app.addHook('onClose', () => http.close());
  return http;
}
