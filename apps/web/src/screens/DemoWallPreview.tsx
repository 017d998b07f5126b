/**
 * The landing page's live preview of the demo wall: the wall itself, from this server, drawn
 * at half size in a frame that takes no focus (the link under it opens the real one).
 */
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';
import { demoWallName, demoWallPath } from './demo-wall.ts';

type Presence = 'checking' | 'present' | 'absent';

/** Asks the server whether the demo wall exists and is shown to visitors. */
function useDemoWall(): Presence {
  const [presence, setPresence] = useState<Presence>('checking');
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/profile/${demoWallName}`, { signal: abort.signal })
      .then((response) => setPresence(response.ok ? 'present' : 'absent'))
      .catch(() => {
        if (!abort.signal.aborted) setPresence('absent');
      });
    return () => abort.abort();
  }, []);
  return presence;
}

/** The preview, or nothing when this instance has no demo wall. */
export function DemoWallPreview() {
  const presence = useDemoWall();
  const { t } = useTranslator();
  if (presence === 'absent') return null;
  return (
    <section className="index-preview" aria-labelledby="index-preview-heading">
      <h2 id="index-preview-heading">{t('demoPreviewHeading')}</h2>
      {/* The frame is a picture of the wall: inert keeps its links out of the tab order. */}
      <div className="index-preview-frame" inert>
        {presence === 'present' && (
          <iframe src={demoWallPath} title={t('demoPreviewFrame')} loading="lazy" tabIndex={-1} />
        )}
      </div>
      <p>
        <a href={demoWallPath}>{t('demoPreviewOpen')}</a>
      </p>
    </section>
  );
}
