import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('hunter22');
    const second = await hashPassword('hunter22');
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('hunter22');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyAgainstDecoy('correct horse')).toBe(false);
  });

  it('reads the cost from the stored string and asks to rehash cheaper ones', async () => {
    const stored = await hashPassword('pw-12345');
    const [, , r, p, salt, key] = stored.split('$');
    const cheaper = ['scrypt', 14, r, p, salt, key].join('$');
    expect(await verifyPassword('pw-12345', cheaper)).toBe(false);
    expect(needsRehash(cheaper)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('refuses malformed or absurd stored hashes without trying them', async () => {
    for (const stored of ['', 'plain', 'scrypt$40$8$1$c2FsdA==$a2V5', 'bcrypt$x']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
