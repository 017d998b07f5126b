/**
 * A JSON-lines logger for `chorus worker`, which runs without the HTTP app and its pino: one
 * line per event on stderr, in pino's shape (`level`, `time`, `msg`, details), errors with
 * their message and stack.
 */
import type { IngestLogger } from './deps.ts';

const levels = { error: 50, warn: 40, info: 30 } as const;
const thresholds: Readonly<Record<string, number>> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Infinity,
};

/** A logger writing events at or above `level` (LOG_LEVEL's names) to stderr. */
export function consoleLogger(level: string): IngestLogger {
  const threshold = thresholds[level] ?? levels.info;
  const write = (name: keyof typeof levels) => (details: object, message: string) => {
    if (levels[name] < threshold) return;
    const line = { level: levels[name], time: Date.now(), msg: message, ...serialize(details) };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

function serialize(details: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error
        ? { type: value.name, message: value.message, stack: value.stack }
        : value,
    ]),
  );
}
