/** The measuring loop of ingest legs that bring their own input: best of a few bounded rounds. */
import type { IngestLeg, LegResult } from './rss-parse.ts';

/**
 * Runs each leg up to `rounds` times and keeps its best round; a leg whose rounds have taken
 * `maxLegSeconds` in all stops early (after one round at least). Legs ignore the bytes they
 * are given (they close over their own input).
 */
export async function measureLegs(
  legs: readonly IngestLeg[],
  rounds = 3,
  maxLegSeconds = 30,
): Promise<LegResult[]> {
  const results: LegResult[] = [];
  for (const leg of legs) {
    let bestMs = Number.POSITIVE_INFINITY;
    let items = 0;
    for (let round = 0, spentMs = 0; round < rounds && spentMs < maxLegSeconds * 1000; round++) {
      const started = performance.now();
      items = await leg.run(new Uint8Array());
      const tookMs = performance.now() - started;
      bestMs = Math.min(bestMs, tookMs);
      spentMs += tookMs;
    }
    results.push({ name: leg.name, items, bestMs, itemsPerSecond: (items / bestMs) * 1000 });
  }
  return results;
}

/** The results as lines of text, each beside its share of the first (the floor). */
export function legLines(results: readonly LegResult[], unit: string): string[] {
  const floor = results[0]?.itemsPerSecond ?? 0;
  const width = Math.max(...results.map((result) => result.name.length));
  return results.map((result) => {
    const rate = Math.round(result.itemsPerSecond).toLocaleString('en');
    const share = floor > 0 ? `${((result.itemsPerSecond / floor) * 100).toFixed(2)}%` : '';
    return `${result.name.padEnd(width)} ${result.bestMs.toFixed(0).padStart(6)} ms  ${rate.padStart(10)} ${unit}  ${share.padStart(7)} of the floor`;
  });
}
