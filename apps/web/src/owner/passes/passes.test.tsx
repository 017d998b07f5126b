import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../session.ts';
import { sampleWallRows } from '../dashboard/testing-rows.ts';
import { wallMenuFor } from '../dashboard/wall-menu.ts';
import { renderStatic } from '../ui/render-static.tsx';
import { fromLocalInputValue, shownTime, toLocalInputValue } from './pass-time.ts';
import { PassState } from './PassState.tsx';
import type { RealtimeUpdates } from './passes-api.ts';

const user = {
  permissions: [],
  settings: { plan: 'pro', plans: 'hosted' },
  account: { creator_id: null, meta: [] },
} as unknown as CurrentUser;
const row = sampleWallRows[0]!;
const ids = (shown: ReturnType<typeof wallMenuFor>) => shown.map((item) => item.id);
const updates = (data: RealtimeUpdates['data'], testable = false): RealtimeUpdates => ({
  data,
  testable,
  active: data.some((pass) => pass.status === 'active'),
});

describe('the row menu’s pass entries', () => {
  it('offers Buy only where passes are sold, and Test only while the wall is testable', () => {
    expect(
      ids(wallMenuFor({ ...row, canBuyPass: false, passes: updates([]) }, user)),
    ).not.toContain('buy-pass');
    expect(ids(wallMenuFor({ ...row, canBuyPass: true, passes: updates([]) }, user))).toContain(
      'buy-pass',
    );
    expect(ids(wallMenuFor({ ...row, passes: updates([], true) }, user))).toContain('test-pass');
    expect(ids(wallMenuFor({ ...row, passes: updates([], false) }, user))).not.toContain(
      'test-pass',
    );
  });
});

describe('the row’s pass state', () => {
  const pass = {
    id: 1,
    kind: 'bought' as const,
    start: '2026-12-03T08:00:00.000Z',
    stop: '2026-12-10T08:00:00.000Z',
    length_seconds: 604_800,
  };
  it('shows Scheduled with the start, Active with the end, nothing without a pass', async () => {
    const scheduled = await renderStatic(
      <PassState passes={updates([{ ...pass, status: 'scheduled' }])} />,
    );
    expect(scheduled).toContain(
      `>Live-update pass scheduled: starts ${shownTime(pass.start, 'en')}<`,
    );
    const active = await renderStatic(
      <PassState passes={updates([{ ...pass, status: 'active' }])} />,
    );
    expect(active).toContain(`>Live-update pass active until ${shownTime(pass.stop, 'en')}<`);
    expect(shownTime(pass.stop, 'en')).toContain('2026');
    expect(await renderStatic(<PassState passes={updates([])} />)).toBe('');
  });
});

describe('the picker’s local time', () => {
  it('reads a datetime-local value in the browser’s zone and writes it back', () => {
    const at = fromLocalInputValue('2026-12-03T09:30');
    expect(at).toEqual(new Date(2026, 11, 3, 9, 30));
    expect(toLocalInputValue(at!)).toBe('2026-12-03T09:30');
    expect(fromLocalInputValue('')).toBeUndefined();
    expect(fromLocalInputValue('2026-12-03')).toBeUndefined();
  });
});
