import { useTranslator } from '@chorus/theme-kit';
import { Link } from 'react-router-dom';
import { ScreenFrame } from '../layout/ScreenFrame.tsx';

/** `/404` and every address no route matches. */
export function NotFoundScreen() {
  const { t } = useTranslator();
  return (
    <ScreenFrame screen="not-found" title={t('notFoundTitle')}>
      <p>{t('notFoundText')}</p>
      <Link to="/">{t('notFoundHome')}</Link>
    </ScreenFrame>
  );
}
