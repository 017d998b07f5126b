/**
 * A post behind its network's content warning, and sensitive media behind a blur: the kit's
 * one way of hiding what a network asked to hide, used by the card, the overlay and the slides.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslator } from './i18n/language.tsx';
import type { WallPost } from './wall-data.ts';

/** What {@link useContentWarning} gives a post's component. */
export interface ContentWarningState {
  /** True while the post's text and media must not be drawn (nor reach the accessibility tree). */
  readonly hidden: boolean;
  /** The warning and its "Show post" / "Hide post" button; null for a post without a warning. */
  readonly notice: ReactNode;
}

// A click on the button must not also open the overlay, as a click elsewhere on a card does.
function toggled(set: (update: (open: boolean) => boolean) => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    set((open) => !open);
  };
}

/**
 * The content warning of a post: draw `notice` where the media would start, and the text and
 * media only when `hidden` is false. A post without a warning is never hidden.
 */
export function useContentWarning(post: Pick<WallPost, 'content_warning'>): ContentWarningState {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  const warning = post.content_warning ?? '';
  if (warning === '') return { hidden: false, notice: null };
  return {
    hidden: !open,
    notice: (
      <div className="chorus-warning">
        <p className="chorus-warning-text">
          <strong>{t('postContentWarning')}:</strong> {warning}
        </p>
        <button
          type="button"
          className="chorus-button chorus-warning-toggle"
          aria-expanded={open}
          onClick={toggled(setOpen)}
        >
          {open ? t('postHidePost') : t('postShowPost')}
        </button>
      </div>
    ),
  };
}

/** Props of {@link SensitiveMedia}. */
export interface SensitiveMediaProps {
  readonly post: Pick<WallPost, 'sensitive' | 'media'>;
  /** The post's media as the theme draws it. */
  readonly children: ReactNode;
}

/**
 * A post's media, blurred behind a "Show media" button while the network marks them
 * sensitive; inert until shown, so neither focus nor a screen reader reaches them.
 */
export function SensitiveMedia({ post, children }: SensitiveMediaProps) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  if (children === undefined || children === null || children === false) return null;
  if (!post.sensitive || post.media.length === 0 || open) return children;
  return (
    <div className="chorus-sensitive">
      <div className="chorus-sensitive-media" inert>
        {children}
      </div>
      <button
        type="button"
        className="chorus-button chorus-sensitive-toggle"
        aria-expanded={false}
        onClick={toggled(setOpen)}
      >
        {t('postShowMedia')}
      </button>
    </div>
  );
}
