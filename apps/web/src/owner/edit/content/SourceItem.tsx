/**
 * One connected source in the content section, as a card: its network's icon (the connector's,
 * else a neutral ring beside the network's name), its health as a badge and in words (ok,
 * failing with the reason, slowed down by the network's quota), its last crawl relative to now
 * in the owner's language, its quota, manual approval and removal.
 */
import type { ConnectorDescription } from '@chorus/core';
import { english, type Translator } from '@chorus/core/i18n';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';
import { textsIn, useTexts, type TextFormatter } from '../../i18n/texts.ts';
import type { FeatureCheck } from '../plan-gates.tsx';
import { UpgradePrompt } from '../plan-gates.tsx';
import { texts, type EditTextKey } from '../texts.ts';
import { ArchiveSourceStatus } from './ArchiveUpload.tsx';
import { relativeTime } from './relative-time.ts';
import { quotaSpent, quotaText } from './source-quota.ts';
import type { SourceView } from './sources-api.ts';

/** Props of {@link SourceItem}. */
export interface SourceItemProps {
  readonly source: SourceView;
  readonly connector: ConnectorDescription | undefined;
  readonly can: FeatureCheck;
  readonly busy: boolean;
  readonly onToggleModeration: () => void;
  readonly onRemove: () => void;
  /** Opens the network's sign-in again (the token-expired link). */
  readonly onReauthorize: () => void;
  /** The moment relative times are read from (tests); now by default. */
  readonly now?: Date;
}

/** A time in unix seconds, in the reader's words (date and time, in `locale`). */
export function shownTime(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleString(locale ? [locale] : []);
}

/**
 * The health line of a source, in the spec's or the catalogue's words, in the translator's
 * language; the last import reads relative to `now`.
 */
export function healthText(
  source: SourceView,
  translator: Translator = english,
  now: Date = new Date(),
): string {
  const { health } = source;
  switch (health.state) {
    case 'needs_reauth':
      return health.message ?? translator.t('tokenExpired');
    case 'rate_limited':
      return translator.t('editSourceRateLimited', {
        time: health.retry_at ? shownTime(health.retry_at, translator.locale) : '—',
      });
    case 'failing':
      return translator.t('editSourceFailing', {
        error: health.last_error ?? health.message ?? translator.t('requestProblem'),
      });
    default:
      if (source.status === 'paused') return translator.t('editSourcePaused');
      if (source.last_crawled === 0) return translator.t('feedStillLoading');
      return translator.t('editSourceOk', {
        time: relativeTime(source.last_crawled, now, translator.locale),
      });
  }
}

/** The badge's word for a source's health. */
export function healthBadgeKey(source: SourceView): EditTextKey {
  switch (source.health.state) {
    case 'needs_reauth':
      return 'healthSignIn';
    case 'rate_limited':
      return 'healthQuota';
    case 'failing':
      return 'healthFailing';
    default:
      return source.status === 'paused' ? 'healthPaused' : 'healthOk';
  }
}

/** The media line of a source: its posts' pictures that could not be stored; null when none. */
export function mediaHealthText(
  source: SourceView,
  t: TextFormatter<EditTextKey> = textsIn(texts, 'en'),
): string | null {
  const media = source.health.media;
  if (!media || media.failing < 1) return null;
  return t('mediaFailing', { count: media.failing, error: media.last_error });
}

/** A plain ring: the icon of a network whose connector is not installed. */
export const genericNetworkIcon =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14z';

/** An SVG icon from a connector's path; the generic ring when the connector is not installed. */
export function NetworkIcon({ path }: { path: string | undefined }) {
  return (
    <svg className="network-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={path ?? genericNetworkIcon} />
    </svg>
  );
}

/** The quota line of a source, with a bar of the allowance spent; nothing when none is known. */
function SourceQuota({ source }: { source: SourceView }) {
  const translator = useTranslator();
  const quota = source.health.quota;
  const text = quota ? quotaText(quota, new Date(), translator) : null;
  if (!quota || text === null) return null;
  const spent = quotaSpent(quota);
  return (
    <p className="source-quota" data-quota-unit={quota.unit}>
      {spent !== null && (
        // The words say it all; the bar only draws it.
        <span className="source-quota__bar" aria-hidden="true">
          <span style={{ inlineSize: `${Math.round(spent * 100)}%` }} />
        </span>
      )}
      {text}
    </p>
  );
}

/** The source card. */
export function SourceItem({
  source,
  connector,
  can,
  busy,
  onToggleModeration,
  onRemove,
  onReauthorize,
  now,
}: SourceItemProps) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const [confirming, setConfirming] = useState(false);
  // The box shows the owner's choice at once, while the save runs; once it ends (saved or
  // refused) the source's own value shows again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!busy) setWanted(null);
  }, [busy, source.privacy]);
  const manual = wanted ?? source.privacy === 1;
  const feedType = connector?.feedTypes.find((type) => type.id === source.feed_type);
  const state = source.health.state;
  const approvalId = `source-${source.id}-approval`;
  const moment = now ?? new Date();
  const media = mediaHealthText(source, t);
  const badge = healthBadgeKey(source);
  // The last crawl, done or failed: a source that never imported may have tried.
  const lastCrawl = Math.max(source.last_crawled, source.health.last_error_at ?? 0);
  return (
    <li
      className="source-item source-card"
      data-source-id={source.id}
      data-health={state}
      data-network={source.network}
    >
      <div className="source-item__head">
        <span className="source-card__icon">
          <NetworkIcon path={connector?.icon} />
        </span>
        <span className="source-card__names">
          <span className="source-item__label" title={source.label}>
            {source.label}
          </span>
          <span className="source-item__type">
            {connector?.displayName ?? source.network} · {feedType?.title ?? source.feed_type}
          </span>
        </span>
        <span className={`source-card__badge source-card__badge--${badge}`} data-badge={badge}>
          {t(badge)}
        </span>
      </div>
      <p className={`source-health source-health--${state}`} data-health-state={state}>
        {state === 'needs_reauth' ? (
          <button type="button" className="link-button" onClick={onReauthorize}>
            {healthText(source, translator, moment)}
          </button>
        ) : (
          healthText(source, translator, moment)
        )}
      </p>
      {state !== 'ok' && (
        <p className="source-card__crawl">
          {lastCrawl > 0 ? (
            <time
              dateTime={new Date(lastCrawl * 1000).toISOString()}
              title={shownTime(lastCrawl, translator.locale)}
            >
              {t('lastCrawl', { time: relativeTime(lastCrawl, moment, translator.locale) })}
            </time>
          ) : (
            t('neverCrawled')
          )}
        </p>
      )}
      <SourceQuota source={source} />
      {connector?.archive && (
        <ArchiveSourceStatus
          network={source.network}
          sourceId={source.id}
          archive={connector.archive}
        />
      )}
      {media !== null && (
        <p
          className="source-health source-health--media"
          data-health-media={source.health.media?.failing}
        >
          {media}
        </p>
      )}
      {source.credentials_saved && (
        <p className="source-credentials">{translator.t('editSourceCredentialsSaved')}</p>
      )}
      <div className="source-item__actions">
        {source.privacy === 1 || can('moderation') ? (
          <label htmlFor={approvalId} className="source-item__approval">
            <input
              id={approvalId}
              type="checkbox"
              checked={manual}
              disabled={busy}
              onChange={() => {
                setWanted(!manual);
                onToggleModeration();
              }}
            />
            {t('manualApproval')}
          </label>
        ) : (
          <UpgradePrompt feature="moderation" what={t('manualApproval')} />
        )}
        {confirming ? (
          <span
            className="source-item__confirm"
            role="group"
            aria-label={t('removeQuestion', { label: source.label })}
          >
            <button type="button" className="danger" disabled={busy} onClick={onRemove}>
              {t('removeNamed', { label: source.account_label })}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('keep')}
            </button>
          </span>
        ) : (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('remove')}
          </button>
        )}
      </div>
    </li>
  );
}
