/** Spec constants of the horizontal slider. Owner: the future `@chorus/theme-slider`. */

/** Slider autoscroll step, in ms. */
export const autoscrollStepMs = 1000;
/** Most posts the slider shows on mobile. */
export const mobileSliderMaxPosts = 13;
/** Narrowest slider post on mobile, in px. */
export const mobileSliderMinWidthPx = 200;
