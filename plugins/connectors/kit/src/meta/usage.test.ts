import { describe, expect, it } from 'vitest';
import { graphRegainAccessAt, readGraphUsage } from './usage.ts';

const now = new Date('2026-11-25T10:00:00Z');

describe('readGraphUsage', () => {
  it('reads the app header', () => {
    const usage = readGraphUsage(
      new Headers({ 'x-app-usage': '{"call_count":28,"total_time":25,"total_cputime":7}' }),
      now,
    );
    expect(usage).toEqual({
      entries: [{ header: 'x-app-usage', callCount: 28, totalTime: 25, totalCpuTime: 7 }],
      highestPercent: 28,
    });
  });

  it('reads every object and use case of the business-use-case header', () => {
    const usage = readGraphUsage(
      new Headers({
        'x-business-use-case-usage': JSON.stringify({
          '111': [
            {
              type: 'pages',
              call_count: 96,
              total_cputime: 10,
              total_time: 12,
              estimated_time_to_regain_access: 0,
            },
          ],
          '222': [
            {
              type: 'instagram',
              call_count: 100,
              total_cputime: 40,
              total_time: 50,
              estimated_time_to_regain_access: 30,
            },
          ],
        }),
        'x-page-usage':
          '{"call_count":50,"total_time":5,"total_cputime":5,"estimated_time_to_regain_access":7}',
      }),
      now,
    );
    expect(usage.entries).toHaveLength(3);
    expect(usage.entries[1]).toEqual({
      header: 'x-business-use-case-usage',
      objectId: '111',
      type: 'pages',
      callCount: 96,
      totalTime: 12,
      totalCpuTime: 10,
      regainAccessMinutes: 0,
    });
    expect(usage.highestPercent).toBe(100);
    // The longest wait named wins.
    expect(usage.regainAccessAt?.toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('skips headers that are not JSON and answers nothing without headers', () => {
    const headers = new Headers({ 'x-app-usage': 'oops', 'x-business-use-case-usage': '[1]' });
    expect(readGraphUsage(headers, now)).toEqual({ entries: [], highestPercent: 0 });
    expect(graphRegainAccessAt(new Headers(), now)).toBeNull();
  });
});
