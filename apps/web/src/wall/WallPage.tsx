import { english } from '@chorus/core/i18n';
import { LanguageProvider, type WallCollection } from '@chorus/theme-kit';
import { useEffect, useRef, useState } from 'react';
import type { RouteMatch } from '../routes/route-table.ts';
import { useServedWall } from './served-wall.ts';
import { useWallLocation } from './wall-location.ts';
import { loadWall, type WallLoad, type WallProfile } from './wall-api.ts';
import { useDocumentLanguage, useWallTranslator, wallLanguageFor } from './wall-language.ts';
import { WallFeedView } from './WallFeedView.tsx';
import '@chorus/theme-kit/kit.css';
import './wall.css';

/**
 * The public wall for `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}` and
 * `/{user}/search`: the 404 page for an unknown or inactive wall, System Maintenance on a
 * server error or timeout, else the feed (inside WallScreen's frame, which hides the navbar).
 */
export default function WallPage({ match }: { match: Extract<RouteMatch, { kind: 'wall' }> }) {
  const { search, navigate } = useWallLocation();
  // A server-drawn page starts loaded, from the data it carries.
  const served = useServedWall(match.userName);
  const [load, setLoad] = useState<WallLoad | null>(() =>
    served
      ? {
          kind: 'ok',
          profile: served.profile as unknown as WallProfile,
          collections: served.collections as unknown as WallCollection[],
        }
      : null,
  );
  const skipFirstLoad = useRef(served !== null);
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    let current = true;
    setLoad(null);
    void loadWall(match.userName).then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [match.userName]);

  // The wall's language: its catalogue loads with the wall, so no text shows in another first.
  const translator = useWallTranslator(
    load?.kind === 'ok' ? wallLanguageFor(load.profile, search) : null,
  );
  useDocumentLanguage(translator);

  // The spec sends an unknown or inactive wall to the 404 page.
  const notFound = load?.kind === 'not-found';
  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);
  if (notFound) return null;
  return (
    <>
      {(load === null || (load.kind === 'ok' && translator === null)) && (
        <div className="chorus-loading" role="status" aria-busy="true" />
      )}
      {load?.kind === 'maintenance' && (
        <div className="chorus-message chorus-message--alert" role="alert">
          <p>{english.t('systemMaintenance')}</p>
        </div>
      )}
      {load?.kind === 'ok' && translator !== null && (
        <LanguageProvider translator={translator}>
          <WallFeedView
            match={match}
            search={search}
            profile={load.profile}
            collections={load.collections}
            served={served}
          />
        </LanguageProvider>
      )}
    </>
  );
}
