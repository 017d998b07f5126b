import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/templates/{id}`: a template text. */
export function TemplateScreen({ match }: ScreenProps<'template'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="template" title={t('screenTemplate')}>
      <RouteFacts facts={[[t('routeFactTemplate'), match.id]]} />
    </ScreenFrame>
  );
}
