import type { WallThemeProps } from '@chorus/theme-kit';
import { WaterfallLayout } from './WaterfallLayout.tsx';

/** The Waterfall events wall (`hypeTemplate_waterfall_events`): the control bar always shows. */
export default function WaterfallEventsWall(props: WallThemeProps) {
  return <WaterfallLayout {...props} events />;
}
