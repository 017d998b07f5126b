import { messages } from '@chorus/core/messages';
import {
  authorName,
  SlideContent,
  SlideshowFrame,
  upcomingIds,
  useSlideshow,
  type Slideshow,
  type WallThemeProps,
} from '@chorus/theme-kit';
import '@chorus/theme-kit/slideshow.css';
import { useMemo } from 'react';
import { readQaOptions } from './option-values.ts';
import './qa.css';

function UpNext({ slideshow, count }: { slideshow: Slideshow; count: number }) {
  const byId = new Map(slideshow.slides.map((post) => [post.id, post]));
  const next = upcomingIds(slideshow.state, count).flatMap((id) => byId.get(id) ?? []);
  if (next.length === 0) return null;
  return (
    <aside className="chorus-qa-next" aria-label={messages.qaUpNext}>
      <h2 className="chorus-qa-next-heading">{messages.qaUpNext}</h2>
      <ol>
        {next.map((post) => (
          <li key={post.id} data-post-id={post.id}>
            <span className="chorus-qa-next-author">{authorName(post.author)}</span>
            {post.title ? (
              <span className="chorus-qa-next-text">{post.title}</span>
            ) : (
              <span
                className="chorus-qa-next-text"
                dangerouslySetInnerHTML={{ __html: post.description }}
              />
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The Q&A: the question shown large with who asked it, the next ones listed beside it. */
export default function QaTheme(props: WallThemeProps) {
  const options = useMemo(() => readQaOptions(props.options), [props.options]);
  const slideshow = useSlideshow({ posts: props.posts, feed: props.feed, settings: options });
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
          label={<p className="chorus-qa-label">{messages.qaQuestion}</p>}
        />
      )}
    </SlideshowFrame>
  );
}
