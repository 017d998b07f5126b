import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInForm } from '../owner/auth/SignInForm.tsx';
import { elementMarker, Sentence } from '../layout/Sentence.tsx';
import { useTexts } from '../owner/i18n/texts.ts';
import { texts } from './texts.ts';
import { useAuthNext } from './use-auth-next.ts';

/** `/login`: sign in with a username or e-mail and a password, then go where `?next=` says. */
export function LoginScreen() {
  const { goNext, keepNext } = useAuthNext();
  const t = useTexts(texts);
  return (
    <ScreenFrame screen="login" title={t('signInTitle')}>
      <SignInForm onSignedIn={goNext} />
      <p>
        <Sentence
          text={t('noAccount', { link: elementMarker })}
          element={<Link to={keepNext('/signup')}>{t('createOne')}</Link>}
        />
      </p>
    </ScreenFrame>
  );
}
