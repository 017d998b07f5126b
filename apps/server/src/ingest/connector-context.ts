/**
 * What the server hands a connector beside its source: a logger that writes to the server's
 * log with the source (or wall) it works for, and the clock the server runs on.
 */
import type { ConnectorClock, ConnectorLogger } from '@chorus/core';
import type { IngestLogger } from './deps.ts';

/** A connector's logger over the server's, each line carrying `bindings` (e.g. the source id). */
export function connectorLogger(
  logger: IngestLogger,
  bindings: Readonly<Record<string, unknown>>,
): ConnectorLogger {
  const at =
    (write: (details: object, message: string) => void) =>
    (message: string, data?: Record<string, unknown>) =>
      write.call(logger, { ...data, ...bindings }, message);
  return {
    debug: logger.debug ? at(logger.debug) : () => {},
    info: at(logger.info),
    warn: at(logger.warn),
    error: at(logger.error),
  };
}

/** A connector's clock over the server's `now` (tests move it), or the wall clock. */
export function connectorClock(now: (() => Date) | undefined): ConnectorClock {
  return { now: now ?? (() => new Date()) };
}
