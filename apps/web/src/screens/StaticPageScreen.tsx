import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `pages/*`, `pages/tmp/*`: static pages. */
export function StaticPageScreen({ match }: ScreenProps<'static-page'>) {
  return (
    <ScreenFrame screen="static-page" title="Static page">
      <RouteFacts facts={[['Page', match.path]]} />
    </ScreenFrame>
  );
}
