import { RouteFacts } from '../layout/RouteFacts.tsx';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** `/templates/{id}`: a template text. */
export function TemplateScreen({ match }: ScreenProps<'template'>) {
  return (
    <ScreenFrame screen="template" title="Template">
      <RouteFacts facts={[['Template', match.id]]} />
    </ScreenFrame>
  );
}
