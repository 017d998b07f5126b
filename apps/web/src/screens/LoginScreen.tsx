import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInForm } from '../owner/auth/SignInForm.tsx';
import { useAuthNext } from './use-auth-next.ts';

/** `/login`: sign in with a username or e-mail and a password, then go where `?next=` says. */
export function LoginScreen() {
  const { goNext, keepNext } = useAuthNext();
  return (
    <ScreenFrame screen="login" title="Sign in">
      <SignInForm onSignedIn={goNext} />
      <p>
        No account? <Link to={keepNext('/signup')}>Create one</Link>.
      </p>
    </ScreenFrame>
  );
}
