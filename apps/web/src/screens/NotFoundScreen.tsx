import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';

/** `/404` and every address no route matches. */
export function NotFoundScreen() {
  return (
    <ScreenFrame screen="not-found" title="Page not found">
      <p>The page you asked for was not found.</p>
      <Link to="/">Go to the home page</Link>
    </ScreenFrame>
  );
}
