import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslator } from '@chorus/theme-kit';
import type { CurrentUser } from '../owner/session.ts';
import { elementMarker, Sentence } from './Sentence.tsx';
import { loginPath, useRequiredSession } from '../owner/session.ts';

/** Props of {@link SignInRequired}. */
export interface SignInRequiredProps {
  /** What signing in is for, completing "Sign in to …". */
  what: string;
  /** The owner content: shown once someone is signed in, given the current user. */
  children?: ReactNode | ((user: CurrentUser) => ReactNode);
}

/**
 * Owner-only content. The spec sends a visitor who is not signed in to /login: this does so,
 * keeping the way back in `?next=`, and shows the link while the page changes. While the
 * session is being asked for (and in the prerendered page), it says so.
 */
export function SignInRequired({ what, children }: SignInRequiredProps) {
  const session = useRequiredSession();
  const location = useLocation();
  const { t } = useTranslator();
  if (session.status === 'signed-in') {
    return <>{typeof children === 'function' ? children(session.user) : children}</>;
  }
  if (session.status === 'loading') {
    return (
      <p className="owner-checking" role="status" aria-busy="true">
        {t('signInChecking')}
      </p>
    );
  }
  const login = loginPath(location.pathname + location.search);
  return (
    <section className="notice" aria-labelledby="sign-in-required">
      <h2 id="sign-in-required">{t('signInRequiredHeading')}</h2>
      {session.status === 'failed' ? (
        <p role="alert">{session.message}</p>
      ) : (
        <p>{t('signInRequired')}</p>
      )}
      <p>
        <Sentence
          text={t('signInToWhat', { signIn: elementMarker, what })}
          element={<Link to={login}>{t('siteSignIn')}</Link>}
        />
      </p>
    </section>
  );
}
