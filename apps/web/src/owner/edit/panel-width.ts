/**
 * The edit panel's width: the spec's 300 px by default, or wide (480 px, at most 45% of the
 * window) once the owner widens it. The choice is remembered per browser (localStorage).
 */
import { useCallback, useState } from 'react';

/** The two widths of the panel. */
export type PanelWidth = 'default' | 'wide';

/** Where the choice is kept. */
export const panelWidthStorageKey = 'chorus.editPanel.width';

/** The remembered width; the default when none is stored or storage is unavailable. */
export function storedPanelWidth(storage: Pick<Storage, 'getItem'> | undefined): PanelWidth {
  try {
    return storage?.getItem(panelWidthStorageKey) === 'wide' ? 'wide' : 'default';
  } catch {
    return 'default';
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The panel's width and its setter, which remembers the choice. */
export function usePanelWidth(): [PanelWidth, (width: PanelWidth) => void] {
  const [width, setWidth] = useState<PanelWidth>(() => storedPanelWidth(browserStorage()));
  const choose = useCallback((next: PanelWidth) => {
    setWidth(next);
    try {
      browserStorage()?.setItem(panelWidthStorageKey, next);
    } catch {
      // A browser that keeps nothing still widens the panel for this visit.
    }
  }, []);
  return [width, choose];
}
