/**
 * How events cross from the process that publishes them to every process that serves viewers.
 * Each transport delivers to every process, the publishing one included, so there is one path
 * for every event and one order.
 */

/** Carries encoded events between server processes. */
export interface RealtimeTransport {
  /** Wire payloads above this size must travel as references. */
  readonly payloadLimitBytes: number;
  /**
   * Starts receiving; `deliver` gets every payload sent by any process, in order. `resumed` is
   * called after the transport lost its link and got it back: payloads sent in between may
   * never arrive, so whoever relies on them must reload.
   */
  start(deliver: (payload: string) => void, resumed?: () => void): Promise<void>;
  /** Sends one payload to every process. */
  send(payload: string): Promise<void>;
  /** Stops receiving and releases connections. Idempotent. */
  close(): Promise<void>;
}

/**
 * Delivery within this process only: right for embedded PGlite, which one process holds, and
 * for a single server.
 */
export function createMemoryTransport(): RealtimeTransport {
  let deliver: ((payload: string) => void) | undefined;
  return {
    payloadLimitBytes: Number.POSITIVE_INFINITY,
    async start(callback) {
      deliver = callback;
    },
    async send(payload) {
      // Asynchronous like a database round trip, so callers never rely on synchronous delivery.
      const target = deliver;
      if (target) queueMicrotask(() => target(payload));
    },
    async close() {
      deliver = undefined;
    },
  };
}
