import { messages } from '@chorus/core';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { AdminInstancePanel } from '../owner/admin/AdminInstancePanel.tsx';

/** `/admin/instance`: the instance administrator's screen; other owners are told it is not theirs. */
export function AdminInstanceScreen() {
  return (
    <ScreenFrame screen="admin-instance" title="Instance administration">
      <SignInRequired what="administer this Chorus">
        {(user) =>
          user.account.admin ? (
            <AdminInstancePanel user={user} />
          ) : (
            <p role="alert">{messages.adminOnly}</p>
          )
        }
      </SignInRequired>
    </ScreenFrame>
  );
}
