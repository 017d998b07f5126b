import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type Socket } from 'node:net';
import { rootCertificates } from 'node:tls';
import { Agent, buildConnector } from 'undici';
import { isAddressPermitted, isBlockedHostname, type AllowList } from './address-policy.ts';
import { BlockedAddressError } from './errors.ts';

/** One address a name resolves to. */
export interface ResolvedAddress {
  /** The IP address, e.g. `93.184.216.34` or `2606:2800::1`. */
  address: string;
  /** 4 or 6; derived from the address when omitted. */
  family?: number;
}

/** Resolves a host name to its addresses; injectable so tests can play DNS. */
export type SafeLookup = (hostname: string) => Promise<ResolvedAddress[]>;

const systemLookup: SafeLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Addresses of one name tried in turn when a connection fails. */
const maxAddressesTried = 3;

/**
 * Resolves a host name and checks EVERY answer: one forbidden address refuses the name, since a
 * name mixing public and private answers is a rebinding attempt more often than not. IPv4
 * answers come first (few containers route IPv6).
 */
export async function resolveChecked(
  hostname: string,
  port: number,
  allowList: AllowList,
  resolve: SafeLookup = systemLookup,
): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isBlockedHostname(bare)) throw new BlockedAddressError(hostname, bare);
  const answers = isIP(bare) ? [{ address: bare }] : await resolve(bare);
  const forbidden = answers.find(({ address }) => !isAddressPermitted(address, allowList, port));
  if (forbidden) throw new BlockedAddressError(hostname, forbidden.address);
  const addresses = answers
    .map(({ address }) => address)
    .sort((a, b) => Number(isIP(a) === 6) - Number(isIP(b) === 6));
  if (addresses.length === 0) {
    throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  }
  return addresses;
}

/**
 * An undici Agent that resolves every host name itself (`resolveChecked`) and connects to the
 * checked IP address, never to the name, so no second DNS answer can differ from the one
 * checked. TLS still verifies the certificate against the name. Once connected, the socket's
 * actual remote address and port are checked again.
 */
export function createGuardedAgent(options: {
  allowList: AllowList;
  lookup?: SafeLookup;
  connectTimeoutMs: number;
  ca?: string[];
}): Agent {
  const { allowList } = options;
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    ...(options.ca ? { ca: [...rootCertificates, ...options.ca] } : {}),
  });

  const open = (connectOptions: buildConnector.Options, address: string): Promise<Socket> =>
    new Promise((resolve, reject) => {
      connect({ ...connectOptions, hostname: address }, (error, socket) => {
        if (error || !socket) return reject(error ?? new Error('no socket'));
        resolve(socket as Socket);
      });
    });

  return new Agent({
    keepAliveTimeout: 4_000,
    connect: (connectOptions, callback) => {
      const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
      void (async () => {
        const addresses = await resolveChecked(
          connectOptions.hostname,
          port,
          allowList,
          options.lookup,
        );
        let lastError: unknown;
        for (const address of addresses.slice(0, maxAddressesTried)) {
          try {
            return await open(connectOptions, address);
          } catch (error) {
            lastError = error;
          }
        }
        throw lastError;
      })().then(
        (socket) => {
          const remote = socket.remoteAddress;
          if (!remote || !isAddressPermitted(remote, allowList, socket.remotePort)) {
            socket.destroy();
            callback(new BlockedAddressError(connectOptions.hostname, remote ?? '?'), null);
            return;
          }
          callback(null, socket);
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  });
}
