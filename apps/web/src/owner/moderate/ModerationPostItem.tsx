/**
 * One post of the moderation list: what it shows on the wall, its state, its buttons and its
 * recurrence sliders. The item itself takes the focus, so the keyboard shortcuts act on it.
 */
import { maxRecurrence, minRecurrence } from '@chorus/core';
import {
  authorName,
  relativeTime,
  safeHttpUrl,
  safeImageSrc,
  useTranslator,
} from '@chorus/theme-kit';
import { useEffect, useId, useState } from 'react';
import type { ModerationPost, PostActionName } from './moderation-api.ts';
import { actionsFor, postActions } from './post-actions.ts';
import { screeningNote, type ScreeningDecision } from './screening-note.ts';
import { texts, type ModerationTextKey } from './texts.ts';
import { useTexts } from '../i18n/texts.ts';

/** Props of {@link ModerationPostItem}. */
export interface ModerationPostItemProps {
  readonly post: ModerationPost;
  /** Unix seconds, for "5 minutes ago". */
  readonly now: number;
  /** Shows the selection box (pending posts, for bulk approval). */
  readonly selectable: boolean;
  readonly selected: boolean;
  readonly onToggleSelected: (id: string) => void;
  /** Runs a one-click action; `remove` asks for confirmation first (the caller's job). */
  readonly onAction: (post: ModerationPost, action: PostActionName) => void;
  readonly onEdit: (post: ModerationPost) => void;
  readonly onCta: (post: ModerationPost) => void;
  /** Saves changed recurrence values. */
  readonly onRecurrence: (post: ModerationPost, frequency: number, offset: number) => void;
  /** True while an action on this post is under way. */
  readonly busy: boolean;
  /** The screening rule that decided this post and why, if one did. */
  readonly screening?: ScreeningDecision | undefined;
}

function stateLabel(post: ModerationPost): ModerationTextKey {
  switch (post.state) {
    case 'pending':
      return 'statePending';
    case 'approved-recurring':
      return 'stateRecurring';
    case 'removed':
      return 'stateRemoved';
    default:
      return 'stateApproved';
  }
}

export function ModerationPostItem(props: ModerationPostItemProps) {
  const { post, busy } = props;
  const id = useId();
  const t = useTexts(texts);
  const { t: tr } = useTranslator();
  const [frequency, setFrequency] = useState(post.recur_frequency);
  const [offset, setOffset] = useState(post.recur_offset);
  useEffect(() => {
    setFrequency(post.recur_frequency);
    setOffset(post.recur_offset);
  }, [post.recur_frequency, post.recur_offset]);
  const commitRecurrence = () => {
    if (frequency !== post.recur_frequency || offset !== post.recur_offset) {
      props.onRecurrence(post, frequency, offset);
    }
  };
  const title = post.title || t('postBy', { author: authorName(post.author) });
  const url = safeHttpUrl(post.url);
  const media = post.media[0];
  const image = safeImageSrc(media?.url);
  const note = screeningNote(post.state, props.screening, t);
  const classes = ['moderation-post'];
  if (post.pinned) classes.push('moderation-post--pinned');
  if (post.highlight) classes.push('moderation-post--highlight');
  if (props.selected) classes.push('moderation-post--selected');

  return (
    <li
      className={classes.join(' ')}
      data-post-id={post.id}
      data-state={post.state}
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-facts`}
      aria-busy={busy || undefined}
    >
      {props.selectable && (
        <label className="moderation-select">
          <input
            type="checkbox"
            checked={props.selected}
            onChange={() => props.onToggleSelected(post.id)}
          />
          <span className="moderation-sr">{t('selectPost', { title })}</span>
        </label>
      )}
      {image && (
        <img
          className="moderation-media"
          src={image}
          alt={media?.alt ?? ''}
          width={media?.width ?? undefined}
          height={media?.height ?? undefined}
          loading="lazy"
        />
      )}
      <div className="moderation-body">
        <h3 id={`${id}-title`} className="moderation-title">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer nofollow">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        <p id={`${id}-facts`} className="moderation-facts">
          <span>{authorName(post.author)}</span>
          <span>{relativeTime(post.created, props.now)}</span>
          <span>{post.network}</span>
          <span className="moderation-badge">{t(stateLabel(post))}</span>
          {post.pinned && <span className="moderation-badge">{t('pinned')}</span>}
          {post.highlight && <span className="moderation-badge">{t('highlighted')}</span>}
          {post.sensitive && <span className="moderation-badge">{t('sensitive')}</span>}
          {post.created_estimated && (
            <span className="moderation-badge" title={tr('postDateEstimated')}>
              {t('dateEstimated')}
            </span>
          )}
          {post.cta && (
            <span className="moderation-badge">
              {t('ctaBadge', { cta: post.cta.text || post.cta.url })}
            </span>
          )}
        </p>
        {note && <p className="moderation-held">{note}</p>}
        {post.content_warning && (
          <p className="moderation-held">
            {tr('postContentWarning')}: {post.content_warning}
          </p>
        )}
        {/* The server sanitized this HTML at ingest and on every edit (allowlist). */}
        <div className="moderation-text" dangerouslySetInnerHTML={{ __html: post.description }} />
        <div className="moderation-actions" role="group" aria-label={t('moderatePost', { title })}>
          {actionsFor(post).map((action) => (
            <button
              key={action}
              type="button"
              className={`moderation-action moderation-action--${action}`}
              disabled={busy}
              onClick={() => props.onAction(post, action)}
            >
              {t(postActions[action].label)}
            </button>
          ))}
          <button type="button" disabled={busy} onClick={() => props.onEdit(post)}>
            {t('edit')}
          </button>
          <button type="button" disabled={busy} onClick={() => props.onCta(post)}>
            {t('ctaButton')}
          </button>
        </div>
        <fieldset className="moderation-recurrence" disabled={busy}>
          <legend>{t('recurrence')}</legend>
          {(
            [
              ['frequency', frequency, setFrequency],
              ['offset', offset, setOffset],
            ] as const
          ).map(([name, value, setValue]) => (
            <span key={name} className="moderation-slider">
              <label htmlFor={`${id}-${name}`}>{t(name)}</label>
              <input
                id={`${id}-${name}`}
                type="range"
                min={minRecurrence}
                max={maxRecurrence}
                step={1}
                value={value}
                onChange={(event) => setValue(Number(event.target.value))}
                onPointerUp={commitRecurrence}
                onKeyUp={commitRecurrence}
                onBlur={commitRecurrence}
              />
              <output htmlFor={`${id}-${name}`}>{value}</output>
            </span>
          ))}
        </fieldset>
      </div>
    </li>
  );
}
