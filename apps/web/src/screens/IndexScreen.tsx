import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { useSession } from '../owner/session.ts';
import type { ScreenProps } from './screen-props.ts';

/** `/`: the landing page; a signed-in owner goes on to the dashboard. */
export function IndexScreen({ match }: ScreenProps<'index'>) {
  const navigate = useNavigate();
  const session = useSession({ ask: 'if-signed-in-before' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate('/admin', { replace: true });
  }, [signedIn, navigate]);
  return (
    <ScreenFrame screen="index" title="Chorus">
      <p>An open-source, self-hostable social wall.</p>
      <ul className="link-list">
        <li>
          <Link to="/signup">Create an account</Link>
        </li>
        <li>
          <Link to="/login">Sign in</Link>
        </li>
        <li>
          <Link to="/admin">Go to the dashboard</Link>
        </li>
      </ul>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
