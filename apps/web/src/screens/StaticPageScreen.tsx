import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `pages/*`, `pages/tmp/*`: static pages. */
export function StaticPageScreen({ match }: ScreenProps<'static-page'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="static-page" title={t('screenStaticPage')}>
      <RouteFacts facts={[[t('routeFactPage'), match.path]]} />
    </ScreenFrame>
  );
}
