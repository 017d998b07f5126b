import { useTranslator } from '@chorus/theme-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * `about`, `pricing`, `clients`, `blog`: pages the server renders. Reached by a link inside
 * the app, this loads the page from the server.
 */
export function ServerRedirectScreen({ match }: ScreenProps<'server-redirect'>) {
  const location = useLocation();
  const { t } = useTranslator();
  // The first location of a page load has the key 'default'. If the app was loaded at this
  // very address, the server answered with the app instead of its page, and loading the
  // address again would loop; so only in-app navigations leave.
  const cameFromApp = location.key !== 'default';
  useEffect(() => {
    if (cameFromApp) window.location.assign(match.to);
  }, [cameFromApp, match.to]);
  return (
    <ScreenFrame
      screen="server-redirect"
      title={cameFromApp ? t('redirectLeaving') : t('redirectUnavailable')}
    >
      <p>
        {cameFromApp ? t('redirectOpening') : t('redirectNotServed')}{' '}
        <a href={match.to}>{match.to}</a>
      </p>
    </ScreenFrame>
  );
}
