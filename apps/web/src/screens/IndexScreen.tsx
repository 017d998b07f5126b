import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
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
  return (
    <ScreenFrame screen="index" title="Chorus">
      <div className="index-intro">
        <div className="index-text">
          <p className="index-lead">
            A social wall you host yourself: Chorus gathers the posts of the accounts, hashtags and
            feeds you choose, lets you approve them, and shows them live, on their own page, on the
            big screen of your event, or inside your website.
          </p>
          <ul className="index-points">
            <li>
              <strong>Connect</strong> networks and feeds; each one is a plugin.
            </li>
            <li>
              <strong>Moderate</strong> by hand or with rules, before anything is shown.
            </li>
            <li>
              <strong>Show</strong> cards, a slideshow or a feed; new posts appear by themselves.
            </li>
          </ul>
          <h2 className="index-steps-heading">Next steps</h2>
          {signedIn ? (
            <p className="index-actions">
              <Link className="index-button index-button--primary" to="/admin">
                Go to the dashboard
              </Link>
            </p>
          ) : (
            <>
              <ol className="index-steps">
                <li>Create an account: the first one on a new Chorus is its administrator.</li>
                <li>Create your first wall from a template: an event wall or a website feed.</li>
              </ol>
              <p className="index-actions">
                <Link className="index-button index-button--primary" to="/signup">
                  Create an account
                </Link>
                <Link className="index-button" to="/login">
                  Sign in
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
