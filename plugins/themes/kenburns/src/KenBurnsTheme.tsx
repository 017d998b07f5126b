import {
  authorName,
  hasSlideImage,
  isVideo,
  postImage,
  safeHttpUrl,
  SlideContent,
  SlideshowFrame,
  useSlideshow,
  VideoEmbed,
  type WallPost,
  type WallThemeProps,
  useTranslator,
} from '@chorus/theme-kit';
import '@chorus/theme-kit/slideshow.css';
import { useMemo } from 'react';
import { KenBurnsCanvas } from './KenBurnsCanvas.tsx';
import { fadeMsFor } from './ken-burns.ts';
import { kenBurnsSlides } from './slides.ts';
import { readKenburnsOptions } from './option-values.ts';
import { useCrossFade } from './use-cross-fade.ts';
import './kenburns.css';

/**
 * Ken Burns: each image drawn on a canvas that slowly zooms and pans, slides cross-fading
 * into each other; posts without an image show as text slides over the same fade.
 */
export default function KenBurnsTheme(props: WallThemeProps) {
  const { t } = useTranslator();
  const options = useMemo(() => readKenburnsOptions(props.options), [props.options]);
  const { noImages } = props.card;
  const posts = useMemo(
    () => kenBurnsSlides(props.posts, options.imagesOnly, noImages),
    [props.posts, options.imagesOnly, noImages],
  );
  const slideshow = useSlideshow({
    posts,
    feed: props.feed,
    settings: options,
    options: props.options,
    ...(options.imagesOnly ? { accepts: (post: WallPost) => hasSlideImage(post, noImages) } : {}),
  });
  const { state } = slideshow;
  const fadeMs = fadeMsFor(state.transitionDelay);
  const layers = useCrossFade(slideshow.current, state.step, fadeMs);
  return (
    <SlideshowFrame
      slideshow={slideshow}
      controls={props.view.controls}
      className="chorus-theme-kenburns"
      animate={false}
    >
      {layers.map(({ post, key, leaving }) => {
        const image = postImage(post, noImages);
        return (
          <div
            key={key}
            className="chorus-slide chorus-kenburns-layer"
            data-post-id={post.id}
            data-leaving={leaving ? 'true' : undefined}
            aria-hidden={leaving || undefined}
            inert={leaving}
            style={{ animationDuration: `${fadeMs}ms` }}
          >
            {image !== null && (
              <KenBurnsCanvas
                src={image.src}
                width={image.width}
                alt={image.alt || post.title || t('imageFallbackAlt')}
                seed={post.id}
                durationMs={state.transitionDelay + fadeMs}
              />
            )}
            {image !== null && isVideo(image) && (
              // The canvas draws the video's still; the play button (then the player) over it.
              <div className="chorus-kenburns-video">
                <VideoEmbed
                  media={image}
                  title={post.title || t('postBy', { author: authorName(post.author) })}
                  postUrl={safeHttpUrl(post.url)}
                  poster={false}
                />
              </div>
            )}
            <SlideContent
              post={post}
              wall={props}
              media={null}
              className={image !== null ? 'chorus-kenburns-caption' : 'chorus-kenburns-text'}
            />
          </div>
        );
      })}
    </SlideshowFrame>
  );
}
