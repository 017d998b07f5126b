/**
 * A small picture of a wall: its first approved pictures as a 2×2 collage, served by Chorus (the
 * server gives only its own addresses), or, with none yet, its theme's colours and name.
 */
import type { CSSProperties } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { WallRow } from './dashboard-model.ts';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** Props of {@link WallThumbnail}. */
export interface WallThumbnailProps {
  readonly row: Pick<WallRow, 'name' | 'theme' | 'colors' | 'thumbnails'>;
  /** The box's usual side in CSS pixels (the CSS sizes it): each picture is half of it. */
  readonly size: number;
}

export function WallThumbnail({ row, size }: WallThumbnailProps) {
  const cell = Math.round(size / 2);
  const t = useTexts(texts);
  const { core } = useDashboardWords();
  if (row.thumbnails.length === 0) {
    // The theme's name bar colours stand in for pictures; custom properties keep the CSS in charge.
    const style = {
      '--wall-thumb-bg': row.colors.background ?? undefined,
      '--wall-thumb-text': row.colors.text ?? undefined,
    } as CSSProperties;
    return (
      <div className="wall-thumb wall-thumb--theme" style={style}>
        <span>{core.t('wallThumbnailTheme', { theme: row.theme || t('themeDefault') })}</span>
      </div>
    );
  }
  return (
    <div className={`wall-thumb wall-thumb--${Math.min(row.thumbnails.length, 4)}`}>
      {row.thumbnails.slice(0, 4).map((picture) => (
        <img
          key={picture.url}
          src={picture.url}
          alt={picture.alt || core.t('wallThumbnailPicture', { name: row.name })}
          width={cell}
          height={cell}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      ))}
    </div>
  );
}
