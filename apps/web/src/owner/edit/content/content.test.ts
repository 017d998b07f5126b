import { connectPopupPollMs, messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { authorizePath, openAuthPopup, popupFeatures, type PopupHost } from './auth-popup.ts';
import { healthText } from './SourceItem.tsx';
import type { SourceView } from './sources-api.ts';

/** A browser stand-in whose popup closes when told, with a clock the test turns. */
function fakeHost(blocked = false) {
  const popup = { closed: false };
  const timers = new Map<number, { run: () => void; ms: number }>();
  const opened: { url: string; features: string }[] = [];
  let next = 0;
  const host: PopupHost = {
    open: (url, _target, features) => {
      opened.push({ url, features });
      return blocked ? null : popup;
    },
    setInterval: (run, ms) => {
      next += 1;
      timers.set(next, { run, ms });
      return next;
    },
    clearInterval: (timer) => timers.delete(timer as number),
  };
  const tick = () => [...timers.values()].forEach((timer) => timer.run());
  return { host, popup, timers, opened, tick };
}

describe('the OAuth popup flow', () => {
  it('opens a 665x300 window and reports its closing, checked every 1000 ms', () => {
    const browser = fakeHost();
    let closed = 0;
    const url = authorizePath('twitter', 7);
    expect(openAuthPopup(url, () => (closed += 1), browser.host)).toBe(true);
    expect(browser.opened).toEqual([
      { url: '/api/twitter/7/authorize', features: 'width=665,height=300' },
    ]);
    expect([...browser.timers.values()].map((t) => t.ms)).toEqual([connectPopupPollMs]);
    expect(connectPopupPollMs).toBe(1000);
    browser.tick();
    expect(closed).toBe(0);
    browser.popup.closed = true;
    browser.tick();
    browser.tick();
    expect(closed).toBe(1);
    expect(browser.timers.size).toBe(0);
  });

  it('says so when the browser blocks the popup', () => {
    const browser = fakeHost(true);
    expect(openAuthPopup('/x', () => undefined, browser.host)).toBe(false);
    expect(browser.timers.size).toBe(0);
  });

  it('centres the popup over the opener', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1265, outerHeight: 900 })).toBe(
      'width=665,height=300,left=400,top=350',
    );
  });
});

describe('a source’s health line', () => {
  const source = (overrides: Partial<SourceView> & Pick<SourceView, 'health'>): SourceView => ({
    id: 1,
    network: 'rss',
    feed_type: 'url',
    options: {},
    label: 'example.test/feed',
    account_label: 'example.test/fee',
    privacy: 0,
    status: 'active',
    status_code: 0,
    last_crawled: 1_795_000_000,
    ...overrides,
  });
  const health = { last_error: null, last_error_at: null, retry_at: null, message: null };

  it('asks for a new token when the network refused the old one', () => {
    const text = healthText(
      source({ health: { ...health, state: 'needs_reauth', message: messages.tokenExpired } }),
    );
    expect(text).toBe('Token expired. Please click here to refresh your token.');
  });

  it('names the wait of a rate-limited source and the error of a failing one', () => {
    expect(
      healthText(source({ health: { ...health, state: 'rate_limited', retry_at: 1_795_000_600 } })),
    ).toMatch(/^The network asked us to slow down; next import after .+\.$/);
    expect(
      healthText(source({ health: { ...health, state: 'failing', last_error: 'HTTP 500' } })),
    ).toBe('Importing failed: HTTP 500');
  });

  it('says a new source is importing, and when a healthy one last imported', () => {
    expect(healthText(source({ last_crawled: 0, health: { ...health, state: 'ok' } }))).toBe(
      messages.feedStillLoading,
    );
    expect(healthText(source({ health: { ...health, state: 'ok' } }))).toMatch(
      /^Connected; last imported .+\.$/,
    );
    expect(healthText(source({ status: 'paused', health: { ...health, state: 'ok' } }))).toBe(
      messages.editSourcePaused,
    );
  });
});
