/**
 * The wall beside the edit panel: the public wall page in a frame. Each change the panel saves
 * gives it a new address, so it reloads and shows the saved settings; appearance choices not
 * saved yet (`draft`) are set on the framed wall at once (preview-draft.ts). The frame is kept
 * out of the tab order (its posts would be dozens of stops before the panel); keyboard users
 * reach the wall through the one link under it.
 */
import { useEffect, useRef } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { applyDraft, type PreviewDraft } from './preview-draft.ts';
import { texts } from './texts.ts';

/** Props of {@link WallPreview}. */
export interface WallPreviewProps {
  readonly src: string;
  readonly userName: string;
  /** Appearance settings being edited, shown before they are saved. */
  readonly draft?: PreviewDraft;
}

export function WallPreview({ src, userName, draft = {} }: WallPreviewProps) {
  const t = useTexts(texts);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    applyDraft(frame.current, draft);
  }, [draft]);
  return (
    <div className="wall-preview">
      <iframe
        ref={frame}
        className="wall-preview__frame"
        src={src}
        title={t('previewTitle', { name: userName })}
        tabIndex={-1}
        onLoad={() => applyDraft(frame.current, draft)}
      />
      <a
        className="wall-preview__open"
        href={`/${encodeURIComponent(userName)}`}
        target="_blank"
        rel="noopener"
      >
        {t('openWall')}
      </a>
    </div>
  );
}
