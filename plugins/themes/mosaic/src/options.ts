/** The mosaic's display options: none of its own (the spec gives it only its constants). */
import { z } from 'zod';

/** The mosaic's display options schema (empty: tile size and delays are spec constants). */
export const mosaicOptionsSchema = z.object({}).meta({ title: 'Mosaic options' });
