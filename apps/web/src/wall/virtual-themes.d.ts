/** The module `build/vite-plugin-themes.ts` generates from chorus.config.ts (see installed-themes.ts). */
declare module 'virtual:chorus-themes' {
  /** Every theme plugin of chorus.config.ts: `InstalledTheme` objects. */
  export const installedThemes: readonly unknown[];
}
