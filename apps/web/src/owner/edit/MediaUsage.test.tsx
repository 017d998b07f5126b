import { describe, expect, it } from 'vitest';
import { mediaUsageLines, shownBytes } from './MediaUsage.tsx';

describe('the media usage lines of the edit panel', () => {
  it('says how many files and how much space, in readable units', () => {
    expect(mediaUsageLines({ pictures: 42, bytes: 12_300_000, waiting: 0 })).toEqual([
      'Pictures: 42 files, 12.3 MB',
    ]);
    expect(mediaUsageLines({ pictures: 1, bytes: 512, waiting: 0 })).toEqual([
      'Pictures: 1 file, 512 B',
    ]);
    expect(shownBytes(2_500)).toBe('2.5 KB');
    expect(shownBytes(3_210_000_000)).toBe('3.2 GB');
  });

  it('adds the posts still waiting for their pictures when any', () => {
    expect(mediaUsageLines({ pictures: 0, bytes: 0, waiting: 3 })).toEqual([
      'Pictures: 0 files, 0 B',
      '3 posts waiting for their pictures',
    ]);
    expect(mediaUsageLines({ pictures: 2, bytes: 4_000, waiting: 1 })[1]).toBe(
      '1 post waiting for its pictures',
    );
  });
});
