/**
 * `/reset-password`: without a token, "Forgot password?" (ask for a link); with `#token=` (or `?token=`), the
 * mailed link's page (choose the new password).
 */
import { ScreenFrame } from '../../layout/ScreenFrame.tsx';
import { useTexts } from '../i18n/texts.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { useLinkToken } from './link-token.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { texts } from './texts.ts';

export function ResetPasswordScreen() {
  const token = useLinkToken();
  const t = useTexts(texts);
  return (
    <ScreenFrame screen="reset-password" title={t('resetTitle')}>
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </ScreenFrame>
  );
}
