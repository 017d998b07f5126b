import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignUpForm } from '../owner/auth/SignUpForm.tsx';
import { elementMarker, Sentence } from '../layout/Sentence.tsx';
import { useTexts } from '../owner/i18n/texts.ts';
import { texts } from './texts.ts';
import { useAuthNext } from './use-auth-next.ts';

/** `/signup`: create an owner account; it is signed in and lands on the dashboard. */
export function SignupScreen() {
  const { goNext, keepNext } = useAuthNext();
  const t = useTexts(texts);
  return (
    <ScreenFrame screen="signup" title={t('signUpTitle')}>
      <SignUpForm onSignedUp={goNext} />
      <p>
        <Sentence
          text={t('haveAccount', { link: elementMarker })}
          element={<Link to={keepNext('/login')}>{t('signIn')}</Link>}
        />
      </p>
    </ScreenFrame>
  );
}
