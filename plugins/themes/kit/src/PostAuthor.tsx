import type { Author } from '@chorus/core';
import { AuthorName } from './AuthorName.tsx';
import { authorHandle, authorName, relativeTime } from './format.ts';
import { useTranslator } from './i18n/language.tsx';
import { safeHttpUrl, safeImageSrc } from './links.ts';

/** Props of {@link PostAuthor}. */
export interface PostAuthorProps {
  readonly author: Author;
  /** Unix seconds. */
  readonly created: number;
  /** Unix seconds, for the relative time. */
  readonly now: number;
  /** The network gave no readable date: the time is when it was fetched (said in a tooltip). */
  readonly estimated?: boolean;
}

/** The author block: picture, name (with its custom emoji), @handle and how long ago. */
export function PostAuthor({ author, created, now, estimated = false }: PostAuthorProps) {
  const { t, locale } = useTranslator();
  const name = authorName(author);
  const handle = authorHandle(author);
  const picture = safeImageSrc(author.picture);
  const link = safeHttpUrl(author.link);
  const when = new Date(created * 1000);
  return (
    <div className="chorus-author">
      {picture !== null && (
        <img className="chorus-author-picture" src={picture} alt={name} width={36} height={36} />
      )}
      <div className="chorus-author-text">
        {link !== null ? (
          <a
            className="chorus-author-name"
            href={link}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            <AuthorName author={author} name={name} />
          </a>
        ) : (
          <span className="chorus-author-name">
            <AuthorName author={author} name={name} />
          </span>
        )}
        {handle !== null && <span className="chorus-author-handle">{handle}</span>}
        <time
          className="chorus-time"
          dateTime={when.toISOString()}
          title={estimated ? t('postDateEstimated') : undefined}
        >
          {relativeTime(created, now, locale)}
        </time>
      </div>
    </div>
  );
}
