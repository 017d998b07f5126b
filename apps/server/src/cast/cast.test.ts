import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { castMessages } from './messages.ts';
import { castCodesPerWindow, castFailuresPerWindow } from './routes.ts';
import {
  castCodeAlphabet,
  castCodeState,
  createCastCode,
  normalizeCastCode,
  pairCastCode,
} from './store.ts';

interface CodeAnswer {
  code: string;
  token: string;
  expires_at: string;
  poll_ms: number;
}

describe('cast codes', () => {
  it('uses six characters a TV shows without ambiguity', () => {
    expect(castCodeAlphabet).toHaveLength(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(castCodeAlphabet).not.toContain(lookAlike);
    expect(normalizeCastCode(' k7p-2qx ')).toBe('K7P2QX');
    expect(normalizeCastCode('K7P 2QX')).toBe('K7P2QX');
    expect(normalizeCastCode('K7P2Q')).toBeNull();
    expect(normalizeCastCode('K7P2Q0')).toBeNull();
  });
});

describe.each(testDatabases())('casting a wall to a TV on $name', ({ open }) => {
  const t = useRoleApp(open);
  // Each test speaks from its own address, so the per-address limit of one spares the others.
  let nextAddress = 10;
  const address = () => `192.0.2.${(nextAddress += 1)}`;

  const newCode = async (remoteAddress = address()) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cast/codes', remoteAddress });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CodeAnswer;
  };
  const stateOf = async (token: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cast/codes/state',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { state: string; user_name?: string; url?: string };
  };
  const pair = (code: string, role = t.roles.ownerA, wall = t.roles.wallA.user_name) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cast/pair/${wall}`,
      headers: role.headers,
      payload: { code },
    });

  it('gives a TV a code that waits ten minutes, then the wall once it is paired, once', async () => {
    const answer = await newCode();
    expect(answer.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(answer.poll_ms).toBe(1000);
    const lifetime = Date.parse(answer.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect(await stateOf(answer.token)).toMatchObject({ state: 'waiting' });

    // Typed as people type it: lower case, with a space.
    const typed = `${answer.code.slice(0, 3).toLowerCase()} ${answer.code.slice(3)}`;
    const paired = await pair(typed);
    expect(paired.statusCode, paired.body).toBe(200);
    const wall = t.roles.wallA.user_name;
    expect(paired.json()).toEqual({
      user_name: wall,
      url: `/${wall}?fullscreen=true`,
      message: castMessages.paired,
    });

    expect(await stateOf(answer.token)).toEqual({
      state: 'paired',
      user_name: wall,
      url: `/${wall}?fullscreen=true`,
    });
    // Handed over once: the token is worth nothing after.
    expect(await stateOf(answer.token)).toEqual({ state: 'expired' });
  });

  it('pairs a code once: the same code again is refused as wrong', async () => {
    const { code } = await newCode();
    expect((await pair(code)).statusCode).toBe(200);
    const again = await pair(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: castMessages.wrongCode });
  });

  it('refuses a wrong code and an expired one with a clear message', async () => {
    const wrong = await pair('ZZZ222');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: castMessages.wrongCode });
    const notACode = await pair('hello');
    expect(notACode.statusCode).toBe(400);

    // A code made eleven minutes ago has expired, for the owner and for the TV.
    const db = t.database.db;
    const old = await createCastCode(db, 'old', new Date(Date.now() - 11 * 60_000));
    const expired = await pair(old.code, t.roles.ownerB, t.roles.wallB.user_name);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: castMessages.wrongCode });
    expect(await stateOf(old.token)).toEqual({ state: 'expired' });
    expect(await stateOf('no-such-token')).toEqual({ state: 'expired' });
  });

  it("lets no stranger pair a code with someone else's wall", async () => {
    const { code, token } = await newCode();
    const wall = t.roles.wallA.user_name;
    expect((await pair(code, t.roles.visitor)).statusCode).toBe(401);
    // Another owner, and a sub-account without access to the wall, are refused (as the access
    // layer refuses them everywhere: the wall is as good as absent to them).
    expect([403, 404]).toContain((await pair(code, t.roles.ownerB)).statusCode);
    expect([403, 404]).toContain((await pair(code, t.roles.subAccountWithoutAccess)).statusCode);
    // Another site cannot use the owner's cookie.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/cast/pair/${wall}`,
      headers: { ...t.roles.ownerA.headers, origin: 'https://evil.example' },
      payload: { code },
    });
    expect(forged.statusCode).toBe(403);
    // The code still waits for its owner.
    expect(await stateOf(token)).toMatchObject({ state: 'waiting' });
    expect((await pair(code, t.roles.withPermission.moderate_tint)).statusCode).toBe(200);
  });

  it('limits wrong codes per account: after ten, even the right code waits', async () => {
    const role = t.roles.withPermission.moderate_tint;
    for (let i = 0; i < castFailuresPerWindow; i += 1) {
      expect((await pair('WWW222', role)).statusCode).toBe(400);
    }
    const { code, token } = await newCode();
    const blocked = await pair(code, role);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: castMessages.tooManyAttempts });
    expect(await stateOf(token)).toMatchObject({ state: 'waiting' });
    // Another account is not held back by this one's mistakes.
    expect((await pair(code, t.roles.ownerA)).statusCode).toBe(200);
  });

  it('limits the codes one address asks for', async () => {
    const from = address();
    const limit = castCodesPerWindow(t.app.config.rateLimitMax);
    for (let i = 0; i < limit; i += 1) await newCode(from);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cast/codes',
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: castMessages.tooManyCodes });
    // Another address still gets one.
    await newCode();
  });

  it('lets one of two owners typing the same code at once win', async () => {
    const db = t.database.db;
    const { code } = await createCastCode(db, 'race', new Date());
    const now = new Date();
    const results = await Promise.all([
      pairCastCode(db, { code, wallId: Number(t.roles.wallA.id), userId: null, now }),
      pairCastCode(db, { code, wallId: Number(t.roles.wallB.id), userId: null, now }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await castCodeState(db, 'not-it', now)).toEqual({ state: 'expired' });
  });
});
