/**
 * The one-at-a-time moderation view (issue 15), the narrow screen's default and a choice on any
 * width: one post, big, with large Approve and Reject buttons (Pin and Highlight on the wall's
 * posts), its place in the list and previous/next. Dragging the card right approves (keeps, on
 * Public Posts), left rejects, with pointer events (touch, pen and mouse alike); the buttons do
 * the same and stay the accessible way. The card follows the drag and flies off when let go,
 * but for reduced motion, where only the hint shows. The card takes the screen's shortcuts.
 */
import {
  authorName,
  relativeTime,
  safeHttpUrl,
  safeImageSrc,
  usePrefersReducedMotion,
} from '@chorus/theme-kit';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { ModerationPost, PostActionName } from './moderation-api.ts';
import { postActions } from './post-actions.ts';
import { swipeDecision, swipeHint, type SwipeDirection } from './swipe.ts';
import { texts } from './texts.ts';
import { useTexts } from '../i18n/texts.ts';

/** What a decision of the view does to the post shown. */
export type OneDecision = 'approve' | 'reject' | 'keep';

/** Props of {@link OneAtATimeView}. */
export interface OneAtATimeViewProps {
  readonly post: ModerationPost;
  /** Its place in the list, from 0, and how many are listed. */
  readonly index: number;
  readonly total: number;
  /** Unix seconds, for "5 minutes ago". */
  readonly now: number;
  readonly busy: boolean;
  readonly onDecide: (post: ModerationPost, decision: OneDecision) => void;
  readonly onAction: (post: ModerationPost, action: PostActionName) => void;
  readonly onStep: (step: 1 | -1) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly cardRef: RefObject<HTMLDivElement | null>;
}

/** Elements whose own pointer handling a drag must leave alone. */
const interactive = 'button, a, input, select, textarea, label, summary';

export function OneAtATimeView(props: OneAtATimeViewProps) {
  const { post, busy, index, total } = props;
  const t = useTexts(texts);
  const id = useId();
  const still = usePrefersReducedMotion();
  const pending = post.state === 'pending';
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const [flung, setFlung] = useState<SwipeDirection | null>(null);
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const title = post.title || t('postBy', { author: authorName(post.author) });
  const url = safeHttpUrl(post.url);
  const media = post.media[0];
  const image = safeImageSrc(media?.url);
  const width = props.cardRef.current?.offsetWidth ?? 360;

  const decide = (decision: OneDecision, swiped = false) => {
    if (busy) return;
    // Only a swipe flies the card off; a button or a key leaves it in place.
    if (!swiped) setFlung(null);
    props.onDecide(post, decision);
  };
  const decisionOf = (direction: SwipeDirection): OneDecision =>
    direction === 'left' ? 'reject' : pending ? 'approve' : 'keep';

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (busy || !event.isPrimary || event.button !== 0) return;
    if ((event.target as HTMLElement).closest(interactive)) return;
    start.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    try {
      // The drag keeps its pointer when it leaves the card.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic one) is followed without capture.
    }
    setFlung(null);
    setDrag({ dx: 0, dy: 0 });
  }
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const from = start.current;
    if (!from || from.pointer !== event.pointerId) return;
    setDrag({ dx: event.clientX - from.x, dy: event.clientY - from.y });
  }
  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const from = start.current;
    if (!from || from.pointer !== event.pointerId) return;
    start.current = null;
    const direction = swipeDecision(event.clientX - from.x, event.clientY - from.y, width);
    setDrag(null);
    if (direction === null) return;
    if (!still) setFlung(direction);
    decide(decisionOf(direction), true);
  }
  function onPointerCancel() {
    start.current = null;
    setDrag(null);
  }

  const hint = drag ? swipeHint(drag.dx, drag.dy, width) : null;
  // A new post arrives unflung: the fling belongs to the post that left.
  const flungNow = flung !== null && busy ? flung : null;
  const classes = ['moderation-one__card'];
  if (drag) classes.push('moderation-one__card--dragging');
  if (flungNow) classes.push(`moderation-one__card--flung-${flungNow}`);
  const offset = drag && !still ? drag.dx : 0;

  const secondary: PostActionName[] = pending
    ? []
    : [post.pinned ? 'unpin' : 'pin', post.highlight ? 'unhighlight' : 'highlight'];

  return (
    <section className="moderation-one" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="moderation-sr">
        {t('oneRegion')}
      </h3>
      <nav className="moderation-one__nav" aria-label={t('oneRegion')}>
        <button
          type="button"
          className="moderation-one__step"
          aria-label={t('onePrevious')}
          aria-disabled={index === 0 || undefined}
          onClick={() => index > 0 && props.onStep(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="moderation-one__position">
          {t('onePosition', { position: index + 1, total })}
        </p>
        <button
          type="button"
          className="moderation-one__step"
          aria-label={t('oneNext')}
          aria-disabled={index >= total - 1 || undefined}
          onClick={() => index < total - 1 && props.onStep(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </nav>
      <div
        ref={props.cardRef}
        className={classes.join(' ')}
        data-post-id={post.id}
        data-state={post.state}
        data-swipe={hint?.direction}
        data-armed={hint?.armed || undefined}
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-facts ${id}-hint`}
        aria-busy={busy || undefined}
        style={
          offset ? { transform: `translateX(${offset}px) rotate(${offset / 40}deg)` } : undefined
        }
        onKeyDown={props.onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <span className="moderation-one__badge moderation-one__badge--left" aria-hidden="true">
          {t('oneReject')}
        </span>
        <span className="moderation-one__badge moderation-one__badge--right" aria-hidden="true">
          {pending ? t('actionApprove') : t('oneKeep')}
        </span>
        {image && (
          <img
            className="moderation-one__media"
            src={image}
            alt={media?.alt ?? ''}
            width={media?.width ?? undefined}
            height={media?.height ?? undefined}
            draggable={false}
          />
        )}
        <h4 id={`${id}-title`} className="moderation-one__title">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer nofollow">
              {title}
            </a>
          ) : (
            title
          )}
        </h4>
        <p id={`${id}-facts`} className="moderation-facts">
          <span>{authorName(post.author)}</span>
          <span>{relativeTime(post.created, props.now)}</span>
          <span>{post.network}</span>
          {post.pinned && <span className="moderation-badge">{t('pinned')}</span>}
          {post.highlight && <span className="moderation-badge">{t('highlighted')}</span>}
          {post.sensitive && <span className="moderation-badge">{t('sensitive')}</span>}
        </p>
        {/* The server sanitized this HTML at ingest and on every edit (allowlist). */}
        <div className="moderation-text" dangerouslySetInnerHTML={{ __html: post.description }} />
        <p id={`${id}-hint`} className="moderation-one__hint">
          {pending ? t('oneSwipeHint') : t('oneSwipeHintPublic')}
        </p>
      </div>
      <div
        className="moderation-one__decide"
        role="group"
        aria-label={t('moderatePost', { title })}
      >
        <button
          type="button"
          className="moderation-one__button moderation-one__button--reject"
          data-decide="reject"
          aria-keyshortcuts="R"
          aria-disabled={busy || undefined}
          onClick={() => decide('reject')}
        >
          <span aria-hidden="true">←</span> {t('oneReject')}
        </button>
        <button
          type="button"
          className="moderation-one__button moderation-one__button--approve"
          data-decide={pending ? 'approve' : 'keep'}
          aria-keyshortcuts={pending ? 'A' : undefined}
          aria-disabled={busy || undefined}
          onClick={() => decide(pending ? 'approve' : 'keep')}
        >
          {pending ? t('actionApprove') : t('oneKeep')} <span aria-hidden="true">→</span>
        </button>
      </div>
      {secondary.length > 0 && (
        <div className="moderation-one__more">
          {secondary.map((action) => (
            <button
              key={action.replace(/^un/, '')}
              type="button"
              className="moderation-one__button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && props.onAction(post, action)}
            >
              {t(postActions[action].label)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
