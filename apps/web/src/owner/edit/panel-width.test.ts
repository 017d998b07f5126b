import { describe, expect, it } from 'vitest';
import { panelWidthStorageKey, storedPanelWidth } from './panel-width.ts';

describe('the edit panel’s remembered width', () => {
  it('is wide only when the browser kept that choice', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === panelWidthStorageKey ? value : null),
    });
    expect(storedPanelWidth(storage('wide'))).toBe('wide');
    expect(storedPanelWidth(storage('default'))).toBe('default');
    expect(storedPanelWidth(storage('giant'))).toBe('default');
    expect(storedPanelWidth(storage(null))).toBe('default');
    expect(storedPanelWidth(undefined)).toBe('default');
  });

  it('falls back to the default when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedPanelWidth(refusing)).toBe('default');
  });
});
