import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { EditPanel } from '../owner/edit/EditPanel.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * Any wall address with `/edit` and no wl_token: the owner's editor. A visitor who is not
 * signed in is sent to /login?next=…; a signed-in owner gets the edit panel.
 */
export function EditScreen({ match }: ScreenProps<'edit'>) {
  return (
    <ScreenFrame screen="edit" title={`Edit wall ${match.userName}`}>
      <SignInRequired what="edit this wall">
        {(user) => <EditPanel match={match} meta={user.account.meta} />}
      </SignInRequired>
    </ScreenFrame>
  );
}
