import type { ComponentType } from 'react';
import type { MasonryVariant } from './variants.ts';

/** The lazily loaded module of the masonry wall (MasonryWall.tsx). */
export interface MasonryModule {
  /** The component of one variant: it takes the kit's `WallThemeProps`. */
  masonryComponent(variant: MasonryVariant): ComponentType<never>;
}

/** Imports MasonryWall.tsx (and its stylesheet) on demand. */
export function loadMasonryModule(): Promise<MasonryModule>;
