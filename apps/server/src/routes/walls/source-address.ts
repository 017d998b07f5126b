/**
 * A feed address that points to a private or local address is refused when the source is
 * connected, with the reason, rather than accepted and failing at every crawl. The crawl's
 * safe client still checks every connection and redirect; this only answers the owner early.
 * The operator's allow list (CHORUS_FETCH_ALLOW, and the one the administrator keeps on the admin
 * screen) admits intranet ranges here as it does there.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { formatMessage } from '@chorus/core';
import {
  forbiddenRange,
  isBlockedHostname,
  type ResolvedAddress,
  type SafeLookup,
} from '@chorus/connector-kit';
import type { JsonObject } from '../../db/json-shapes.ts';
import type { Issue } from './wall-input.ts';

/** Settings of the check: the DNS to ask (tests) and the ranges the operator allows. */
export interface SourceAddressOptions {
  readonly lookup?: SafeLookup;
  /** CIDR ranges or addresses, optionally `:port`-narrowed (`127.0.0.1:8080`, `[::1]:80`). */
  readonly allowAddresses?: readonly string[];
  /** More entries, read at every check (the administrator's allow list in the database). */
  readonly moreAllowAddresses?: () => Promise<readonly string[]>;
}

/** Checks the http(s) addresses among a source's options; the first problem, or null. */
export type SourceAddressCheck = (options: JsonObject) => Promise<Issue | null>;

interface AllowEntry {
  readonly list: BlockList;
  readonly port?: number;
}

function allowEntry(entry: string): AllowEntry {
  const withPort = /^\[([^\]]+)\]:(\d+)$/.exec(entry) ?? /^([\d./]+):(\d+)$/.exec(entry);
  const range = withPort?.[1] ?? entry;
  const [address = '', bits] = range.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(bits), family);
  return withPort?.[2] ? { list, port: Number(withPort[2]) } : { list };
}

function allowed(entries: readonly AllowEntry[], address: string, port: number): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return entries.some(
    (entry) =>
      (entry.port === undefined || entry.port === port) && entry.list.check(address, family),
  );
}

/** The http(s) addresses among the options, with the option that holds each. */
function addressesOf(options: JsonObject): { key: string; url: URL }[] {
  return Object.entries(options).flatMap(([key, value]) => {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return [];
    try {
      return [{ key, url: new URL(value.trim()) }];
    } catch {
      return [];
    }
  });
}

async function resolve(lookup: SafeLookup, host: string): Promise<ResolvedAddress[]> {
  if (isIP(host)) return [{ address: host }];
  try {
    return await lookup(host);
  } catch {
    // A name that does not resolve now may tomorrow: the crawl reports it in the health.
    return [];
  }
}

/** Builds the check the source routes run before storing a source. */
export function createSourceAddressCheck(options: SourceAddressOptions = {}): SourceAddressCheck {
  const lookup: SafeLookup =
    options.lookup ?? ((host) => dnsLookup(host, { all: true, verbatim: true }));
  const fixed = (options.allowAddresses ?? []).map(allowEntry);
  return async (sourceOptions) => {
    const found = addressesOf(sourceOptions);
    const more =
      found.length > 0 && options.moreAllowAddresses ? await options.moreAllowAddresses() : [];
    const entries = [...fixed, ...more.map(allowEntry)];
    for (const { key, url } of found) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      const answers = isBlockedHostname(host) ? [{ address: host }] : await resolve(lookup, host);
      const refused = answers.find(
        ({ address }) =>
          isBlockedHostname(host) ||
          (forbiddenRange(address) !== null && !allowed(entries, address, port)),
      );
      if (refused) {
        return {
          path: `options.${key}`,
          message: formatMessage('feedAddressPrivate', { host, address: refused.address }),
        };
      }
    }
    return null;
  };
}
