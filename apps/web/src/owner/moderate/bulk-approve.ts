/**
 * Bulk approval for live events: approves many posts a few at a time, reporting progress
 * after each, and carries on past a failure so one bad post does not stop the rest.
 */

/** Progress of a bulk approval. */
export interface BulkProgress {
  readonly total: number;
  /** Approved or failed so far. */
  readonly done: number;
  readonly failed: number;
}

/** What a bulk approval ended with. */
export interface BulkResult<T> {
  readonly approved: readonly T[];
  readonly failedIds: readonly string[];
}

/** Posts approved at once: enough to be quick, few enough not to hit the rate limit. */
export const bulkConcurrency = 3;

/**
 * Calls `approveOne` for every id, at most `concurrency` at a time, in the order given.
 * `onProgress` hears every step; an aborted `signal` stops starting new ones.
 */
export async function approveMany<T>(
  ids: readonly string[],
  approveOne: (id: string) => Promise<T>,
  onProgress: (progress: BulkProgress) => void,
  options: { readonly concurrency?: number; readonly signal?: AbortSignal } = {},
): Promise<BulkResult<T>> {
  const approved: T[] = [];
  const failedIds: string[] = [];
  let next = 0;
  const report = () =>
    onProgress({
      total: ids.length,
      done: approved.length + failedIds.length,
      failed: failedIds.length,
    });
  async function worker() {
    while (next < ids.length && !options.signal?.aborted) {
      const id = ids[next] as string;
      next += 1;
      try {
        approved.push(await approveOne(id));
      } catch {
        failedIds.push(id);
      }
      report();
    }
  }
  report();
  const workers = Math.max(1, Math.min(options.concurrency ?? bulkConcurrency, ids.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { approved, failedIds };
}
