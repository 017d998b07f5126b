import { useTranslator } from './i18n/language.tsx';
import { shareLinks } from './links.ts';

/** Share links for facebook, twitter and e-mail ('Check out this link I found!'), in the wall's language. */
export function ShareLinks({ url, text }: { readonly url: string; readonly text?: string }) {
  const { t } = useTranslator();
  const links = shareLinks(url, text, t('shareEmailSubject'));
  return (
    <ul className="chorus-share" aria-label={t('shareLabel')}>
      <li>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer">
          Facebook
        </a>
      </li>
      <li>
        <a href={links.twitter} target="_blank" rel="noopener noreferrer">
          Twitter
        </a>
      </li>
      <li>
        <a href={links.email}>{t('shareEmail')}</a>
      </li>
    </ul>
  );
}
