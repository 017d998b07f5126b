import { PostCard } from './PostCard.tsx';
import type { WallThemeProps } from './theme-props.ts';

/** How many cards load their image at once: about the first screen. */
const eagerCards = 6;

/**
 * The built-in fallback layout: cards in reading order on a CSS grid of `postWidth` columns,
 * highlighted posts spanning two. The wall uses it when no installed theme matches; real
 * themes (masonry, slideshow...) are packages of their own.
 */
export function SimpleListLayout(props: WallThemeProps) {
  return (
    <div
      className="chorus-simple-list"
      style={{
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${props.postWidth}px), 1fr))`,
        gap: props.postPadding,
      }}
    >
      {props.posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          now={props.now}
          onOpen={props.openPost}
          showAuthor={props.card.showAuthor}
          showShare={props.card.showShare}
          noImages={props.card.noImages}
          eager={index < eagerCards}
        />
      ))}
    </div>
  );
}
