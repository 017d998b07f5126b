import { productName } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `test`, `auth/track_plan/*`, `analytics2/{id}`: pages that only make themselves visible. */
export function VisibleOnlyScreen({ match }: ScreenProps<'visible-only'>) {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="visible-only" title={productName}>
      <RouteFacts facts={[[t('routeFactAddress'), match.path]]} />
    </ScreenFrame>
  );
}
