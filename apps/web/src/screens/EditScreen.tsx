import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { EditPanel } from '../owner/edit/EditPanel.tsx';
import { texts } from '../owner/edit/texts.ts';
import { useTexts } from '../owner/i18n/texts.ts';
import type { ScreenProps } from './screen-props.ts';

/**
 * Any wall address with `/edit` and no wl_token: the owner's editor. A visitor who is not
 * signed in is sent to /login?next=…; a signed-in owner gets the edit panel.
 */
export function EditScreen({ match }: ScreenProps<'edit'>) {
  const t = useTexts(texts);
  return (
    <ScreenFrame screen="edit" title={t('screenTitle', { name: match.userName })}>
      <SignInRequired what={t('signInWhat')}>
        {(user) => <EditPanel match={match} meta={user.account.meta} />}
      </SignInRequired>
    </ScreenFrame>
  );
}
