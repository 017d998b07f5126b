import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `test`, `auth/track_plan/*`, `analytics2/{id}`: pages that only make themselves visible. */
export function VisibleOnlyScreen({ match }: ScreenProps<'visible-only'>) {
  return (
    <ScreenFrame screen="visible-only" title="Chorus">
      <RouteFacts facts={[['Address', match.path]]} />
    </ScreenFrame>
  );
}
