/**
 * Schemas of the administrator's instance settings: the instance name, its logo address
 * (https only), the intranet allow list (IP addresses and CIDR ranges, optionally narrowed to a
 * port, as CHORUS_FETCH_ALLOW takes them) and a connector's OAuth app. Each refusal names the
 * field or the entry at fault.
 */
import { isIP } from 'node:net';
import { formatMessage } from '@chorus/core';
import { z } from 'zod';

/** The most entries the allow list keeps. */
export const maxAllowEntries = 100;

/** The widest ranges that may be allowed: an IPv4 /8, an IPv6 /32. */
const widest = { 4: 8, 6: 32 } as const;

const allowExample = 'for example 192.168.1.20, 10.0.0.0/8 or 127.0.0.1:8080';

/**
 * Why an allow-list entry is refused, or null when it is an IP address, a CIDR range, or an
 * address with a port (`10.0.0.5:8080`, `[fd00::5]:443`).
 */
export function allowEntryProblem(entry: string): string | null {
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry) ?? /^([\d.]+):(\d{1,5})$/.exec(entry);
  if (withPort && (Number(withPort[2]) < 1 || Number(withPort[2]) > 65535)) {
    return `"${entry}" has no valid port (1 to 65535).`;
  }
  const range = withPort?.[1] ?? entry;
  const [address = '', bits, extra] = range.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) {
    return `"${entry}" is not an IP address or CIDR range (${allowExample}).`;
  }
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) {
    return `"${entry}" has no valid range size (/0 to /${max}).`;
  }
  const least = family === 4 ? widest[4] : widest[6];
  if (Number(bits) < least) {
    return `"${entry}" allows too much: a range may be at most /${least} wide.`;
  }
  return null;
}

/** The allow list as typed: entries trimmed, blanks and repeats dropped, each checked. */
export const fetchAllowSchema = z
  .array(
    z.string().max(100, formatMessage('fieldTooLong', { field: 'Allow list entry', max: 100 })),
  )
  .max(maxAllowEntries, `The allow list holds at most ${maxAllowEntries} entries.`)
  .transform((entries) => [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))])
  .superRefine((entries, context) => {
    for (const entry of entries) {
      const problem = allowEntryProblem(entry);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [] });
    }
  });

/** The instance name: trimmed, 80 characters at most; empty clears it. */
export const instanceNameSchema = z
  .string({ error: formatMessage('fieldInvalid', { field: 'instance name' }) })
  .trim()
  .max(80, formatMessage('fieldTooLong', { field: 'Instance name', max: 80 }))
  .transform((name) => name || null);

const logoMessage = 'The logo address must be an https:// address.';

/** The logo address: an https URL, or empty to remove the logo. */
export const logoUrlSchema = z
  .string({ error: logoMessage })
  .trim()
  .max(2000, formatMessage('fieldTooLong', { field: 'Logo address', max: 2000 }))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '';
    } catch {
      return false;
    }
  }, logoMessage)
  .transform((value) => value || null);

/** A connector's OAuth app as the administrator enters it. */
export const connectorAppSchema = z.object({
  client_id: z
    .string({ error: formatMessage('fieldInvalid', { field: 'client ID' }) })
    .trim()
    .min(1, formatMessage('fieldInvalid', { field: 'client ID' }))
    .max(500, formatMessage('fieldTooLong', { field: 'Client ID', max: 500 })),
  client_secret: z
    .string()
    .max(2000, formatMessage('fieldTooLong', { field: 'Client secret', max: 2000 }))
    .optional()
    .meta({ description: 'Empty or absent for a public client (PKCE only).' }),
});

/**
 * A site page's address (`/about`, `/clients`, `/blog`, `/pricing` redirect to it): an http or
 * https URL without credentials, or empty to unset it.
 */
export function sitePageUrlSchema(field: string) {
  const message = formatMessage('fieldUrlScheme', { field });
  return z
    .string({ error: message })
    .trim()
    .max(2000, formatMessage('fieldTooLong', { field, max: 2000 }))
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.hostname !== '' &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    }, message)
    .transform((value) => value || null);
}
