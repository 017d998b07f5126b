/** Picture sizes from network payloads: what lets a wall reserve each card's box. */
export {
  aspectRatioOf,
  dimensionsFromAspect,
  dimensionsOf,
  pickBestSize,
  pixelSize,
  type Dimensions,
  type SizedVariant,
} from './dimensions.ts';
