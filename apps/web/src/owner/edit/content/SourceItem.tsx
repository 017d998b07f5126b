/** One connected source in the content section: label, health, manual approval, remove. */
import { formatMessage, messages, type ConnectorDescription } from '@chorus/core';
import { useEffect, useState } from 'react';
import type { FeatureCheck } from '../plan-gates.tsx';
import { UpgradePrompt } from '../plan-gates.tsx';
import { ArchiveSourceStatus } from './ArchiveUpload.tsx';
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
}

/** A time in unix seconds, in the reader's words. */
export function shownTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString();
}

/** The health line of a source, in the spec's or the catalogue's words. */
export function healthText(source: SourceView): string {
  const { health } = source;
  switch (health.state) {
    case 'needs_reauth':
      return health.message ?? messages.tokenExpired;
    case 'rate_limited':
      return formatMessage('editSourceRateLimited', {
        time: health.retry_at ? shownTime(health.retry_at) : '—',
      });
    case 'failing':
      return formatMessage('editSourceFailing', {
        error: health.last_error ?? health.message ?? messages.requestProblem,
      });
    default:
      if (source.status === 'paused') return messages.editSourcePaused;
      if (source.last_crawled === 0) return messages.feedStillLoading;
      return formatMessage('editSourceOk', { time: shownTime(source.last_crawled) });
  }
}

/** The media line of a source: its posts' pictures that could not be stored; null when none. */
export function mediaHealthText(source: SourceView): string | null {
  const media = source.health.media;
  if (!media || media.failing < 1) return null;
  const count = media.failing === 1 ? '1 picture' : `${media.failing} pictures`;
  return `${count} could not be stored: ${media.last_error}`;
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
  const quota = source.health.quota;
  const text = quota ? quotaText(quota) : null;
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

/** The source row. */
export function SourceItem({
  source,
  connector,
  can,
  busy,
  onToggleModeration,
  onRemove,
  onReauthorize,
}: SourceItemProps) {
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
  return (
    <li className="source-item" data-source-id={source.id} data-health={state}>
      <div className="source-item__head">
        <NetworkIcon path={connector?.icon} />
        <span className="source-item__label" title={source.label}>
          {source.label}
        </span>
        <span className="source-item__type">
          {connector?.displayName ?? source.network} · {feedType?.title ?? source.feed_type}
        </span>
      </div>
      <p className={`source-health source-health--${state}`} data-health-state={state}>
        {state === 'needs_reauth' ? (
          <button type="button" className="link-button" onClick={onReauthorize}>
            {healthText(source)}
          </button>
        ) : (
          healthText(source)
        )}
      </p>
      <SourceQuota source={source} />
      {connector?.archive && (
        <ArchiveSourceStatus
          network={source.network}
          sourceId={source.id}
          archive={connector.archive}
        />
      )}
      {mediaHealthText(source) !== null && (
        <p
          className="source-health source-health--media"
          data-health-media={source.health.media?.failing}
        >
          {mediaHealthText(source)}
        </p>
      )}
      {source.credentials_saved && (
        <p className="source-credentials">{messages.editSourceCredentialsSaved}</p>
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
            Manual approval
          </label>
        ) : (
          <UpgradePrompt feature="moderation" what="Manual approval" />
        )}
        {confirming ? (
          <span
            className="source-item__confirm"
            role="group"
            aria-label={`Remove ${source.label}?`}
          >
            <button type="button" className="danger" disabled={busy} onClick={onRemove}>
              Remove {source.account_label}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
