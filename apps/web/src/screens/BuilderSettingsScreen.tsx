import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/wix/settings`: the edit panel inside a website builder. */
export function BuilderSettingsScreen({ match }: ScreenProps<'builder-settings'>) {
  return (
    <ScreenFrame screen="builder-settings" title="Website-builder settings" navbar={false}>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
