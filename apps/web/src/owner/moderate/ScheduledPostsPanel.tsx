/**
 * Scheduled announcements, in the moderate section: the custom posts still to go live or to
 * leave the wall, with their times. Loaded when the panel opens. They are written (and given
 * their times) in the content section's composer.
 */
import { scheduleStatus } from '@chorus/core';
import { authorName } from '@chorus/theme-kit';
import { useCallback, useState } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { loadScheduledPosts, type ScheduledPost } from './shuffle-api.ts';
import type { WallScope } from './trash-api.ts';

/** Props of {@link ScheduledPostsPanel}. */
export interface ScheduledPostsPanelProps {
  readonly scope: WallScope;
  readonly notify: Notify;
}

/** A moment in the viewer's language and time zone. */
function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the list says of a post's schedule at `now`. */
export function scheduleSummary(post: ScheduledPost, now: Date): string {
  const status = scheduleStatus(
    {
      publishAt: post.publish_at === null ? null : new Date(post.publish_at),
      expireAt: post.expire_at === null ? null : new Date(post.expire_at),
    },
    now,
  );
  const parts = [
    status === 'scheduled' && post.publish_at ? `Goes live ${when(post.publish_at)}` : 'Live now',
  ];
  if (post.expire_at) parts.push(`leaves the wall ${when(post.expire_at)}`);
  return parts.join(', ');
}

export function ScheduledPostsPanel({ scope, notify }: ScheduledPostsPanelProps) {
  const [posts, setPosts] = useState<readonly ScheduledPost[] | null>(null);
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
      <summary>Scheduled announcements{posts ? ` (${posts.length})` : ''}</summary>
      {posts === null && <p role="status">Loading…</p>}
      {posts?.length === 0 && <p>No announcement is scheduled.</p>}
      {posts && posts.length > 0 && (
        <ul className="moderation-trash__list" aria-label="Scheduled announcements">
          {posts.map((post) => (
            <li key={post.id} className="moderation-trash__post">
              <span>{post.title || `Post by ${authorName(post.author)}`}</span>
              <span>{scheduleSummary(post, new Date())}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
