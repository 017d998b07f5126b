import { afterEach, describe, expect, it } from 'vitest';
import {
  loginPath,
  refreshSession,
  resetSessionForTests,
  safeNext,
  saveAccountLanguage,
  sessionSnapshot,
} from './session.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  resetSessionForTests();
});

function answer(status: number, body: unknown) {
  globalThis.fetch = async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const user = {
  account: {
    id: 1,
    username: 'annowner',
    email: 'ann@example.test',
    plan: 'basic',
    creator_id: null,
    meta: [],
    licenses: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    admin: false,
  },
  permissions: ['create_tint'],
  settings: {
    plan: 'basic',
    token: null,
    accounts: [],
    feed_count: { active: 0, inactive: 0, allowed: 1 },
    plans: 'hosted',
  },
};

describe('the session store', () => {
  it('is signed in with the current user settings when /api/user/current answers', async () => {
    answer(200, user);
    await refreshSession();
    const state = sessionSnapshot();
    expect(state.status).toBe('signed-in');
    expect(state.status === 'signed-in' && state.user.settings.feed_count.allowed).toBe(1);
  });

  it('is signed out on 401, and failed with the message on a server failure', async () => {
    answer(401, { error: 'Please sign in to continue.' });
    await refreshSession();
    expect(sessionSnapshot()).toEqual({ status: 'signed-out' });
    answer(503, { error: 'Database unavailable.' });
    await refreshSession();
    expect(sessionSnapshot()).toEqual({ status: 'failed', message: 'Database unavailable.' });
  });
});

describe('the way to /login and back', () => {
  it('keeps the address in ?next=', () => {
    expect(loginPath('/acme/edit/content?x=1')).toBe(
      '/login?next=%2Facme%2Fedit%2Fcontent%3Fx%3D1',
    );
    expect(loginPath('/')).toBe('/login');
  });

  it('goes back only to a path of this site', () => {
    expect(safeNext('/acme/edit')).toBe('/acme/edit');
    expect(safeNext('//evil.example/x')).toBe('/admin');
    expect(safeNext('/\\evil.example')).toBe('/admin');
    expect(safeNext('https://evil.example')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
  });

  it("saves the account's language with PUT /api/user/language, then knows it", async () => {
    const calls: { url: string; method: string; body: string }[] = [];
    let language: string | null = null;
    globalThis.fetch = async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: String(init?.body ?? '') });
      if (init?.method === 'PUT') language = JSON.parse(String(init.body)).language;
      const body = { ...user, account: { ...user.account, language } };
      return new Response(
        JSON.stringify(url.endsWith('/language') ? { account: body.account } : body),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    };
    await saveAccountLanguage('fr');
    await refreshSession();
    expect(calls[0]).toMatchObject({ method: 'PUT', body: '{"language":"fr"}' });
    expect(calls[0]?.url).toMatch(/\/api\/user\/language$/);
    const state = sessionSnapshot();
    expect(state.status === 'signed-in' && state.user.account.language).toBe('fr');
    await saveAccountLanguage(null);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: '{"language":null}' });
  });
});
