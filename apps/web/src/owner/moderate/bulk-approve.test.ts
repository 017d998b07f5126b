import { describe, expect, it } from 'vitest';
import { approveMany, type BulkProgress } from './bulk-approve.ts';

describe('bulk approval', () => {
  it('approves every post, reports each step and carries on past failures', async () => {
    const seen: BulkProgress[] = [];
    const result = await approveMany(
      ['1', '2', '3', '4', '5'],
      async (id) => {
        await Promise.resolve();
        if (id === '3') throw new Error('refused');
        return `approved ${id}`;
      },
      (progress) => seen.push(progress),
      { concurrency: 2 },
    );
    expect(result.failedIds).toEqual(['3']);
    expect([...result.approved].sort()).toEqual([
      'approved 1',
      'approved 2',
      'approved 4',
      'approved 5',
    ]);
    expect(seen[0]).toEqual({ total: 5, done: 0, failed: 0 });
    expect(seen.at(-1)).toEqual({ total: 5, done: 5, failed: 1 });
    expect(seen.map((progress) => progress.done)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('never runs more than the concurrency at once', async () => {
    let running = 0;
    let most = 0;
    await approveMany(
      Array.from({ length: 7 }, (_, i) => String(i)),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
      },
      () => undefined,
      { concurrency: 3 },
    );
    expect(most).toBe(3);
  });

  it('stops starting new approvals once aborted', async () => {
    const controller = new AbortController();
    const called: string[] = [];
    const result = await approveMany(
      ['1', '2', '3'],
      async (id) => {
        called.push(id);
        controller.abort();
      },
      () => undefined,
      { concurrency: 1, signal: controller.signal },
    );
    expect(called).toEqual(['1']);
    expect(result.approved).toHaveLength(1);
  });
});
