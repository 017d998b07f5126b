import { afterEach, describe, expect, it } from 'vitest';
import {
  loginPath,
  refreshSession,
  resetSessionForTests,
  safeNext,
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
});
