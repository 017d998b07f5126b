import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInForm } from '../owner/auth/SignInForm.tsx';
import { safeNext, useSession } from '../owner/session.ts';

/** `/login`: sign in with a username or e-mail and a password, then go where `?next=` says. */
export function LoginScreen() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useSession({ ask: 'if-signed-in-before' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, navigate, next]);
  const signup = params.has('next') ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
  return (
    <ScreenFrame screen="login" title="Sign in">
      <SignInForm onSignedIn={() => void navigate(next, { replace: true })} />
      <p>
        No account? <Link to={signup}>Create one</Link>.
      </p>
    </ScreenFrame>
  );
}
