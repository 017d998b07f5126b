/**
 * "Continue with <provider>" for each provider the operator configured (none: nothing shows),
 * and why the last provider sign-in failed when the server sent the browser back with
 * `?sso_error=`. Each button is a link: the sign-in is a page load through the provider.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { FormFailure } from '../ui/TextField.tsx';
import {
  ssoErrorOf,
  ssoProviders,
  ssoStartUrl,
  type SsoErrorCode,
  type SsoProvider,
} from './sso-api.ts';
import { texts } from './texts.ts';

const errorTexts = {
  'unknown-provider': 'ssoUnknownProvider',
  denied: 'ssoDenied',
  state: 'ssoState',
  provider: 'ssoProvider',
  token: 'ssoToken',
  'no-email': 'ssoNoEmail',
  'email-unverified': 'ssoEmailUnverified',
  'account-unverified': 'ssoAccountUnverified',
  'signup-closed': 'ssoSignupClosed',
  'invite-used': 'ssoInviteUsed',
  suspended: 'ssoSuspended',
} as const satisfies Record<SsoErrorCode, string>;

/** Props of {@link SsoButtons}. */
export interface SsoButtonsProps {
  /** An invite link's token, for a new account on an invite-only instance. */
  readonly invite?: string | undefined;
}

export function SsoButtons({ invite }: SsoButtonsProps) {
  const t = useTexts(texts);
  const [params] = useSearchParams();
  const [providers, setProviders] = useState<readonly SsoProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // No list (an older server, a network hiccup): the password form still works.
    ssoProviders(controller.signal).then(setProviders, () => undefined);
    return () => controller.abort();
  }, []);
  const error = ssoErrorOf(params.get('sso_error'));
  const next = params.get('next') ?? undefined;
  return (
    <>
      <FormFailure text={error ? t(errorTexts[error]) : undefined} />
      {providers.length > 0 ? (
        <div className="owner-form auth-providers" role="group" aria-label={t('ssoGroup')}>
          {providers.map((provider) => (
            <a
              key={provider.id}
              className="owner-button"
              href={ssoStartUrl(provider.id, { next, invite })}
            >
              {t('continueWith', { provider: provider.name })}
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}
