/**
 * The content section: the wall's connected sources with their health, manual approval and
 * removal; a connect button per installed network, opening the dialog drawn from its schema;
 * the refresh-posts button. On `/{user}/{network}/edit` and `/{user}/{network}/{id}/edit` it
 * shows that network or that source only.
 */
import { showsRefreshPostsButton, type ConnectorDescription } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api-client.ts';
import { profileAccounts } from '../editor-data.ts';
import { MediaUsage } from '../MediaUsage.tsx';
import { UpgradePrompt } from '../plan-gates.tsx';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { authorizePath, openAuthPopup, signsIn } from './auth-popup.ts';
import { ComposePostDialog } from './ComposePostDialog.tsx';
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
import { SignInDialog, signInSchemaOf } from './SignInDialog.tsx';

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
  const t = useTexts(texts);
  const translator = useTranslator();
  const [sources, setSources] = useState<SourceView[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [connecting, setConnecting] = useState<ConnectorDescription | null>(null);
  const [composing, setComposing] = useState(false);
  const [signingIn, setSigningIn] = useState<SourceView | null>(null);
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
        notify('error', error instanceof ApiError ? error.message : translator.t('requestProblem'));
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
    // A feed type the owner signs in to with typed details asks for them again.
    if (signInSchemaOf(connectorOf(source.network), source)) {
      setSigningIn(source);
      return;
    }
    const opened = openAuthPopup(authorizePath(source.network, source.id), () => void changed());
    if (!opened) notify('error', translator.t('editPopupBlocked'));
  }

  async function act(source: SourceView, run: () => Promise<void>) {
    setBusy(source.id);
    try {
      await run();
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : translator.t('requestProblem'));
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
        translator.t(saved.privacy === 1 ? 'editSourceModerated' : 'editSourceUnmoderated', {
          label: saved.label,
        }),
      );
      onWallChanged();
    });

  const remove = (source: SourceView) =>
    act(source, async () => {
      await removeSource(source);
      notify('success', translator.t('editSourceRemoved', { label: source.label }));
      await changed();
    });

  const refreshAll = () =>
    Promise.allSettled((sources ?? []).map((source) => refreshSource(source))).then((results) => {
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) {
        notify(
          'error',
          failed.reason instanceof ApiError
            ? failed.reason.message
            : translator.t('requestProblem'),
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
          <UpgradePrompt feature="refresh_posts_button" what={translator.t('feedRefreshPosts')} />
        )}
      </div>
      <h3 className="panel-subheading">{t('connectedSources')}</h3>
      {match.sourceId === undefined && <MediaUsage userName={userName} refreshKey={accountKey} />}
      {sources === null ? (
        <p role="status" aria-busy="true">
          {t('loadingSources')}
        </p>
      ) : sources.length === 0 ? (
        <p className="no-sources">{translator.t('ownerNothingYet')}</p>
      ) : (
        <ul className="source-list" aria-label={t('connectedSources')}>
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
          <h3 className="panel-subheading">{t('addSource')}</h3>
          <ul className="network-buttons" aria-label={t('networks')}>
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
      {match.sourceId === undefined && (
        <>
          <h3 className="panel-subheading">{t('ownPosts')}</h3>
          {can('addPost') ? (
            <button type="button" className="owner-button" onClick={() => setComposing(true)}>
              {t('writePost')}
            </button>
          ) : (
            <UpgradePrompt feature="addPost" what={t('writePost')} />
          )}
        </>
      )}
      {composing && (
        <ComposePostDialog
          wall={userName}
          onClose={() => setComposing(false)}
          onSaved={(message) => {
            setComposing(false);
            notify('success', message);
            void changed();
          }}
        />
      )}
      {signingIn && (
        <SignInStep
          source={signingIn}
          connector={connectorOf(signingIn.network)}
          onClose={() => setSigningIn(null)}
          onSaved={(saved) => {
            setSigningIn(null);
            setSources((shown) => shown?.map((s) => (s.id === saved.id ? saved : s)) ?? null);
            notify('success', translator.t('editSourceCredentialsSaved'));
            void changed();
          }}
        />
      )}
      {connecting && (
        <ConnectDialog
          connector={connecting}
          wall={userName}
          can={can}
          onClose={() => setConnecting(null)}
          onConnected={(source) => {
            setConnecting(null);
            notify('success', translator.t('editSourceConnected', { label: source.label }));
            if (signsIn(connecting, source.feed_type)) reauthorize(source);
            void changed();
          }}
        />
      )}
    </div>
  );
}

/** The sign-in dialog of a source, when its connector is installed and its feed type asks. */
function SignInStep({
  source,
  connector,
  onClose,
  onSaved,
}: {
  source: SourceView;
  connector: ConnectorDescription | undefined;
  onClose: () => void;
  onSaved: (source: SourceView) => void;
}) {
  const schema = signInSchemaOf(connector, source);
  if (!connector || !schema) return null;
  return (
    <SignInDialog
      connector={connector}
      source={source}
      schema={schema}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
