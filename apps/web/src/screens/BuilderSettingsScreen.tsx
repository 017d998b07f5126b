import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/wix/settings`: the edit panel inside a website builder. */
export function BuilderSettingsScreen({ match }: ScreenProps<'builder-settings'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="builder-settings" title={t('screenBuilderSettings')} navbar={false}>
      <RouteFacts facts={[]} query={match.query} />
    </ScreenFrame>
  );
}
