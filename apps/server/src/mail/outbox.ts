/**
 * Mail work done after the response: looking the address up, making the link, talking to the
 * SMTP server. Answering first keeps "Forgot password?" equally fast for every address (no
 * account enumeration by timing) and keeps a slow mail server from holding a request. Failures
 * are logged. The server waits for work in flight when it closes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Runs mail tasks in the background and knows which are still running. */
export class MailOutbox {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts a task; its failure is logged as `mail not sent`. */
  run(task: () => Promise<void>): void {
    const running = task().catch((error: unknown) => {
      this.log.warn({ err: error }, 'mail not sent');
    });
    this.#pending.add(running);
    void running.finally(() => this.#pending.delete(running));
  }

  /** Resolves once every task started so far has ended. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

const outboxes = new WeakMap<object, MailOutbox>();

/**
 * The outbox of an app (shared by its plugins, which see the same `config`). The first call,
 * at registration, also makes the app wait for it on close.
 */
export function outboxOf(app: FastifyInstance): MailOutbox {
  let outbox = outboxes.get(app.config);
  if (!outbox) {
    outbox = new MailOutbox(app.log);
    outboxes.set(app.config, outbox);
    const created = outbox;
    app.addHook('onClose', async () => created.settled());
  }
  return outbox;
}
