import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../ui/render-static.tsx';
import { EmailVerificationStatus } from './EmailVerificationStatus.tsx';
import { linkTokenOf } from './link-token.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { SignInForm } from './SignInForm.tsx';
import { VerifyEmailScreen } from './VerifyEmailScreen.tsx';

async function inFrench(node: ReactNode, address = '/'): Promise<string> {
  return renderStatic(
    <LanguageProvider translator={await loadLanguage('fr')}>{node}</LanguageProvider>,
    address,
  );
}

const notVerified = {
  email: 'ann@example.test',
  verified: false,
  verified_at: null,
  mail: true,
} as const;

describe('the password-reset and verification screens', () => {
  it('offer "Forgot password?" on the sign-in form', async () => {
    const html = await renderStatic(<SignInForm onSignedIn={() => undefined} />);
    expect(html).toMatch(/<a href="\/reset-password"[^>]*>Forgot password\?<\/a>/);
    expect(await inFrench(<SignInForm onSignedIn={() => undefined} />)).toContain(
      'Mot de passe oublié ?',
    );
  });

  it('ask for the e-mail address without a token', async () => {
    const html = await renderStatic(<ResetPasswordScreen />, '/reset-password');
    expect(html).toContain('<h1');
    expect(html).toContain('Reset your password');
    expect(html).toMatch(/<label[^>]*>E-mail<\/label>/);
    expect(html).toContain('Send the link');
    expect(html).toContain('role="status"');
    expect(html).toMatch(/<a href="\/login"[^>]*>Back to sign-in<\/a>/);
  });

  it('check a link before asking for the new password', async () => {
    for (const address of ['/reset-password#token=abc', '/reset-password?token=abc']) {
      const html = await renderStatic(<ResetPasswordScreen />, address);
      expect(html).toContain('Checking the link…');
      expect(html).not.toContain('Send the link');
    }
  });

  it('read the token from the fragment first, else from the query', () => {
    expect(linkTokenOf('', '#token=abc')).toBe('abc');
    expect(linkTokenOf('?token=def', '')).toBe('def');
    expect(linkTokenOf('?token=def', '#token=abc')).toBe('abc');
    expect(linkTokenOf('', '')).toBeNull();
  });

  it('speak French', async () => {
    const ask = await inFrench(<ResetPasswordScreen />, '/reset-password');
    expect(ask).toContain('Réinitialiser votre mot de passe');
    expect(ask).toContain('Envoyer le lien');
    expect(ask).toContain('Retour à la connexion');
    const verify = await inFrench(<VerifyEmailScreen />, '/verify-email#token=abc');
    expect(verify).toContain('Vérifier votre adresse e-mail');
    expect(verify).toContain('Vérification de votre adresse…');
  });

  it("show the account's address as verified or not, with Send again", async () => {
    const open = await renderStatic(<EmailVerificationStatus initial={notVerified} />);
    expect(open).toContain('Not verified');
    expect(open).toContain('>Send again</button>');
    const done = await renderStatic(
      <EmailVerificationStatus
        initial={{ ...notVerified, verified: true, verified_at: '2026-11-30T00:00:00.000Z' }}
      />,
    );
    expect(done).toContain('Verified');
    expect(done).not.toContain('Send again');
    const noMail = await renderStatic(
      <EmailVerificationStatus initial={{ ...notVerified, mail: false }} />,
    );
    expect(noMail).toContain('This server cannot send mail');
    expect(noMail).not.toContain('Send again');
    const french = await inFrench(<EmailVerificationStatus initial={notVerified} />);
    expect(french).toContain('Non vérifiée');
    expect(french).toContain('>Renvoyer</button>');
  });
});
