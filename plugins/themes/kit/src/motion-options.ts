/**
 * The option every auto-moving theme declares in its `optionsSchema` (the edit panel draws it,
 * the server checks it): core's "ignore reduced motion" display setting, off by default.
 */
import { displayProfileSchema } from '@chorus/core';

/** The shared motion option; spread into an auto-moving theme's options `z.object({...})`. */
export function motionOptionsShape() {
  return {
    ignoreReducedMotion: displayProfileSchema.shape.ignoreReducedMotion
      .unwrap()
      .unwrap()
      .catch(false)
      .meta({
        title: 'Ignore reduced motion',
        description:
          'For an event screen: keep moving even where the viewer asked for reduced motion.',
      }),
  };
}
