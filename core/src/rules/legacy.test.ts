import { describe, expect, it } from 'vitest';
import { csvExportFromLegacyUrl, isCsvExportRunning } from './legacy.ts';

describe('csvExportFromLegacyUrl: ready, then PENDING or PROCESSING, then done with a URL', () => {
  it('reads each state', () => {
    expect(csvExportFromLegacyUrl(null)).toEqual({ state: 'ready', url: null });
    expect(csvExportFromLegacyUrl('PENDING').state).toBe('pending');
    expect(isCsvExportRunning(csvExportFromLegacyUrl('PROCESSING'))).toBe(true);
    expect(csvExportFromLegacyUrl('https://x/e.csv')).toEqual({
      state: 'done',
      url: 'https://x/e.csv',
    });
  });
});
