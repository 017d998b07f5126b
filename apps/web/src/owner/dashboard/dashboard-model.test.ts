import { messages } from '@chorus/core';
import { loadLanguage } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { textsIn } from '../i18n/texts.ts';
import type { FeedCount } from './dashboard-api.ts';
import {
  checkNewWall,
  dashboardTabList,
  failureMessage,
  feedUpgradeAlert,
  hidesWallRows,
  shownTab,
  statusMessage,
  suggestUserName,
  switchLockedReason,
  tabPath,
  initialWallsView,
  nextStepOf,
  wallPaths,
  wallRows,
} from './dashboard-model.ts';
import { texts } from './texts.ts';

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

describe('wallRows', () => {
  it('lists the walls of /api/feedCount with their switch by core’s rule', () => {
    const rows = wallRows(count);
    expect(rows.map((row) => [row.userName, row.active, row.feedCount])).toEqual([
      ['summit', true, 2],
      ['expo', false, 1],
    ]);
    // An older server without the card fields: no realtime icon, zero counts, no pictures.
    expect(rows.every((row) => row.realtime === undefined)).toBe(true);
    expect(rows[0]).toMatchObject({
      approvedCount: 0,
      pendingCount: 0,
      viewers: 0,
      thumbnails: [],
    });
    // Room in both allowances: both switches work by core's rule.
    expect(rows.every((row) => row.toggable && row.lockedReason === undefined)).toBe(true);
  });

  it('takes the card’s live state, counts and pictures from the same answer', () => {
    const picture = { url: '/media/abc/300', width: 300, height: 200, alt: 'A stage' };
    const [summit] = wallRows({
      ...count,
      walls: [
        {
          ...count.walls[0]!,
          theme: 'slideshow',
          colors: { background: '#112233', text: null },
          realtime: true,
          viewers: 3,
          approved_count: 40,
          pending_count: 5,
          sources_failing: 1,
          thumbnails: [picture],
        },
      ],
    });
    expect(summit).toMatchObject({
      realtime: true,
      viewers: 3,
      approvedCount: 40,
      pendingCount: 5,
      sourcesFailing: 1,
      theme: 'slideshow',
      colors: { background: '#112233', text: null },
      thumbnails: [picture],
      nextStep: 'moderate',
    });
  });

  it('locks switching on when the active allowance is used up', () => {
    const full: FeedCount = { ...count, active: 3, allowed: 3 };
    const [summit, expo] = wallRows(full);
    expect(summit?.toggable).toBe(true);
    expect(expo?.toggable).toBe(false);
    expect(expo?.lockedReason).toBe('Your plan has no room for another active wall.');
  });
});

describe('a wall’s next step', () => {
  it('asks for a source first, then for moderation, else nothing', () => {
    expect(nextStepOf(0, 0)).toBe('add-source');
    expect(nextStepOf(0, 3)).toBe('add-source');
    expect(nextStepOf(2, 3)).toBe('moderate');
    expect(nextStepOf(2, 0)).toBeUndefined();
  });

  it('opens the edit panel’s content and moderate sections', () => {
    expect(wallPaths('my wall')).toEqual({
      view: '/my%20wall',
      edit: '/my%20wall/edit',
      content: '/my%20wall/edit/content',
      moderate: '/my%20wall/edit/moderate',
    });
  });
});

describe('the walls view', () => {
  it('keeps the browser’s choice, else shows the spec’s table', () => {
    expect(initialWallsView('cards')).toBe('cards');
    expect(initialWallsView('table')).toBe('table');
    expect(initialWallsView(null)).toBe('table');
    expect(initialWallsView('grid')).toBe('table');
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
    // The accounts tab shows only to whom it is for (a signed-in user who manages accounts).
    expect(shownTab('tints')).toBeUndefined();
    expect(shownTab(undefined)).toBeUndefined();
    expect(tabPath('settings')).toBe('/admin/settings');
    expect(tabPath(undefined)).toBe('/admin');
  });
});

describe('the dashboard in French', () => {
  it('says the locked switch, the create-wall checks and the tabs in the words given', async () => {
    const words = { core: await loadLanguage('fr'), own: textsIn(texts, 'fr') };
    expect(switchLockedReason(false, words)).toBe(
      'Votre formule ne permet pas un autre mur à l’état « actif ».',
    );
    expect(checkNewWall({ name: ' ', userName: 'a/b' }, words)).toEqual({
      name: words.core.t('wallNameBlank'),
      userName: 'Veuillez indiquer un champ « adresse du mur » valide.',
    });
    expect(
      dashboardTabList
        .filter((entry) => entry.ready && !entry.shows)
        .map((entry) => words.own(entry.label)),
    ).toEqual(['Murs', 'Compte']);
    expect(failureMessage(new ApiError(words.core.t('requestProblem'), 0), 'repli', words)).toBe(
      'repli',
    );
  });
});
