import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../session.ts';
import { renderStatic } from '../ui/render-static.tsx';
import { WallsPanel } from './WallsPanel.tsx';

function userOn(
  plan: string,
  feedCount = { active: 0, inactive: 0, allowed: 3 },
  plans: 'self-hosted' | 'hosted' = 'hosted',
): CurrentUser {
  return {
    account: {
      id: 1,
      username: 'annowner',
      email: 'ann@example.test',
      plan,
      creator_id: null,
      meta: [],
      licenses: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      admin: false,
    },
    permissions: ['create_tint', 'modify_tint', 'delete_tint'],
    settings: { plan, token: null, accounts: [], feed_count: feedCount, plans },
  };
}

/** The panel as first drawn, before its walls arrive. */
function panel(user: CurrentUser): Promise<string> {
  return renderStatic(<WallsPanel user={user} />);
}

describe('the walls tab', () => {
  it('shows the card-declined message and a badge on a deactivated plan, without walls', async () => {
    const html = await panel(userOn('deactivated', { active: 0, inactive: 0, allowed: 0 }));
    expect(html).toContain(messages.cardDeclined);
    expect(html).toContain('owner-plan-badge--deactivated');
    expect(html).not.toContain('Create a wall');
    expect(html).not.toContain(messages.feedAllowanceLow);
  });

  it('shows the trial message and badge on a trial', async () => {
    const html = await panel(userOn('trial', { active: 1, inactive: 0, allowed: 10 }));
    expect(html).toContain(messages.trialActive);
    expect(html).toContain('owner-plan-badge--trial');
    expect(html).toContain('Create a wall');
  });

  it('shows the feed upgrade alert by the rule, with the allowance the session knows', async () => {
    expect(await panel(userOn('plus', { active: 2, inactive: 0, allowed: 3 }))).toContain(
      messages.feedAllowanceLow,
    );
    const roomy = await panel(userOn('pro', { active: 2, inactive: 2, allowed: 10 }));
    expect(roomy).not.toContain(messages.feedAllowanceLow);
    expect(roomy).not.toContain('owner-plan-badge');
    expect(roomy).toContain('Loading your walls');
  });

  it('shows no allowance alert on a self-hosted instance, even at 49 of 50 walls', async () => {
    const selfHosted = await panel(
      userOn('premium', { active: 49, inactive: 0, allowed: 50 }, 'self-hosted'),
    );
    expect(selfHosted).not.toContain(messages.feedAllowanceLow);
    expect(selfHosted).not.toContain('See plans');
    const hosted = await panel(userOn('premium', { active: 49, inactive: 0, allowed: 50 }));
    expect(hosted).toContain(messages.feedAllowanceLow);
  });

  it('leaves out Create a wall without the create_tint permission', async () => {
    const user = userOn('pro');
    expect(await panel({ ...user, permissions: ['modify_tint'] })).not.toContain('Create a wall');
  });
});
