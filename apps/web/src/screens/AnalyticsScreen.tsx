import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/analytics/{user}`: a wall's analytics. */
export function AnalyticsScreen({ match }: ScreenProps<'analytics'>) {
  return (
    <ScreenFrame screen="analytics" title="Analytics">
      <RouteFacts facts={[['Wall', match.userName]]} />
    </ScreenFrame>
  );
}
