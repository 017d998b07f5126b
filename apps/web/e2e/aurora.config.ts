/**
 * The installed plugin list plus a third-party theme, @acme/chorus-theme-aurora, with plugin
 * options: what third-party-theme.test.ts builds the wall and starts the server with
 * (CHORUS_CONFIG=apps/web/e2e/aurora.config.ts).
 */
import { auroraTheme } from '@acme/chorus-theme-aurora';
import { defineChorusConfig } from '@chorus/core';
import installed from '../../../chorus.config.ts';

/** The tagline the installer chose, which every aurora wall shows unless it sets its own. */
export const auroraTagline = 'Northern lights, live';

export default defineChorusConfig({
  plugins: [...installed.plugins, auroraTheme({ tagline: auroraTagline })],
});
