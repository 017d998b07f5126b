import { describe, expect, it } from 'vitest';
import {
  eventRate,
  figureCells,
  formatNumber,
  formatRatio,
  markdownReport,
  markdownTable,
  percentile,
  ratio,
  summarize,
  type BenchReport,
  type Section,
} from './table.ts';

const section: Section = {
  id: 'api',
  title: 'Wall feed API',
  seconds: 12.4,
  skipped: ['the PostgreSQL legs: no server given'],
  figures: [
    {
      name: 'GET /api/posts, cache hit (pglite)',
      value: 8123.4,
      unit: 'req/s',
      peer: 'bare node:http, same bytes',
      peerValue: 16246.8,
      better: 'higher',
      note: '40000 requests',
    },
    { name: 'bytes | before paint', value: 0.5, unit: 'kB', better: 'lower' },
  ],
};

describe('percentiles', () => {
  it('takes the nearest rank, whatever the order of the samples', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile(values, 0.99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(10);
    // The samples are left as they were.
    expect(values[0]).toBe(5);
  });

  it('p99 of 1..1000 is 990, p50 is 500, one sample is every percentile', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 1000 - index);
    expect(summarize(values)).toEqual({ count: 1000, p50: 500, p95: 950, p99: 990, max: 1000 });
    expect(summarize([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
  });

  it('is NaN for no samples and clamps the fraction', () => {
    expect(percentile([], 0.5)).toBeNaN();
    expect(percentile([1, 2, 3], 2)).toBe(3);
    expect(percentile([1, 2, 3], -1)).toBe(1);
  });
});

describe('event rates', () => {
  it('counts the gaps between the first and the last event', () => {
    // Five starts 250 ms apart, given out of order: four gaps in one second.
    expect(eventRate([1250, 1000, 1500, 2000, 1750])).toBe(4);
  });

  it('is 0 for fewer than two events or no time between them', () => {
    expect(eventRate([])).toBe(0);
    expect(eventRate([5])).toBe(0);
    expect(eventRate([5, 5])).toBe(0);
  });
});

describe('ratios', () => {
  it('divides the figure by its peer', () => {
    expect(ratio({ value: 50, peerValue: 200 })).toBe(0.25);
    expect(ratio({ value: 30, peerValue: 10 })).toBe(3);
  });

  it('has none without a peer, with a zero peer or a missing figure', () => {
    expect(ratio({ value: 50 })).toBeNull();
    expect(ratio({ value: 50, peerValue: 0 })).toBeNull();
    expect(ratio({ value: null, peerValue: 4 })).toBeNull();
    expect(ratio({ value: 4, peerValue: null })).toBeNull();
    expect(ratio({ value: Number.NaN, peerValue: 4 })).toBeNull();
  });
});

describe('the table', () => {
  it('formats numbers to about three significant digits, and ratios with ×', () => {
    expect(formatNumber(16246.8)).toBe('16,247');
    expect(formatNumber(123.456)).toBe('123');
    expect(formatNumber(12.345)).toBe('12.3');
    expect(formatNumber(1.2345)).toBe('1.23');
    expect(formatNumber(0.01234)).toBe('0.012');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatRatio(0.5)).toBe('0.50×');
    expect(formatRatio(12.34)).toBe('12.3×');
    expect(formatRatio(null)).toBe('—');
  });

  it('puts each figure beside its peer and ratio, with its note', () => {
    expect(figureCells(section.figures[0]!)).toEqual([
      'GET /api/posts, cache hit (pglite) (40000 requests)',
      '8,123',
      'bare node:http, same bytes',
      '16,247',
      '0.50×',
      'req/s',
    ]);
    expect(figureCells(section.figures[1]!)).toEqual([
      'bytes | before paint',
      '0.500',
      '—',
      '—',
      '—',
      'kB',
    ]);
  });

  it('writes markdown: header, right-aligned numbers, a row per section, escaped pipes', () => {
    const lines = markdownTable([section]).split('\n');
    expect(lines[0]).toBe('| figure | value | peer | peer value | ratio | unit |');
    expect(lines[1]).toBe('| --- | ---: | --- | ---: | ---: | --- |');
    expect(lines[2]).toBe('| **Wall feed API** |  |  |  |  |  |');
    expect(lines[3]).toBe(
      '| GET /api/posts, cache hit (pglite) (40000 requests) | 8,123 | bare node:http, same bytes | 16,247 | 0.50× | req/s |',
    );
    expect(lines[4]).toBe('| bytes \\| before paint | 0.500 | — | — | — | kB |');
    expect(lines).toHaveLength(5);
  });

  it('reports the machine, skips and failures around the table', () => {
    const report: BenchReport = {
      startedAt: '2026-11-23T20:00:00.000Z',
      quick: true,
      machine: {
        cpus: 2,
        cpuModel: 'Test CPU',
        memoryGiB: 3.5,
        platform: 'Linux 6.1 x64',
        node: '20.19.0',
        loadAverage: 1.5,
      },
      sections: [
        section,
        {
          ...section,
          id: 'queue',
          title: 'Crawl queue',
          figures: [],
          skipped: [],
          error: 'stopped after its budget',
        },
      ],
    };
    const markdown = markdownReport(report);
    expect(markdown).toContain('# Chorus benchmarks (--quick sizes)');
    expect(markdown).toContain(
      'on 2 × Test CPU, 3.5 GiB, Linux 6.1 x64, Node 20.19.0, load average 1.50',
    );
    expect(markdown).toContain('- Wall feed API: skipped the PostgreSQL legs: no server given');
    expect(markdown).toContain('- Crawl queue: **failed** — stopped after its budget');
    expect(markdown).toContain('Time per benchmark: Wall feed API 12 s, Crawl queue 12 s.');
  });
});
