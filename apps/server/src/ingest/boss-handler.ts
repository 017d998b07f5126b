/**
 * pg-boss job handlers that outlive their queue's stop. `boss.stop` waits for running jobs only
 * up to its timeout; a job that ends after that would have pg-boss mark it completed or failed
 * through a database the process may already have closed, and pg-boss leaves that rejection
 * unhandled. Such a job is left as it is instead: still active, it expires and is retried like
 * the job of a killed worker (docs/connectors.md, "Crashes").
 */

/** The handler, reporting to pg-boss only while the queue has not been stopped. */
export function untilStopped<TJob>(
  isStopped: () => boolean,
  handler: (jobs: TJob[]) => Promise<void>,
): (jobs: TJob[]) => Promise<void> {
  return async (jobs) => {
    try {
      await handler(jobs);
    } catch (error) {
      if (!isStopped()) throw error;
    }
    // Never settles: pg-boss must not touch the database for this job any more.
    if (isStopped()) await new Promise<never>(() => undefined);
  };
}
