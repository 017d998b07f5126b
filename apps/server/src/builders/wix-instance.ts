/**
 * Wix's signed `instance` query parameter: `<signature>.<payload>`, both URL-safe base64 without
 * padding. The payload is JSON (instanceId, signDate, uid, permissions, vendorProductId, ...);
 * the signature is the HMAC-SHA256 of the payload's base64 text under the app's secret key.
 * Wix documents no lifetime for it (a published site keeps one for its visitors), so the sign
 * date is read but not enforced.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a verified instance tells about the site and who looks at it. */
export interface WixInstance {
  /** The app's installation on one site: stays the same across visits. */
  readonly instanceId: string;
  /** When Wix signed it (ISO 8601), if it says. */
  readonly signDate: string | null;
  /** The site member or owner looking at it, if known. */
  readonly uid: string | null;
  /** `OWNER` in the site's editor and dashboard. */
  readonly permissions: string | null;
  /** The premium package the site bought for the app, if any. */
  readonly vendorProductId: string | null;
}

/** Why an instance was refused. */
export type WixInstanceRefusal = 'missing' | 'malformed' | 'bad-signature';

/** The outcome of {@link verifyWixInstance}. */
export type WixInstanceCheck =
  | { readonly ok: true; readonly instance: WixInstance }
  | { readonly ok: false; readonly reason: WixInstanceRefusal };

const base64Url = /^[A-Za-z0-9_-]+$/;

/** The signature Wix puts before the dot, for this payload text and secret. */
export function wixSignature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
}

/** Signs a payload as Wix does (for tests and local trials). */
export function signWixInstance(payload: Record<string, unknown>, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${wixSignature(encoded, secret)}.${encoded}`;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Checks an `instance` parameter against the app's secret: the signature first (compared in
 * constant time), then the payload's JSON and its instance id.
 */
export function verifyWixInstance(raw: unknown, secret: string): WixInstanceCheck {
  if (typeof raw !== 'string' || raw === '') return { ok: false, reason: 'missing' };
  const parts = raw.split('.');
  const [signature, payload] = parts;
  if (
    parts.length !== 2 ||
    !signature ||
    !payload ||
    !base64Url.test(signature) ||
    !base64Url.test(payload)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  // Wix leaves the padding off; a padded or standard-alphabet signature would not match anyway.
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(wixSignature(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: 'malformed' };
  }
  const fields = data as Record<string, unknown>;
  const instanceId = textOrNull(fields.instanceId);
  if (instanceId === null) return { ok: false, reason: 'malformed' };
  return {
    ok: true,
    instance: {
      instanceId,
      signDate: textOrNull(fields.signDate),
      uid: textOrNull(fields.uid),
      permissions: textOrNull(fields.permissions),
      vendorProductId: textOrNull(fields.vendorProductId),
    },
  };
}

/** The account (and wall) name of a Wix installation: `wix_` and the MD5 hex of its id. */
export function wixUserName(instanceId: string): string {
  return `wix_${createHash('md5').update(instanceId, 'utf8').digest('hex')}`;
}
