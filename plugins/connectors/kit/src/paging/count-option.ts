/**
 * The paging options most connectors offer the installer (`pageSize`, `maxPages`, ...): a whole
 * number from 1 to the network's limit, with a default and the words the admin screen shows.
 */
import { z } from 'zod';

/** How one paging count is shown and bounded. */
export interface CountOptionSpec {
  /** The largest value the network allows (or the crawl should take). */
  readonly max: number;
  readonly default: number;
  /** The label in the admin screen ("Posts per request"). */
  readonly title: string;
  /** The hint under it, if any. */
  readonly description?: string;
}

/** A plugin option field for a paging count: an integer in 1..`max`, `default` when not set. */
export function countOption(spec: CountOptionSpec) {
  return z
    .number()
    .int()
    .min(1)
    .max(spec.max)
    .default(spec.default)
    .meta(
      spec.description === undefined
        ? { title: spec.title }
        : { title: spec.title, description: spec.description },
    );
}
