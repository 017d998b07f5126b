/**
 * Sign-in throttling, per account and per client address, in fixed windows: 10 attempts per
 * username and 30 per address in 15 minutes. A successful sign-in clears the username's count.
 * Counts live in this process's memory; behind several servers each keeps its own (the limit
 * is then per server), which still bounds guessing to a handful of attempts per minute.
 */

/** The limits of {@link LoginThrottle}. */
export interface LoginLimits {
  readonly perUsername: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

/** The default limits. */
export const defaultLoginLimits: LoginLimits = Object.freeze({
  perUsername: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
});

interface Window {
  count: number;
  resetAt: number;
}

/** Counts sign-in attempts and says when to refuse. */
export class LoginThrottle {
  readonly #windows = new Map<string, Window>();

  constructor(
    readonly limits: LoginLimits = defaultLoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records an attempt; returns 0 when it may go ahead, otherwise the seconds until the
   * caller may try again.
   */
  attempt(username: string, address: string): number {
    const now = this.now();
    this.#prune(now);
    const keys: [string, number][] = [
      [`u:${username.trim().toLowerCase()}`, this.limits.perUsername],
      [`a:${address}`, this.limits.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of keys) {
      const window = this.#windows.get(key) ?? { count: 0, resetAt: now + this.limits.windowMs };
      window.count += 1;
      this.#windows.set(key, window);
      if (window.count > limit) wait = Math.max(wait, Math.ceil((window.resetAt - now) / 1000));
    }
    return wait;
  }

  /** Forgets the username's failures after a successful sign-in. */
  succeeded(username: string): void {
    this.#windows.delete(`u:${username.trim().toLowerCase()}`);
  }

  #prune(now: number): void {
    // Bounded work: expired windows are dropped as they are met, oldest first.
    for (const [key, window] of this.#windows) {
      if (window.resetAt > now) break;
      this.#windows.delete(key);
    }
  }
}
