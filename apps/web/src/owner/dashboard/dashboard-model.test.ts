import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import type { DashboardProfile, FeedCount } from './dashboard-api.ts';
import {
  checkNewWall,
  failureMessage,
  feedUpgradeAlert,
  hidesWallRows,
  shownTab,
  statusMessage,
  suggestUserName,
  tabPath,
  wallRows,
} from './dashboard-model.ts';

const count: FeedCount = {
  total: 3,
  active: 1,
  inactive: 1,
  allowed: 3,
  walls: [
    { id: 1, user_name: 'summit', name: 'Summit', status: '0', feed_count: 2 },
    { id: 2, user_name: 'expo', name: 'Expo', status: '2', feed_count: 1 },
  ],
};

function profile(over: Partial<DashboardProfile>): DashboardProfile {
  return {
    id: 1,
    user_name: 'summit',
    name: 'Summit',
    status: '0',
    feed_count: 2,
    realtime: false,
    toggable: true,
    ...over,
  };
}

describe('wallRows', () => {
  it('lists the walls of /api/feedCount before their profiles arrive', () => {
    const rows = wallRows(count, new Map());
    expect(rows.map((row) => [row.userName, row.active, row.feedCount])).toEqual([
      ['summit', true, 2],
      ['expo', false, 1],
    ]);
    expect(rows.every((row) => row.realtime === undefined)).toBe(true);
    // Room in both allowances: both switches work by core's rule.
    expect(rows.every((row) => row.toggable && row.lockedReason === undefined)).toBe(true);
  });

  it('takes the switch, realtime and counts from the profile when loaded', () => {
    const profiles = new Map([
      [
        'expo',
        profile({
          id: 2,
          user_name: 'expo',
          name: 'Expo 2',
          status: '2',
          toggable: false,
          realtime: true,
          feed_count: 4,
        }),
      ],
    ]);
    const expo = wallRows(count, profiles)[1];
    expect(expo).toMatchObject({ name: 'Expo 2', realtime: true, feedCount: 4, toggable: false });
    expect(expo?.lockedReason).toBe('Your plan has no room for another active wall.');
  });

  it('locks switching on when the active allowance is used up, without profiles', () => {
    const full: FeedCount = { ...count, active: 3, allowed: 3 };
    const [summit, expo] = wallRows(full, new Map());
    expect(summit?.toggable).toBe(true);
    expect(expo?.toggable).toBe(false);
  });
});

describe('feed upgrade alert', () => {
  it('shows when allowed − active or allowed − inactive is 1 or less', () => {
    expect(feedUpgradeAlert({ active: 1, inactive: 0, allowed: 2 }, 'hosted')).toBe(
      messages.feedAllowanceLow,
    );
    expect(feedUpgradeAlert({ active: 2, inactive: 0, allowed: 3 }, 'hosted')).toBe(
      messages.feedAllowanceLow,
    );
    expect(feedUpgradeAlert({ active: 0, inactive: 2, allowed: 3 }, 'hosted')).toBe(
      messages.feedAllowanceLow,
    );
    expect(feedUpgradeAlert({ active: 1, inactive: 1, allowed: 3 }, 'hosted')).toBeUndefined();
  });

  it('never shows on a self-hosted instance, whatever the count', () => {
    expect(
      feedUpgradeAlert({ active: 49, inactive: 0, allowed: 50 }, 'self-hosted'),
    ).toBeUndefined();
    expect(
      feedUpgradeAlert({ active: 0, inactive: 49, allowed: 50 }, 'self-hosted'),
    ).toBeUndefined();
    expect(feedUpgradeAlert({ active: 49, inactive: 0, allowed: 50 }, 'hosted')).toBe(
      messages.feedAllowanceLow,
    );
  });

  it('does not show before the owner has a wall', () => {
    expect(feedUpgradeAlert({ active: 0, inactive: 0, allowed: 1 }, 'hosted')).toBeUndefined();
    expect(feedUpgradeAlert({ active: 0, inactive: 0, allowed: 0 }, 'hosted')).toBeUndefined();
  });
});

describe('status messages', () => {
  it('shows the card-declined message on a deactivated plan, which hides the rows', () => {
    expect(statusMessage('deactivated', 0)).toBe('cardDeclined');
    expect(hidesWallRows('deactivated')).toBe(true);
    expect(hidesWallRows('basic')).toBe(false);
  });

  it('shows the trial message on a trial, and nothing on a paid or basic plan', () => {
    expect(statusMessage('trial', 0)).toBe('trialActive');
    expect(statusMessage('premium', 0)).toBeNull();
    expect(statusMessage('basic', 0)).toBeNull();
    expect(statusMessage('unknown-plan', 0)).toBeNull();
  });
});

describe('the create-wall checks', () => {
  it("gives the spec's messages for a blank name and a missing user name", () => {
    expect(checkNewWall({ name: '  ', userName: '' })).toEqual({
      name: 'Name must not be blank.',
      userName: "Please enter the wall's address.",
    });
  });

  it('refuses an address that is not one path segment or is reserved', () => {
    const invalid = 'Please specify a valid wall address.';
    expect(checkNewWall({ name: 'A', userName: 'a/b' }).userName).toBe(invalid);
    expect(checkNewWall({ name: 'A', userName: 'admin' }).userName).toBe(invalid);
    expect(checkNewWall({ name: 'A', userName: 'summit_2026-x' })).toEqual({});
  });

  it('suggests an address from the name', () => {
    expect(suggestUserName('Summit 2026: Café Talks!')).toBe('summit-2026-cafe-talks');
    expect(suggestUserName('***')).toBe('');
  });
});

describe('failureMessage', () => {
  it("uses the server's text, else the spec's message for the action", () => {
    expect(failureMessage(new ApiError('Username already exists.', 409), 'x')).toBe(
      'Username already exists.',
    );
    expect(
      failureMessage(new ApiError(messages.requestProblem, 0), messages.wallCreateFailed),
    ).toBe(messages.wallCreateFailed);
    expect(failureMessage(new TypeError('boom'), messages.wallDeleteFailed)).toBe(
      messages.wallDeleteFailed,
    );
  });
});

describe('tabs and the row menu', () => {
  it('shows the walls for a tab whose issue has not landed', () => {
    expect(shownTab('settings')).toBe('settings');
    expect(shownTab('payment')).toBeUndefined();
    expect(shownTab('tints')).toBeUndefined();
    expect(shownTab(undefined)).toBeUndefined();
    expect(tabPath('settings')).toBe('/admin/settings');
    expect(tabPath(undefined)).toBe('/admin');
  });
});
