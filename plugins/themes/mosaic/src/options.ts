/**
 * The mosaic's display options: only the kit's shared "ignore reduced motion" (the tile size
 * and delays are spec constants).
 */
import { motionOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';

/** The mosaic's display options schema: the shared motion option, nothing of its own. */
export const mosaicOptionsSchema = z
  .object({ ...motionOptionsShape() })
  .meta({ title: 'Mosaic options' });
