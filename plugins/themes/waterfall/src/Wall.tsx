import type { WallThemeProps } from '@chorus/theme-kit';
import { WaterfallLayout } from './WaterfallLayout.tsx';

/** The Waterfall wall (`hypeTemplate_waterfall`). */
export default function WaterfallWall(props: WallThemeProps) {
  return <WaterfallLayout {...props} events={false} />;
}
