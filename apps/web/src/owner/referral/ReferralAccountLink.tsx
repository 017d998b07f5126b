/** The account tab's way to the referral panel, which lives in the unlock tab (hosted mode). */
import { Link } from 'react-router-dom';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

export function ReferralAccountLink() {
  const t = useTexts(texts);
  return (
    <p className="referral-account-link">
      {t('accountLinkIntro')} <Link to="/admin/unlock">{t('accountLink')}</Link>
    </p>
  );
}
