/** The owner's look on the wall: custom properties, banner, name bar, custom CSS. */
export * from './css-values.ts';
export * from './wall-appearance.ts';
export * from './scoped-css.ts';
export { useCustomCss } from './use-custom-css.ts';
export { WallHead, type WallHeadProps } from './WallHead.tsx';
