/** The Q&A's "up next" list: the next questions, each with who asked it and its text. */
import {
  authorName,
  PostText,
  upcomingIds,
  useContentWarning,
  type Slideshow,
  type WallPost,
  useTranslator,
} from '@chorus/theme-kit';

/** One next question: its text stays behind the post's content warning until shown. */
function UpNextItem({ post }: { post: WallPost }) {
  const warning = useContentWarning(post);
  return (
    <li data-post-id={post.id}>
      <span className="chorus-qa-next-author">{authorName(post.author)}</span>
      {warning.notice}
      {warning.hidden ? null : post.title ? (
        <span className="chorus-qa-next-text">{post.title}</span>
      ) : (
        <PostText post={post} className="chorus-qa-next-text" />
      )}
    </li>
  );
}

/** Lists the next `count` questions of the slideshow; nothing when there are none. */
export function UpNext({ slideshow, count }: { slideshow: Slideshow; count: number }) {
  const { t } = useTranslator();
  const byId = new Map(slideshow.slides.map((post) => [post.id, post]));
  const next = upcomingIds(slideshow.state, count).flatMap((id) => byId.get(id) ?? []);
  if (next.length === 0) return null;
  return (
    <aside className="chorus-qa-next" aria-label={t('qaUpNext')}>
      <h2 className="chorus-qa-next-heading">{t('qaUpNext')}</h2>
      <ol>
        {next.map((post) => (
          <UpNextItem key={post.id} post={post} />
        ))}
      </ol>
    </aside>
  );
}
