/**
 * The SSRF address matrix: every spelling of a private, local or metadata address a
 * server-side fetch must refuse. The kit's table test sends it to the safe client; the server's
 * security suite sends it through every route that fetches a user-supplied URL.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import type { SafeLookup } from '../http/guarded-agent.ts';

/**
 * Names a hostile DNS server answers with private addresses; {@link hostileLookup} plays
 * them, any other name goes to the system resolver.
 */
export const hostileDns: Readonly<Record<string, readonly string[]>> = {
  'public-looking.test': ['127.0.0.1'],
  'mixed-answers.test': ['93.184.216.34', '127.0.0.1'],
  'mapped-answer.test': ['::ffff:127.0.0.1'],
  'metadata-answer.test': ['169.254.169.254'],
  'private-answer.test': ['10.0.0.7'],
  'nat64-answer.test': ['64:ff9b::7f00:1'],
};

/** A resolver answering {@link hostileDns}'s names as listed, others through the system. */
export const hostileLookup: SafeLookup = async (hostname) => {
  const answers = hostileDns[hostname];
  if (answers) return answers.map((address) => ({ address }));
  return systemLookup(hostname, { all: true });
};

/**
 * Every forbidden address form, on `port`: loopback, private, link-local, CGNAT, multicast,
 * broadcast, reserved, unspecified and cloud-metadata addresses, as IPv4, IPv6, IPv4-mapped
 * and NAT64/6to4 IPv6, odd IPv4 literals (`127.1`, `2130706433`, `0x7f000001`, octal), the
 * metadata host name, `localhost`, and names {@link hostileDns} resolves to such addresses.
 */
export function forbiddenAddressForms(port: number): string[] {
  return [
    `http://127.0.0.1:${port}/`,
    `http://127.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.0.0.1:${port}/`,
    `http://127.0.0.1.:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://0:${port}/`,
    `http://[::]:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
    `http://[::ffff:169.254.169.254]:${port}/`,
    `http://[::127.0.0.1]:${port}/`,
    `http://[64:ff9b::127.0.0.1]:${port}/`,
    `http://[2002:7f00:1::1]:${port}/`,
    `http://10.0.0.1:${port}/`,
    `http://012.0.0.1:${port}/`,
    `http://172.16.0.1:${port}/`,
    `http://192.168.1.1:${port}/`,
    `http://3232235777:${port}/`,
    `http://169.254.169.254:${port}/latest/meta-data/`,
    `http://0xa9fea9fe:${port}/latest/meta-data/`,
    `http://100.64.0.1:${port}/`,
    `http://224.0.0.1:${port}/`,
    `http://255.255.255.255:${port}/`,
    `http://240.0.0.1:${port}/`,
    `http://[fe80::1]:${port}/`,
    `http://[fc00::1]:${port}/`,
    `http://[fd00:ec2::254]:${port}/`,
    `http://[ff02::1]:${port}/`,
    `http://metadata.google.internal:${port}/computeMetadata/v1/`,
    `http://localhost:${port}/`,
    ...Object.keys(hostileDns).map((name) => `http://${name}:${port}/`),
  ];
}
