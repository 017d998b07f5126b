import { describe, expect, it } from 'vitest';
import { untilStopped } from './boss-handler.ts';

/** 'settled' when the promise settles before a macrotask turn, else 'pending'. */
async function stateOf(promise: Promise<unknown>): Promise<string> {
  const later = new Promise((resolve) => setImmediate(() => resolve('pending')));
  return Promise.race([
    promise.then(
      () => 'settled',
      () => 'rejected',
    ),
    later,
  ]) as Promise<string>;
}

describe('untilStopped', () => {
  it('reports a job that ends while the queue runs, done or failed', async () => {
    const done = untilStopped(
      () => false,
      async () => undefined,
    );
    expect(await stateOf(done([1]))).toBe('settled');
    const failed = untilStopped(
      () => false,
      async () => Promise.reject(new Error('no')),
    );
    expect(await stateOf(failed([1]))).toBe('rejected');
  });

  it('leaves a job that ends after the stop unreported, done or failed', async () => {
    const done = untilStopped(
      () => true,
      async () => undefined,
    );
    expect(await stateOf(done([1]))).toBe('pending');
    const failed = untilStopped(
      () => true,
      async () => Promise.reject(new Error('db closed')),
    );
    expect(await stateOf(failed([1]))).toBe('pending');
  });
});
