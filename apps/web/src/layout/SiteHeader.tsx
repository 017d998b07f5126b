import { useTranslator } from '@chorus/theme-kit';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useInstanceInfo } from '../owner/admin/instance-info.ts';
import { ApiError } from '../owner/api-client.ts';
import { elementMarker, Sentence } from './Sentence.tsx';
import { signOut, useSession } from '../owner/session.ts';

/** The page navbar of the site and owner pages (the public wall hides it). */
export function SiteHeader() {
  const session = useSession({ ask: 'if-signed-in-before' });
  const navigate = useNavigate();
  const instance = useInstanceInfo();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The owner's language on owner screens (OwnerLanguage), English on the site's public pages.
  const { t } = useTranslator();

  async function onSignOut() {
    setBusy(true);
    setFailure(undefined);
    try {
      await signOut();
      await navigate('/login');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <header className="site-header">
      <nav aria-label={t('siteNavLabel')} className="site-nav">
        <NavLink to="/" end className="site-brand">
          {instance.logo_url && (
            <img className="site-brand-logo" src={instance.logo_url} alt="" height={24} />
          )}
          {instance.name}
        </NavLink>
        <NavLink to="/admin">{t('siteNavDashboard')}</NavLink>
        {session.status === 'signed-in' ? (
          <>
            {session.user.account.admin && (
              <NavLink to="/admin/instance">{t('siteNavInstance')}</NavLink>
            )}
            <span className="site-user">
              <Sentence
                text={t('siteSignedInAs', { username: elementMarker })}
                element={<strong>{session.user.account.username}</strong>}
              />
            </span>
            <button
              type="button"
              className="site-sign-out"
              onClick={() => void onSignOut()}
              disabled={busy}
            >
              {t('siteSignOut')}
            </button>
          </>
        ) : (
          <>
            <NavLink to="/login">{t('siteSignIn')}</NavLink>
            <NavLink to="/signup">{t('siteSignUp')}</NavLink>
          </>
        )}
      </nav>
      {failure && (
        <p className="site-header-failure" role="alert">
          {failure}
        </p>
      )}
    </header>
  );
}
