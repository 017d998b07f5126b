/** The slideshow machinery the slide themes (slideshow, kenburns, qa) share. */
export * from './control-events.ts';
export * from './slideshow-state.ts';
export * from './control-bar-state.ts';
export * from './control-actions.ts';
export { slideshowOptionsShape, slideThemeCapabilities } from './options.ts';
export * from './option-values.ts';
export {
  useSlideshow,
  actionForControl,
  type Slideshow,
  type UseSlideshowOptions,
} from './use-slideshow.ts';
export { useControlBar, type ControlBarVisibility } from './use-control-bar.ts';
export { useFullscreen } from './use-fullscreen.ts';
export { SlideshowControlBar, type SlideshowControlBarProps } from './SlideshowControlBar.tsx';
export { SlideshowFrame, type SlideshowFrameProps } from './SlideshowFrame.tsx';
export {
  SlideContent,
  SlideMedia,
  hasSlideImage,
  type SlideContentProps,
} from './SlideContent.tsx';
