import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignUpForm } from '../owner/auth/SignUpForm.tsx';
import { useAuthNext } from './use-auth-next.ts';

/** `/signup`: create an owner account; it is signed in and lands on the dashboard. */
export function SignupScreen() {
  const { goNext, keepNext } = useAuthNext();
  return (
    <ScreenFrame screen="signup" title="Create an account">
      <SignUpForm onSignedUp={goNext} />
      <p>
        Already have one? <Link to={keepNext('/login')}>Sign in</Link>.
      </p>
    </ScreenFrame>
  );
}
