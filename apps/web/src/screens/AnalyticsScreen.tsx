import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/analytics/{user}`: a wall's analytics. */
export function AnalyticsScreen({ match }: ScreenProps<'analytics'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="analytics" title={t('screenAnalytics')}>
      <RouteFacts facts={[[t('routeFactWall'), match.userName]]} />
    </ScreenFrame>
  );
}
