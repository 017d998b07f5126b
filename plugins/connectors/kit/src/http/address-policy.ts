import ipaddr from 'ipaddr.js';

/** One explicitly allowed range, optionally narrowed to one port. */
export interface AllowEntry {
  readonly range: ipaddr.IPv4 | ipaddr.IPv6;
  readonly bits: number;
  /** When set, only connections to this port are allowed. */
  readonly port?: number;
}

/** A parsed `allowAddresses` list. */
export type AllowList = readonly AllowEntry[];

/**
 * Host names refused before any DNS lookup: cloud metadata services answer on them and some
 * resolvers map them to link-local addresses we might not see.
 */
export const blockedHostnames: readonly string[] = [
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
];

/**
 * Parses `allowAddresses`: an address or CIDR (`127.0.0.1/32`, `10.0.0.0/8`, `fd00::/8`),
 * optionally with a port (`127.0.0.1:8080`, `127.0.0.1/32:8080`, `[::1]:8080`). Throws on a typo,
 * so a broken configuration never silently allows or refuses.
 */
export function parseAllowList(entries: readonly string[] = []): AllowList {
  return entries.map((entry) => {
    const match = /^\[([^\]]+)\]:(\d+)$/.exec(entry) ?? /^([\d./]+):(\d+)$/.exec(entry);
    const cidr = match?.[1] ?? entry;
    try {
      const [range, bits] = cidr.includes('/')
        ? ipaddr.parseCIDR(cidr)
        : [ipaddr.parse(cidr), ipaddr.parse(cidr).kind() === 'ipv4' ? 32 : 128];
      return match?.[2] ? { range, bits, port: Number(match[2]) } : { range, bits };
    } catch {
      throw new Error(`allowAddresses: "${entry}" is not an IP address or CIDR range.`);
    }
  });
}

/** Whether a host name is refused by name alone (metadata services). */
export function isBlockedHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return blockedHostnames.includes(name);
}

/**
 * Why an IP address may not be fetched (`loopback`, `private`, `linkLocal`...), or `null` when
 * it is a public unicast address. Only public unicast passes: every special range ipaddr.js
 * knows, and every IPv6 form that embeds an IPv4 address, is judged by what it reaches.
 */
export function forbiddenRange(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'unparsable';
  }
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : range;
  }
  return forbiddenIPv6(parsed as ipaddr.IPv6);
}

function forbiddenIPv6(address: ipaddr.IPv6): string | null {
  const range = address.range();
  const parts = address.parts;
  const embedded = (high: number, low: number): string =>
    `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      // The last 32 bits are an IPv4 address the network stack or a NAT64 gateway will reach.
      return inner(range, embedded(parts[6] ?? 0, parts[7] ?? 0));
    case '6to4':
      return inner(range, embedded(parts[1] ?? 0, parts[2] ?? 0));
    case 'teredo':
      return range;
    case 'unicast':
      // The deprecated IPv4-compatible form ::a.b.c.d is unicast to ipaddr.js.
      if (parts.slice(0, 6).every((part) => part === 0)) return 'ipv4Compatible';
      return null;
    default:
      return range;
  }
}

function inner(range: string, ipv4: string): string | null {
  const reason = forbiddenRange(ipv4);
  return reason === null ? null : `${range}(${reason})`;
}

/**
 * Whether an address lies in one of the explicitly allowed ranges. Without a port, entries
 * narrowed to a port count too (the port is checked once the connection is known).
 */
export function isAllowListed(address: string, allowList: AllowList, port?: number): boolean {
  if (allowList.length === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  return allowList.some(
    (entry) =>
      entry.range.kind() === parsed.kind() &&
      parsed.match(entry.range, entry.bits) &&
      (entry.port === undefined || port === undefined || entry.port === port),
  );
}

/** Whether the client may connect to this IP address (and port) under the given allow list. */
export function isAddressPermitted(address: string, allowList: AllowList, port?: number): boolean {
  return isAllowListed(address, allowList, port) || forbiddenRange(address) === null;
}

/** Whether a URL host (as `new URL` normalizes it) is an IP literal rather than a name. */
export function isIpLiteral(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.IPv6.isValid(bare) || ipaddr.IPv4.isValidFourPartDecimal(bare);
}
