import { english } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { shownTab } from '../dashboard/dashboard-model.ts';
import { sampleWallRows } from '../dashboard/testing-rows.ts';
import { wallMenuFor } from '../dashboard/wall-menu.ts';
import { textsIn } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import {
  accountFormErrors,
  grantablePermissions,
  managesAccounts,
  permissionWords,
  presetOf,
  serverFieldErrors,
  sharesWalls,
} from './accounts-model.ts';
import { texts } from './texts.ts';

const everyPermission = [
  'create_enterprise_accounts',
  'change_billing',
  'create_tint',
  'modify_tint',
  'moderate_tint',
  'delete_tint',
  'ownership_tint',
];

function user(
  plan: string,
  options: { sub?: boolean; permissions?: string[]; meta?: string[] } = {},
): CurrentUser {
  return {
    account: {
      id: 2,
      username: 'someone',
      email: 'someone@example.test',
      plan,
      creator_id: options.sub ? 1 : null,
      meta: options.meta ?? [],
      licenses: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      admin: false,
    },
    permissions: options.permissions ?? everyPermission,
    settings: {
      plan,
      token: null,
      accounts: [],
      feed_count: { active: 0, inactive: 0, allowed: 10 },
      plans: 'hosted',
    },
  };
}

const t = textsIn(texts, 'en');

describe('who sees the accounts tab and the Ownership entry', () => {
  it('shows them to a premium owner (every self-hosted owner acts as premium), not to a pro one', () => {
    expect(managesAccounts(user('premium'))).toBe(true);
    expect(sharesWalls(user('premium'))).toBe(true);
    expect(managesAccounts(user('pro'))).toBe(false);
    expect(sharesWalls(user('pro'))).toBe(false);
  });

  it('shows them to a sub-account only with the permission, never through its own meta', () => {
    const manager = user('premium', {
      sub: true,
      permissions: ['create_enterprise_accounts'],
      meta: ['enterprise_accounts', 'create_enterprise_accounts'],
    });
    expect(managesAccounts(manager)).toBe(true);
    expect(sharesWalls(manager)).toBe(false);
    const moderator = user('premium', { sub: true, permissions: ['moderate_tint'] });
    expect(managesAccounts(moderator)).toBe(false);
    // A sub-account's enterprise_accounts key is not its owner's plan.
    const onPro = user('pro', {
      sub: true,
      permissions: ['create_enterprise_accounts'],
      meta: ['enterprise_accounts', 'ownership_tint'],
    });
    expect(managesAccounts(onPro)).toBe(false);
  });

  it('opens the accounts tab and lists the Ownership entry only for them', () => {
    expect(shownTab('tints', user('premium'))).toBe('tints');
    expect(shownTab('tints', user('pro'))).toBeUndefined();
    expect(shownTab('tints')).toBeUndefined();
    const row = sampleWallRows[0]!;
    const ids = (who: CurrentUser) => wallMenuFor(row, who).map((item) => item.id);
    expect(ids(user('premium'))).toContain('ownership');
    expect(ids(user('pro'))).not.toContain('ownership');
    expect(
      ids(user('premium', { sub: true, permissions: ['moderate_tint', 'ownership_tint'] })),
    ).toContain('ownership');
  });

  it('lets a sub-account give only the permissions it holds', () => {
    expect(grantablePermissions(user('premium'))).toEqual(everyPermission);
    expect(
      grantablePermissions(
        user('premium', {
          sub: true,
          permissions: ['moderate_tint', 'create_enterprise_accounts'],
        }),
      ),
    ).toEqual(['create_enterprise_accounts', 'moderate_tint']);
  });
});

describe('permissions as words and presets', () => {
  it('names the permissions in a fixed order, without the enterprise key', () => {
    expect(permissionWords(['enterprise_accounts', 'modify_tint', 'moderate_tint'], t)).toBe(
      'Edit walls, Moderate walls',
    );
    expect(permissionWords(['enterprise_accounts'], t)).toBe('No permissions');
    expect(permissionWords(['ownership_tint'], textsIn(texts, 'fr'))).toBe(
      'Partager les murs (propriété)',
    );
  });

  it('recognises a preset whatever the order, and no preset for another set', () => {
    expect(presetOf(['moderate_tint'])).toBe('moderator');
    expect(presetOf(['enterprise_accounts', 'moderate_tint', 'create_tint', 'modify_tint'])).toBe(
      'designer',
    );
    expect(presetOf(everyPermission)).toBe('admin');
    expect(presetOf(['change_billing'])).toBe('accountant');
    expect(presetOf(['moderate_tint', 'delete_tint'])).toBeUndefined();
    expect(presetOf([])).toBeUndefined();
  });
});

describe('the account form', () => {
  it("checks with the spec's messages", () => {
    expect(accountFormErrors({ username: 'abc', email: '', password: '123' }, english)).toEqual({
      username: 'Username must be at least 5 characters.',
      email: 'Email is required.',
      password: 'Password must be at least 5 characters.',
    });
    expect(
      accountFormErrors({ username: 'helper', email: 'nope', password: 'secret' }, english),
    ).toEqual({ email: 'Please enter a valid email address.' });
    // A white-label account may leave the e-mail empty, but not give a wrong one.
    expect(
      accountFormErrors({ username: 'helper', email: '', password: 'secret' }, english, true),
    ).toEqual({});
    expect(
      accountFormErrors({ username: 'helper', email: 'nope', password: 'secret' }, english, true),
    ).toEqual({ email: 'Please enter a valid email address.' });
    expect(
      accountFormErrors(
        { username: 'helper', email: 'helper@example.test', password: 'secret' },
        english,
      ),
    ).toEqual({});
  });

  it('puts a taken username or e-mail on its field', () => {
    const taken = (message: string) =>
      serverFieldErrors({ status: 409, message, issues: [] }, english);
    expect(taken('Username already exists. Please try a different username.')).toEqual({
      username: 'Username already exists. Please try a different username.',
    });
    expect(taken('Account with this email already exists. Please try a different email.')).toEqual({
      email: 'Account with this email already exists. Please try a different email.',
    });
    expect(
      serverFieldErrors(
        { status: 400, message: 'x', issues: [{ path: 'password', message: 'Too short' }] },
        english,
      ),
    ).toEqual({ password: 'Too short' });
  });
});
