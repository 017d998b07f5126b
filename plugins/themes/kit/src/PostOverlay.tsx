import { modalFadeMs, overlayMinTopMarginPx, overlayWidth } from '@chorus/core/rules';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SensitiveMedia, useContentWarning } from './ContentWarning.tsx';
import { sendPostEvent } from './analytics-beacon.ts';
import { authorName } from './format.ts';
import { useTranslator } from './i18n/language.tsx';
import { hashtagsOf, safeHttpUrl, safeImageSrc } from './links.ts';
import { PostAuthor } from './PostAuthor.tsx';
import { PostCta } from './PostCta.tsx';
import { PostMedia } from './PostMedia.tsx';
import { PostText } from './PostText.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { useWindowWidth } from './use-window-width.ts';
import { isVideo, VideoEmbed } from './VideoEmbed.tsx';
import type { WallPost } from './wall-data.ts';

/** Props of {@link PostOverlay}. */
export interface PostOverlayProps {
  readonly post: WallPost;
  readonly now: number;
  /** Called after the 400 ms fade-out. */
  readonly onClose: () => void;
  /** Where a hashtag link leads (the wall's search view). */
  readonly hashtagHref: (tag: string) => string;
  /** The element focus returns to. */
  readonly opener?: HTMLElement | null;
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const focusable = 'a[href], button:not([disabled]), iframe, input, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (a modal dialog alone lets focus reach the browser UI). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The single-post overlay: a modal `<dialog>` (focus stays inside, Escape closes, focus
 * returns to the opener) with author, time, image or embedded video, CTA, title, hashtag
 * links and share links; the image is the full-size original when the post has one. 600 px wide at most, 90% of narrower windows, 20 px from the top.
 * If the dialog cannot open, the post's own link is followed instead.
 */
export function PostOverlay({ post, now, onClose, hashtagHref, opener }: PostOverlayProps) {
  const { t } = useTranslator();
  const dialog = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const width = overlayWidth(useWindowWidth());
  const url = safeHttpUrl(post.url);

  useEffect(() => {
    const element = dialog.current;
    sendPostEvent(post.id, 'open');
    try {
      if (element && !element.open) element.showModal();
    } catch {
      if (url !== null) window.location.assign(url);
      onClose();
    }
    // Opening once per mounted post is the point.
  }, []);

  const close = () => {
    if (closing) return;
    setClosing(true);
    setTimeout(
      () => {
        dialog.current?.close();
        opener?.focus();
        onClose();
      },
      reducedMotion() ? 0 : modalFadeMs,
    );
  };

  const warning = useContentWarning(post);
  const media = warning.hidden ? undefined : post.media[0];
  const tags = hashtagsOf(post.title + ' ' + textOf(post.description));
  const title = post.title || t('postBy', { author: authorName(post.author) });
  return (
    <dialog
      ref={dialog}
      className={`chorus-overlay${closing ? ' chorus-overlay--closing' : ''}`}
      aria-label={title}
      style={{ width, marginTop: Math.max(overlayMinTopMarginPx, 0) }}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
        // A CTA or share link followed (by mouse or keyboard): counted for the wall's analytics.
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link?.closest('.chorus-cta')) sendPostEvent(post.id, 'cta');
        else if (link?.closest('.chorus-share')) sendPostEvent(post.id, 'share');
      }}
    >
      <div className="chorus-overlay-body">
        <button
          type="button"
          className="chorus-overlay-close"
          onClick={close}
          aria-label={t('overlayClose')}
        >
          ×
        </button>
        <PostAuthor
          author={post.author}
          created={post.created}
          now={now}
          estimated={post.created_estimated ?? false}
        />
        {warning.notice}
        <SensitiveMedia post={post}>
          {media &&
            (isVideo(media) ? (
              // Closing (Escape, the close button, a click outside) unmounts the player at once.
              <VideoEmbed media={media} title={title} postUrl={url} eager stopped={closing} />
            ) : (
              <PostMedia
                media={{ ...media, url: safeImageSrc(media.originalUrl) ?? media.url }}
                fallbackAlt={title}
                eager
              />
            ))}
        </SensitiveMedia>
        <h2 className="chorus-title">{post.title}</h2>
        {!warning.hidden && <PostText post={post} />}
        {tags.length > 0 && (
          <ul className="chorus-hashtags" aria-label={t('overlayHashtags')}>
            {tags.map((tag) => (
              <li key={tag}>
                <a href={hashtagHref(tag)}>#{tag}</a>
              </li>
            ))}
          </ul>
        )}
        <PostCta cta={post.cta} />
        {url !== null && <ShareLinks url={url} text={post.title} />}
      </div>
    </dialog>
  );
}
