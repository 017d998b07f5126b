import {
  readSlideOptions,
  SlideContent,
  SlideshowFrame,
  useSlideshow,
  type WallThemeProps,
} from '@chorus/theme-kit';
import '@chorus/theme-kit/slideshow.css';
import { useMemo } from 'react';
import './slideshow.css';

/** The slideshow: the current post large, media beside its text. */
export default function SlideshowTheme(props: WallThemeProps) {
  const options = useMemo(() => readSlideOptions(props.options), [props.options]);
  const slideshow = useSlideshow({
    posts: props.posts,
    feed: props.feed,
    settings: options,
    options: props.options,
  });
  return (
    <SlideshowFrame
      slideshow={slideshow}
      controls={props.view.controls}
      className="chorus-theme-slideshow"
    >
      {slideshow.current && <SlideContent post={slideshow.current} wall={props} />}
    </SlideshowFrame>
  );
}
