/**
 * The content section: the wall's connected sources with their health, manual approval and
 * removal; a connect button per installed network, opening the dialog drawn from its schema;
 * the refresh-posts button. On `/{user}/{network}/edit` and `/{user}/{network}/{id}/edit` it
 * shows that network or that source only.
 */
import {
  formatMessage,
  messages,
  showsRefreshPostsButton,
  type ConnectorDescription,
} from '@chorus/core';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api-client.ts';
import { profileAccounts } from '../editor-data.ts';
import { UpgradePrompt } from '../plan-gates.tsx';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { authorizePath, openAuthPopup } from './auth-popup.ts';
import { ConnectDialog } from './ConnectDialog.tsx';
import { RefreshPostsButton } from './RefreshPostsButton.tsx';
import {
  loadSources,
  refreshSource,
  removeSource,
  toggleModeration,
  type SourceView,
} from './sources-api.ts';
import { NetworkIcon, SourceItem } from './SourceItem.tsx';

/** The content section. */
export function ContentSection({
  userName,
  match,
  notify,
  onWallChanged,
  profile,
  plugins,
  can,
  meta,
  reloadProfile,
}: PanelSectionProps) {
  const [sources, setSources] = useState<SourceView[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [connecting, setConnecting] = useState<ConnectorDescription | null>(null);
  const accounts = profileAccounts(profile).filter(
    (account) =>
      (match.network === undefined || account.network === match.network) &&
      (match.sourceId === undefined || String(account.id) === match.sourceId),
  );
  const accountKey = accounts.map((a) => `${a.network}/${a.id}/${a.last_crawled}`).join(',');

  useEffect(() => {
    let current = true;
    loadSources(accounts).then(
      (loaded) => current && setSources(loaded),
      (error: unknown) => {
        if (!current) return;
        setSources([]);
        notify('error', error instanceof ApiError ? error.message : messages.requestProblem);
      },
    );
    return () => {
      current = false;
    };
    // The account list is keyed by `accountKey`; a new array each render is the same list.
  }, [accountKey, notify]);

  const connectorOf = (network: string) => plugins.connectors.find((c) => c.id === network);
  const connectors = plugins.connectors.filter(
    (connector) => match.network === undefined || connector.id === match.network,
  );

  const changed = useCallback(async () => {
    await reloadProfile();
    onWallChanged();
  }, [reloadProfile, onWallChanged]);

  function reauthorize(source: SourceView) {
    const opened = openAuthPopup(authorizePath(source.network, source.id), () => void changed());
    if (!opened) notify('error', messages.editPopupBlocked);
  }

  async function act(source: SourceView, run: () => Promise<void>) {
    setBusy(source.id);
    try {
      await run();
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : messages.requestProblem);
    } finally {
      setBusy(null);
    }
  }

  const toggle = (source: SourceView) =>
    act(source, async () => {
      const saved = await toggleModeration(source);
      setSources((shown) => shown?.map((s) => (s.id === saved.id ? saved : s)) ?? null);
      notify(
        'success',
        formatMessage(saved.privacy === 1 ? 'editSourceModerated' : 'editSourceUnmoderated', {
          label: saved.label,
        }),
      );
      onWallChanged();
    });

  const remove = (source: SourceView) =>
    act(source, async () => {
      await removeSource(source);
      notify('success', formatMessage('editSourceRemoved', { label: source.label }));
      await changed();
    });

  const refreshAll = () =>
    Promise.allSettled((sources ?? []).map((source) => refreshSource(source))).then((results) => {
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) {
        notify(
          'error',
          failed.reason instanceof ApiError ? failed.reason.message : messages.requestProblem,
        );
      }
    });

  return (
    <div className="content-section">
      <div className="content-section__refresh">
        {showsRefreshPostsButton(profile.plan, meta, false) ? (
          <RefreshPostsButton
            onRefresh={refreshAll}
            onUnlocked={() => void changed()}
            disabled={!sources || sources.length === 0}
          />
        ) : (
          <UpgradePrompt feature="refresh_posts_button" what={messages.feedRefreshPosts} />
        )}
      </div>
      <h3 className="panel-subheading">Connected sources</h3>
      {sources === null ? (
        <p role="status" aria-busy="true">
          Loading sources…
        </p>
      ) : sources.length === 0 ? (
        <p className="no-sources">{messages.noAccountsYet}</p>
      ) : (
        <ul className="source-list" aria-label="Connected sources">
          {sources.map((source) => (
            <SourceItem
              key={source.id}
              source={source}
              connector={connectorOf(source.network)}
              can={can}
              busy={busy === source.id}
              onToggleModeration={() => void toggle(source)}
              onRemove={() => void remove(source)}
              onReauthorize={() => reauthorize(source)}
            />
          ))}
        </ul>
      )}
      {match.sourceId === undefined && (
        <>
          <h3 className="panel-subheading">Add a source</h3>
          <ul className="network-buttons" aria-label="Networks">
            {connectors.map((connector) => (
              <li key={connector.id}>
                <button type="button" onClick={() => setConnecting(connector)}>
                  <NetworkIcon path={connector.icon} /> {connector.displayName}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {connecting && (
        <ConnectDialog
          connector={connecting}
          wall={userName}
          can={can}
          onClose={() => setConnecting(null)}
          onConnected={(source) => {
            setConnecting(null);
            notify('success', formatMessage('editSourceConnected', { label: source.label }));
            if (connecting.auth.kind === 'oauth2') reauthorize(source);
            void changed();
          }}
        />
      )}
    </div>
  );
}
