import type { QueueTuning } from './queue.ts';

/**
 * Queue timings of the SIGKILL test, for the killed worker and the one that retries: a job
 * is taken for dead 3 s after it started, and retried a second later.
 */
export const crashTestQueueTuning: Partial<QueueTuning> = {
  expireInSeconds: 3,
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: false,
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
};
