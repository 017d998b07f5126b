/**
 * The wall's latest approved posts on the remote, each with a "Show now" button that puts the
 * post on every open screen (the live channel's `display` control, by post id).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { loadModerationPage, type ModerationPost } from '../moderate/moderation-api.ts';
import { texts } from './texts.ts';

/** Props of {@link RemotePosts}. */
export interface RemotePostsProps {
  readonly userName: string;
  readonly wlToken?: string | undefined;
  /** The channel is down: the buttons wait. */
  readonly disabled: boolean;
  readonly onShow: (post: ModerationPost) => void;
}

type PostsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly posts: readonly ModerationPost[] };

export function RemotePosts({ userName, wlToken, disabled, onShow }: RemotePostsProps) {
  const t = useTexts(texts);
  const [load, setLoad] = useState<PostsLoad>({ status: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const page = await loadModerationPage({ userName, feed: 'public', wlToken });
      setLoad({ status: 'ready', posts: page.posts });
    } catch (error) {
      setLoad({ status: 'failed', message: (error as Error).message });
    }
  }, [userName, wlToken]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section className="remote-posts" aria-labelledby="remote-posts-heading">
      <div className="remote-posts-header">
        <h2 id="remote-posts-heading">{t('showPostHeading')}</h2>
        <button type="button" className="owner-button" onClick={() => void reload()}>
          {t('reloadPosts')}
        </button>
      </div>
      {load.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('loadingPosts')}
        </p>
      )}
      {load.status === 'failed' && <p role="alert">{load.message}</p>}
      {load.status === 'ready' && load.posts.length === 0 && <p>{t('noPosts')}</p>}
      {load.status === 'ready' && load.posts.length > 0 && (
        <ul className="remote-post-list" aria-label={t('latestPosts')}>
          {load.posts.map((post) => (
            <li key={post.id} className="remote-post" data-post-id={post.id}>
              <span className="remote-post-title">{post.title || t('untitledPost')}</span>
              {post.author.name && <span className="remote-post-author">{post.author.name}</span>}
              <button
                type="button"
                className="owner-button"
                disabled={disabled}
                onClick={() => onShow(post)}
              >
                {t('showNow')}
                <span className="visually-hidden">
                  {t('showNowPost', { title: post.title || t('untitledPost') })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
