import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { RemoteControl } from '../owner/remote/RemoteControl.tsx';
import { wallPath } from '../routes/route-table.ts';
import { useTexts } from '../owner/i18n/texts.ts';
import type { ScreenProps } from './screen-props.ts';
import { texts } from './texts.ts';

/**
 * `/{user}/edit/remote`: the remote control of a wall's open screens. The owner signs in; a
 * white-label moderator comes with the wall's token (`?wl_token=`), which the live channel
 * checks, and gets no navbar, as on white-label moderation.
 */
export function RemoteScreen({ match }: ScreenProps<'remote'>) {
  const wlToken = match.query.wl_token || undefined;
  const t = useTexts(texts);
  const moderation = wallPath(match.userName, {
    edit: true,
    section: 'moderate',
    query: wlToken ? new URLSearchParams({ wl_token: wlToken }) : '',
  });
  const content = (
    <>
      <p>
        <Link to={moderation}>{t('backToModeration')}</Link>
      </p>
      <RemoteControl userName={match.userName} wlToken={wlToken} />
    </>
  );
  return (
    <ScreenFrame
      screen="remote"
      title={t('remoteTitle', { name: match.userName })}
      navbar={wlToken === undefined}
    >
      {wlToken ? content : <SignInRequired what={t('controlWall')}>{content}</SignInRequired>}
    </ScreenFrame>
  );
}
