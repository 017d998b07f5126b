/** The installed plugins: read from the one plugin list, chorus.config.ts at the root. */
import type { ChorusPlugin } from '@chorus/core';
import chorusConfig from '../../../chorus.config.ts';

/** Every plugin listed in chorus.config.ts, in order. */
export const installedPlugins: readonly ChorusPlugin[] = chorusConfig.plugins;
