import {
  SlideContent,
  SlideshowFrame,
  useSlideshow,
  useTranslator,
  type WallThemeProps,
} from '@chorus/theme-kit';
import '@chorus/theme-kit/slideshow.css';
import { useMemo } from 'react';
import { readQaOptions } from './option-values.ts';
import { UpNext } from './UpNext.tsx';
import './qa.css';

/** The Q&A: the question shown large with who asked it, the next ones listed beside it. */
export default function QaTheme(props: WallThemeProps) {
  const { t } = useTranslator();
  const options = useMemo(() => readQaOptions(props.options), [props.options]);
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
      className="chorus-theme-qa"
      aside={
        options.upNextCount > 0 && <UpNext slideshow={slideshow} count={options.upNextCount} />
      }
    >
      {slideshow.current && (
        <SlideContent
          post={slideshow.current}
          wall={{ ...props, card: { ...props.card, showAuthor: true } }}
          className="chorus-qa-question"
          label={<p className="chorus-qa-label">{t('qaQuestion')}</p>}
        />
      )}
    </SlideshowFrame>
  );
}
