import { describe, expect, it } from 'vitest';
import { compareNumericIds, newestNumericId } from './numeric-id.ts';

describe('compareNumericIds', () => {
  it('orders ids beyond Number precision by value', () => {
    expect(compareNumericIds('1790000000000000001', '1790000000000000000')).toBeGreaterThan(0);
    expect(compareNumericIds('999', '1000')).toBeLessThan(0);
    expect(compareNumericIds('0042', '42')).toBe(0);
  });
});

describe('newestNumericId', () => {
  it('finds the newest id, keeping the previous one when nothing is newer', () => {
    expect(newestNumericId(['1790000000000000005', '1790000000000000010', '99'])).toBe(
      '1790000000000000010',
    );
    expect(newestNumericId(['5', '6'], '10')).toBe('10');
    expect(newestNumericId([], '10')).toBe('10');
    expect(newestNumericId([])).toBeNull();
  });

  it('ignores ids that are not decimal numbers', () => {
    expect(newestNumericId(['abc', '12', '1e5'], 'x')).toBe('12');
  });
});
