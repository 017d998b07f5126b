/**
 * The space a wall's re-hosted pictures take, from `GET /api/profile/{wall}/media`: how many
 * files and bytes, and how many posts still wait for their pictures. Static text; nothing
 * shows until the figures arrive or when they cannot be read.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { textsIn, useTexts, type TextFormatter } from '../i18n/texts.ts';
import { texts, type EditTextKey } from './texts.ts';

/** The figures of the media usage route the panel shows. */
export interface MediaUsageFigures {
  readonly pictures: number;
  readonly bytes: number;
  readonly waiting: number;
}

/** A byte count in the reader's units: B, KB, MB or GB (1000-based, one decimal). */
export function shownBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The lines shown: the files and their size, and the posts waiting when any. */
export function mediaUsageLines(
  usage: MediaUsageFigures,
  t: TextFormatter<EditTextKey> = textsIn(texts, 'en'),
): string[] {
  const lines = [t('mediaPictures', { count: usage.pictures, size: shownBytes(usage.bytes) })];
  if (usage.waiting > 0) lines.push(t('mediaWaiting', { count: usage.waiting }));
  return lines;
}

/** The media usage lines of a wall; `refreshKey` changing reads the figures again. */
export function MediaUsage({ userName, refreshKey }: { userName: string; refreshKey: string }) {
  const t = useTexts(texts);
  const [usage, setUsage] = useState<MediaUsageFigures | null>(null);
  useEffect(() => {
    let current = true;
    apiRequest<MediaUsageFigures>(`/api/profile/${encodeURIComponent(userName)}/media`).then(
      (loaded) => current && setUsage(loaded),
      // The figures are a courtesy: without them the section works the same.
      () => current && setUsage(null),
    );
    return () => {
      current = false;
    };
  }, [userName, refreshKey]);
  if (!usage) return null;
  return (
    <div className="media-usage" data-testid="media-usage">
      {mediaUsageLines(usage, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
