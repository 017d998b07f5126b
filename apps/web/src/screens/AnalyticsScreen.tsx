import { useTranslator } from '@chorus/theme-kit';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { AnalyticsPage } from '../owner/analytics/AnalyticsPage.tsx';
import { texts } from '../owner/analytics/texts.ts';
import { useTexts } from '../owner/i18n/texts.ts';
import type { ScreenProps } from './screen-props.ts';

/** `/analytics/{user}`: a wall's analytics (owner/analytics/), for those who may read the wall. */
export function AnalyticsScreen({ match }: ScreenProps<'analytics'>) {
  const { t } = useTranslator();
  const words = useTexts(texts);
  return (
    <ScreenFrame screen="analytics" title={t('screenAnalytics')}>
      <SignInRequired what={words('seeAnalytics')}>
        <AnalyticsPage userName={match.userName} />
      </SignInRequired>
    </ScreenFrame>
  );
}
