/**
 * The wall beside the edit panel: the public wall page in a frame. Each change the panel saves
 * gives it a new address, so it reloads and shows the saved settings. The frame is kept out of
 * the tab order (its posts would be dozens of stops before the panel); keyboard users reach the
 * wall through the one link under it.
 */
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

export function WallPreview({ src, userName }: { src: string; userName: string }) {
  const t = useTexts(texts);
  return (
    <div className="wall-preview">
      <iframe
        className="wall-preview__frame"
        src={src}
        title={t('previewTitle', { name: userName })}
        tabIndex={-1}
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
