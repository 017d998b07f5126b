import { useInBuilderHost, useTranslator, type WallThemeProps } from '@chorus/theme-kit';
import { WaterfallLayout } from './WaterfallLayout.tsx';

/**
 * The Waterfall events wall (`hypeTemplate_waterfall_events`): the control bar always shows.
 * Inside the website-builder host the events variant is not enabled: the spec's message shows
 * instead of the wall.
 */
export default function WaterfallEventsWall(props: WallThemeProps) {
  const { t } = useTranslator();
  if (useInBuilderHost()) {
    return (
      <p className="chorus-waterfall-not-enabled" role="status">
        {t('eventsNotEnabledInBuilder')}
      </p>
    );
  }
  return <WaterfallLayout {...props} events />;
}
