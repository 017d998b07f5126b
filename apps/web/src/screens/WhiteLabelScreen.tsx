import { useCallback } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { ModerateSection } from '../owner/moderate/ModerateSection.tsx';
import { AlertStack, useAlerts } from '../owner/ui/alerts.tsx';
import { useTexts } from '../owner/i18n/texts.ts';
import type { ScreenProps } from './screen-props.ts';
import { texts } from './texts.ts';

/**
 * White-label moderation: a wl_token holder moderates one wall without signing in, and does
 * nothing else (no other section, no settings, no navbar). The `w_edit`, `w_moderate` and
 * `w_moderate_all` addresses move on to `/edit/moderate`, query kept. Every call carries the
 * token; the server refuses an unknown or revoked one, and the section shows why.
 */
export function WhiteLabelScreen({ match }: ScreenProps<'white-label'>) {
  const { alerts, notify } = useAlerts();
  const t = useTexts(texts);
  // Moderation changes reach the wall through the server; nothing else to refresh here.
  const onWallChanged = useCallback(() => undefined, []);
  if (match.redirectTo !== undefined) return <Navigate to={match.redirectTo} replace />;
  return (
    <ScreenFrame
      screen="white-label"
      title={t('whiteLabelTitle', { name: match.userName })}
      navbar={false}
    >
      <AlertStack alerts={alerts} />
      <ModerateSection
        userName={match.userName}
        match={match}
        wlToken={match.query.wl_token}
        notify={notify}
        onWallChanged={onWallChanged}
      />
    </ScreenFrame>
  );
}
