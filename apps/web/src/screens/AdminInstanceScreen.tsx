import { useTranslator } from '@chorus/theme-kit';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { AdminInstancePanel } from '../owner/admin/AdminInstancePanel.tsx';
import { useTexts } from '../owner/i18n/texts.ts';
import { texts } from './texts.ts';

/** `/admin/instance`: the instance administrator's screen; other owners are told it is not theirs. */
export function AdminInstanceScreen() {
  const t = useTexts(texts);
  const translator = useTranslator();
  return (
    <ScreenFrame screen="admin-instance" title={t('adminTitle')}>
      <SignInRequired what={t('administer')}>
        {(user) =>
          user.account.admin ? (
            <AdminInstancePanel user={user} />
          ) : (
            <p role="alert">{translator.t('adminOnly')}</p>
          )
        }
      </SignInRequired>
    </ScreenFrame>
  );
}
