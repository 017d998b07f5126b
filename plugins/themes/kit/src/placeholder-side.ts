/**
 * The longest side, in pixels, of a drawn placeholder. A thumbhash decodes to about 32×24
 * pixels, an uncompressed PNG of 4 kB as a data URL; at 8 pixels it is a few hundred bytes, and
 * the browser's smooth scaling of a `cover` background blurs it the same. Every picture of a
 * server-drawn wall carries its placeholder in the first round trip.
 */
export const placeholderSide = 8;
