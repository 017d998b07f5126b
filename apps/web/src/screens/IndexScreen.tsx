import { productName } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { elementMarker, Sentence } from '../layout/Sentence.tsx';
import { useSession } from '../owner/session.ts';
import { DemoWallPreview } from './DemoWallPreview.tsx';
import './index-screen.css';
import type { ScreenProps } from './screen-props.ts';

/**
 * `/`: what Chorus is, in one screen, beside a live preview of the demo wall, and the next
 * steps; a signed-in owner goes on to the dashboard (the spec's index rule).
 */
export function IndexScreen({ match }: ScreenProps<'index'>) {
  const navigate = useNavigate();
  const session = useSession({ ask: 'if-signed-in-before' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate('/admin', { replace: true });
  }, [signedIn, navigate]);
  const { t } = useTranslator();
  const point = (text: 'indexConnect' | 'indexModerate' | 'indexShow', word: string) => (
    <li>
      <Sentence text={t(text, { word: elementMarker })} element={<strong>{word}</strong>} />
    </li>
  );
  return (
    <ScreenFrame screen="index" title={productName}>
      <div className="index-intro">
        <div className="index-text">
          <p className="index-lead">{t('indexLead')}</p>
          <ul className="index-points">
            {point('indexConnect', t('indexConnectWord'))}
            {point('indexModerate', t('indexModerateWord'))}
            {point('indexShow', t('indexShowWord'))}
          </ul>
          <h2 className="index-steps-heading">{t('indexNextSteps')}</h2>
          {signedIn ? (
            <p className="index-actions">
              <Link className="index-button index-button--primary" to="/admin">
                {t('indexGoToDashboard')}
              </Link>
            </p>
          ) : (
            <>
              <ol className="index-steps">
                <li>{t('indexStepAccount')}</li>
                <li>{t('indexStepWall')}</li>
              </ol>
              <p className="index-actions">
                <Link className="index-button index-button--primary" to="/signup">
                  {t('indexCreateAccount')}
                </Link>
                <Link className="index-button" to="/login">
                  {t('siteSignIn')}
                </Link>
              </p>
            </>
          )}
        </div>
        <DemoWallPreview />
      </div>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
