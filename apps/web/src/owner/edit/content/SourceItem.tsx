/** One connected source in the content section: label, health, manual approval, remove. */
import { formatMessage, messages, type ConnectorDescription } from '@chorus/core';
import { useEffect, useState } from 'react';
import type { FeatureCheck } from '../plan-gates.tsx';
import { UpgradePrompt } from '../plan-gates.tsx';
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

/** An SVG icon from a connector's path. */
export function NetworkIcon({ path }: { path: string | undefined }) {
  if (!path) return null;
  return (
    <svg className="network-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={path} />
    </svg>
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
