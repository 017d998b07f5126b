/** Where the sign-in and sign-up screens lead: the page `?next=` names, when it is safe. */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNext, useSession } from '../owner/session.ts';

/** What {@link useAuthNext} gives a screen. */
export interface AuthNext {
  /** Goes on, once signed in. */
  readonly goNext: () => void;
  /** `path` (the other auth screen) with the same `?next=`, when one was given. */
  readonly keepNext: (path: string) => string;
}

/** Goes on at once when the visitor is signed in already. */
export function useAuthNext(): AuthNext {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useSession({ ask: 'if-signed-in-before' });
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, navigate, next]);
  return {
    goNext: () => void navigate(next, { replace: true }),
    keepNext: (path) => (params.has('next') ? `${path}?next=${encodeURIComponent(next)}` : path),
  };
}
