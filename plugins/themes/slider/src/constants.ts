/** Spec constants of the horizontal slider (public wall spec, section 9). */

/** Slider autoscroll step, in ms. */
export const autoscrollStepMs = 1000;
/** Most posts the slider shows on mobile. */
export const mobileSliderMaxPosts = 13;
/** Narrowest slider post on mobile, in px. */
export const mobileSliderMinWidthPx = 200;
/** Widest window still drawn as mobile, in px. */
export const mobileMaxWidthPx = 767;
/** Slider post width when the display profile sets none, in px. */
export const defaultSliderWidthPx = 280;
/** Space between slider posts when the display profile sets none, in px. */
export const defaultSliderPaddingPx = 20;
/** Lines of post text a slider card shows when the display profile sets none. */
export const defaultSliderTextLines = 6;
/** Most lines of post text `slidertextconfig` may ask for. */
export const maxSliderTextLines = 40;
