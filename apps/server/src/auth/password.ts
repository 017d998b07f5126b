/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The stored string carries its
 * own parameters — `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` — so the cost can be raised later:
 * old hashes still verify, and `needsRehash` tells sign-in to store a stronger one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The cost of new hashes: N = 2^15, r = 8, p = 1 (32 MiB of memory per hash). */
export const currentScryptParameters = Object.freeze({ log2N: 15, r: 8, p: 1 });

const keyLength = 64;
const saltLength = 16;

interface ScryptParameters {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const N = 2 ** parameters.log2N;
  const options: ScryptOptions = {
    N,
    r: parameters.r,
    p: parameters.p,
    // Node refuses above 32 MiB by default; allow what these parameters need, plus headroom.
    maxmem: 128 * N * parameters.r * parameters.p + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password for storage with a fresh random salt and the current parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, currentScryptParameters);
  const { log2N, r, p } = currentScryptParameters;
  return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash extends ScryptParameters {
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (log2N === undefined || r === undefined || p === undefined) return null;
  // Bounds keep a tampered row from asking for gigabytes of memory.
  const sane = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!sane(log2N, 22) || !sane(r, 32) || !sane(p, 16)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { log2N, r, p, salt, key };
}

/** Whether the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { log2N, r, p } = currentScryptParameters;
  return parsed.log2N < log2N || parsed.r < r || parsed.p < p;
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same work as a real check when there is no such user, so response time does not
 * tell which usernames exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
