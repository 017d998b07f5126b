/** Wix's signed `instance` parameter: the signature, the payload, and the derived user name. */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWixInstance, verifyWixInstance, wixUserName } from './wix-instance.ts';

const secret = 'test-wix-secret';
const payload = {
  instanceId: '9f9c5c16-59e8-4bd0-bb5e-6a2d6f1b0a11',
  signDate: '2026-11-29T20:00:00.000Z',
  uid: 'a1b2c3',
  permissions: 'OWNER',
  vendorProductId: null,
};

/** Signs as Wix's documentation shows, independently of the module under test. */
function signedByHand(data: unknown, key = secret): string {
  const encoded = Buffer.from(JSON.stringify(data)).toString('base64url');
  const signature = createHmac('sha256', key).update(encoded).digest('base64url');
  return `${signature}.${encoded}`;
}

describe('verifyWixInstance', () => {
  it('accepts an instance signed with the app secret and reads its fields', () => {
    const check = verifyWixInstance(signedByHand(payload), secret);
    expect(check).toEqual({
      ok: true,
      instance: {
        instanceId: payload.instanceId,
        signDate: payload.signDate,
        uid: 'a1b2c3',
        permissions: 'OWNER',
        vendorProductId: null,
      },
    });
    expect(signWixInstance(payload, secret)).toBe(signedByHand(payload));
  });

  it('refuses a tampered payload', () => {
    const [signature] = signedByHand(payload).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, instanceId: 'someone-else' })).toString(
      'base64url',
    );
    expect(verifyWixInstance(`${signature}.${forged}`, secret)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses an instance signed with another secret', () => {
    expect(verifyWixInstance(signedByHand(payload, 'other-secret'), secret)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a missing instance', () => {
    expect(verifyWixInstance(undefined, secret)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWixInstance('', secret)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWixInstance(['a', 'b'], secret)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses malformed instances', () => {
    const good = signedByHand(payload);
    for (const raw of ['abc', 'a.b.c', '.abc', 'abc.', 'a+b/c.d==', `${good}.x`]) {
      expect(verifyWixInstance(raw, secret)).toEqual({ ok: false, reason: 'malformed' });
    }
    // Correctly signed, but not JSON, or JSON without an instance id.
    const notJson = Buffer.from('not json').toString('base64url');
    const signedText = `${createHmac('sha256', secret).update(notJson).digest('base64url')}.${notJson}`;
    expect(verifyWixInstance(signedText, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWixInstance(signedByHand({ uid: 'x' }), secret)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyWixInstance(signedByHand([1, 2]), secret)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a signature cut short without throwing', () => {
    const [signature, data] = signedByHand(payload).split('.');
    expect(verifyWixInstance(`${signature?.slice(0, 10)}.${data}`, secret)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});

describe('wixUserName', () => {
  it('is wix_ and the MD5 hex of the instance id', () => {
    const md5 = createHash('md5').update(payload.instanceId).digest('hex');
    expect(wixUserName(payload.instanceId)).toBe(`wix_${md5}`);
    expect(wixUserName('abc')).toBe('wix_900150983cd24fb0d6963f7d28e17f72');
  });
});
