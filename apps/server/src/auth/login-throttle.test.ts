import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  const limits = { perUsername: 2, perAddress: 3, windowMs: 60_000 };

  it('refuses past the per-username limit, whatever the case, until the window ends', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    expect(throttle.attempt('Alice', '1.1.1.1')).toBe(0);
    expect(throttle.attempt('alice', '2.2.2.2')).toBe(0);
    expect(throttle.attempt('ALICE ', '3.3.3.3')).toBe(60);
    now = 45_000;
    expect(throttle.attempt('alice', '4.4.4.4')).toBe(15);
    now = 60_000;
    expect(throttle.attempt('alice', '5.5.5.5')).toBe(0);
  });

  it('refuses past the per-address limit across usernames', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    expect(['a', 'b', 'c'].map((name) => throttle.attempt(name, '9.9.9.9'))).toEqual([0, 0, 0]);
    expect(throttle.attempt('d', '9.9.9.9')).toBe(60);
    expect(throttle.attempt('d', '8.8.8.8')).toBe(0);
  });

  it('forgets a username after a successful sign-in', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    throttle.attempt('bob', '1.1.1.1');
    throttle.attempt('bob', '1.1.1.2');
    throttle.succeeded('bob');
    expect(throttle.attempt('bob', '1.1.1.3')).toBe(0);
  });
});
