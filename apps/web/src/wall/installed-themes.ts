/** The installed themes as the wall bundle knows them: manifests, and a loader per theme. */
import type { ThemeCapabilities, ThemePostSize } from '@chorus/core';
import type { ComponentType } from 'react';
import type { WallThemeProps } from '@chorus/theme-kit';

/** One installed theme, from the module generated at build time (`virtual:chorus-themes`). */
export interface InstalledTheme {
  readonly id: string;
  readonly legacyNames: readonly string[];
  readonly capabilities: ThemeCapabilities;
  readonly defaultPostSize: ThemePostSize;
  /** `optionsSchema.parse({})`, computed at build time. */
  readonly optionDefaults: Readonly<Record<string, unknown>>;
  /** Loads the theme package and its component; only the shown theme is ever loaded. */
  load(): Promise<{ default: ComponentType<WallThemeProps> }>;
}
