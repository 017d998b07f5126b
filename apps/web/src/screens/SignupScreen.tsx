import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignUpForm } from '../owner/auth/SignUpForm.tsx';
import { safeNext, useSession } from '../owner/session.ts';

/** `/signup`: create an owner account; it is signed in and lands on the dashboard. */
export function SignupScreen() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useSession({ ask: 'if-signed-in-before' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, navigate, next]);
  const login = params.has('next') ? `/login?next=${encodeURIComponent(next)}` : '/login';
  return (
    <ScreenFrame screen="signup" title="Create an account">
      <SignUpForm onSignedUp={() => void navigate(next, { replace: true })} />
      <p>
        Already have one? <Link to={login}>Sign in</Link>.
      </p>
    </ScreenFrame>
  );
}
