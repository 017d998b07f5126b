import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/wix/endpoint`: the wall inside a website builder; like the public wall, no navbar. */
export function BuilderEmbedScreen({ match }: ScreenProps<'builder-embed'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="builder-embed" title={t('screenBuilderWall')} navbar={false}>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
