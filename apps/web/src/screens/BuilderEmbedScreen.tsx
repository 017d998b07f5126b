import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/wix/endpoint`: the wall inside a website builder; like the public wall, no navbar. */
export function BuilderEmbedScreen({ match }: ScreenProps<'builder-embed'>) {
  return (
    <ScreenFrame screen="builder-embed" title="Website-builder wall" navbar={false}>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
