import { SourceError } from '@chorus/core';
import {
  isAddressPermitted,
  isBlockedHostname,
  isIpLiteral,
  type AllowList,
} from './address-policy.ts';
import { blockedError } from './errors.ts';

/**
 * Parses and checks one URL before any connection: http(s) only, no credentials, no metadata
 * host name, no forbidden IP literal. `new URL` has already turned odd IPv4 spellings
 * (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`) into dotted quads, so they are judged
 * as the address they really are. Names are judged after DNS, in the connection layer.
 */
export function checkTarget(shown: string, allowList: AllowList, redirectedFrom?: string): URL {
  let url: URL;
  try {
    url = new URL(shown);
  } catch {
    throw new SourceError('invalid_source', `${shown} is not a valid web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceError(
      'invalid_source',
      `Refusing to fetch ${shown}: only http and https addresses can be fetched.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new SourceError(
      'invalid_source',
      `Refusing to fetch ${shown}: addresses with a user name or password are not accepted.`,
    );
  }
  const host = url.hostname;
  if (isBlockedHostname(host)) throw blockedError(shown, redirectedFrom);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host) && !isAddressPermitted(bare, allowList, port)) {
    throw blockedError(shown, redirectedFrom);
  }
  return url;
}
