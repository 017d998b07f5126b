/**
 * Scheduled announcements, in the moderate section: the custom posts still to go live or to
 * leave the wall, with their times. Loaded when the panel opens. They are written (and given
 * their times) in the content section's composer.
 */
import { scheduleStatus } from '@chorus/core';
import { authorName, useTranslator } from '@chorus/theme-kit';
import { useCallback, useState } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { loadScheduledPosts, type ScheduledPost } from './shuffle-api.ts';
import type { WallScope } from './trash-api.ts';
import { textsIn, useTexts, type TextFormatter } from '../i18n/texts.ts';
import { texts, type ModerationTextKey } from './texts.ts';

/** Props of {@link ScheduledPostsPanel}. */
export interface ScheduledPostsPanelProps {
  readonly scope: WallScope;
  readonly notify: Notify;
}

/** A moment in the owner's language (the browser's unless told) and the viewer's time zone. */
function when(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the list says of a post's schedule at `now`, in English unless `t` says otherwise. */
export function scheduleSummary(
  post: ScheduledPost,
  now: Date,
  t: TextFormatter<ModerationTextKey> = textsIn(texts, 'en'),
  locale?: string,
): string {
  const status = scheduleStatus(
    {
      publishAt: post.publish_at === null ? null : new Date(post.publish_at),
      expireAt: post.expire_at === null ? null : new Date(post.expire_at),
    },
    now,
  );
  const live =
    status === 'scheduled' && post.publish_at
      ? t('goesLive', { when: when(post.publish_at, locale) })
      : t('liveNow');
  if (!post.expire_at) return live;
  return t('leavesWall', { before: live, when: when(post.expire_at, locale) });
}

export function ScheduledPostsPanel({ scope, notify }: ScheduledPostsPanelProps) {
  const [posts, setPosts] = useState<readonly ScheduledPost[] | null>(null);
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const reload = useCallback(async () => {
    try {
      setPosts(await loadScheduledPosts(scope));
    } catch (error) {
      notify('error', (error as Error).message);
    }
  }, [scope, notify]);

  return (
    <details
      className="moderation-scheduled"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void reload();
      }}
    >
      <summary>{posts ? t('scheduledCount', { count: posts.length }) : t('scheduled')}</summary>
      {posts === null && <p role="status">{t('loading')}</p>}
      {posts?.length === 0 && <p>{t('scheduledNone')}</p>}
      {posts && posts.length > 0 && (
        <ul className="moderation-trash__list" aria-label={t('scheduled')}>
          {posts.map((post) => (
            <li key={post.id} className="moderation-trash__post">
              <span>{post.title || t('postBy', { author: authorName(post.author) })}</span>
              <span>{scheduleSummary(post, new Date(), t, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
