import type { FeedMessages } from './feed-messages.ts';
import { useTranslator } from './i18n/language.tsx';

/** Props of {@link FeedMessage}. */
export interface FeedMessageProps {
  readonly message: FeedMessages;
  /** 'Refresh posts' while sources are importing. */
  readonly onRefresh?: () => void;
}

/** The feed's message box (460 px, 70 px from the top): catalogue texts only. */
export function FeedMessage({ message, onRefresh }: FeedMessageProps) {
  const { t, text } = useTranslator();
  if (message.keys.length === 0) return null;
  return (
    <div
      className={`chorus-message chorus-message--${message.tone}`}
      role={message.tone === 'alert' ? 'alert' : 'status'}
    >
      {message.busy && <span className="chorus-spinner" aria-hidden="true" />}
      {message.keys.map((key) => (
        <p key={key}>{text(key)}</p>
      ))}
      {message.refresh && onRefresh && (
        <button type="button" className="chorus-button" onClick={onRefresh}>
          {t('feedRefreshPosts')}
        </button>
      )}
    </div>
  );
}
