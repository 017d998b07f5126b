/** The quota line of a source, and the "saved" line of its sign-in details. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../forms/schema-fields.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { quotaSpent, quotaText, resetTime, type SourceQuotaView } from './source-quota.ts';
import { SourceItem } from './SourceItem.tsx';
import type { SourceView } from './sources-api.ts';

const now = new Date('2026-11-25T12:00:00Z');
const inTen = Math.floor(now.getTime() / 1000) + 600;
const window = (remaining: number, limit: number | null = 100): SourceQuotaView => ({
  unit: 'requests',
  period: 'window',
  limit,
  remaining,
  used: limit === null ? null : limit - remaining,
  resets_at: inTen,
});

describe('quotaText', () => {
  it('says how many requests are left until the window resets', () => {
    const time = resetTime(inTen, now);
    expect(quotaText(window(80), now)).toBe(`80 of 100 requests left until ${time}.`);
    expect(quotaText(window(0), now)).toBe(`Rate-limited until ${time}.`);
    expect(quotaText(window(7, null), now)).toBe(`7 requests left until ${time}.`);
    expect(quotaText({ ...window(80), resets_at: null }, now)).toBe('80 of 100 requests left.');
  });

  it('says how many searches an account has left in its window', () => {
    const time = resetTime(inTen, now);
    const searches: SourceQuotaView = { ...window(27, 30), unit: 'searches' };
    expect(quotaText(searches, now)).toBe(`27 of 30 searches left until ${time}.`);
    expect(quotaText({ ...searches, resets_at: null }, now)).toBe('27 of 30 searches left.');
    expect(quotaText({ ...searches, resets_at: inTen - 1200 }, now)).toBeNull();
  });

  it('says nothing of a window that has reset since, or one without figures', () => {
    expect(quotaText({ ...window(0), resets_at: inTen - 1200 }, now)).toBeNull();
    expect(quotaText({ ...window(0), remaining: null, limit: null }, now)).toBeNull();
  });

  it("counts a daily budget's units used, from zero on a new day", () => {
    const daily: SourceQuotaView = {
      unit: 'units',
      period: 'day',
      limit: 10_000,
      remaining: 6_800,
      used: 3_200,
      resets_at: inTen,
    };
    expect(quotaText(daily, now)).toBe(
      `Daily quota: ${(3200).toLocaleString()} of ${(10000).toLocaleString()} units used.`,
    );
    expect(quotaText({ ...daily, resets_at: inTen - 1200 }, now)).toBe(
      `Daily quota: 0 of ${(10000).toLocaleString()} units used.`,
    );
  });

  it('tells a reset within a day by its clock time, a later one with its date', () => {
    expect(resetTime(inTen, now)).not.toMatch(/2026/);
    expect(resetTime(inTen + 3 * 86_400, now)).toMatch(/2026/);
  });

  it('draws the bar from the share spent', () => {
    expect(quotaSpent(window(80))).toBeCloseTo(0.2);
    expect(quotaSpent(window(5, null))).toBeNull();
  });
});

const source: SourceView = {
  id: 7,
  network: 'bluesky',
  feed_type: 'search',
  options: { query: '#chorus' },
  label: '#chorus',
  account_label: '#chorus',
  privacy: 0,
  status: 'active',
  status_code: 0,
  last_crawled: 1_795_000_000,
  health: { state: 'ok', last_error: null, last_error_at: null, retry_at: null, message: null },
};

const render = (view: SourceView) =>
  renderToStaticMarkup(
    <SourceItem
      source={view}
      connector={undefined}
      can={() => true}
      busy={false}
      onToggleModeration={() => undefined}
      onRemove={() => undefined}
      onReauthorize={() => undefined}
    />,
  );

describe('SourceItem', () => {
  it('shows the quota in words, the bar hidden from assistive technology', () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    const html = render({
      ...source,
      health: { ...source.health, quota: { ...window(80), resets_at: future } },
    });
    expect(html).toContain('80 of 100 requests left until');
    expect(html).toMatch(/class="source-quota__bar" aria-hidden="true"/);
  });

  it('says the sign-in details are saved, never what they are', () => {
    expect(render({ ...source, credentials_saved: true })).toContain('Sign-in details saved');
    expect(render(source)).not.toContain('Sign-in details saved');
    expect(render(source)).not.toContain('source-quota');
  });
});

it('draws a write-only field as a password box', () => {
  const schema = {
    type: 'object',
    properties: {
      identifier: { type: 'string', title: 'Handle or email' },
      appPassword: { type: 'string', title: 'App password', maxLength: 256, writeOnly: true },
    },
    required: ['identifier', 'appPassword'],
  };
  expect(fieldsOf(schema).map((field) => field.secret ?? false)).toEqual([false, true]);
  const html = renderToStaticMarkup(
    <SchemaForm schema={schema} values={{}} onChange={() => undefined} />,
  );
  // One password box: the app password; the handle stays a plain text box.
  expect(html.match(/type="password"/g)).toHaveLength(1);
  expect(html).toContain('autoComplete="new-password"');
});
