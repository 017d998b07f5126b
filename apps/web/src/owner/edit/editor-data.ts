/**
 * What the edit panel loads once and hands its sections: the installed plugins
 * (`GET /api/plugins`) and the wall's profile (`GET /api/profile/{user}`), with a way to
 * reload or replace the profile after a save.
 */
import type { PluginsDescription, PlanId } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useState } from 'react';
import { profileTimeoutMs } from '../../wall/wall-api.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import type { SourceQuotaView } from './content/source-quota.ts';

/** Source health as the API reports it. */
export interface SourceHealth {
  readonly state: 'ok' | 'needs_reauth' | 'rate_limited' | 'failing';
  readonly last_error: string | null;
  readonly last_error_at: number | null;
  readonly retry_at: number | null;
  /** The text to show the owner (the token-expired text for needs_reauth). */
  readonly message: string | null;
  /** The quota or rate limit the network holds the source to, from the last crawl. */
  readonly quota?: SourceQuotaView;
  /** Pictures of the source's posts that could not be stored, and the latest reason. */
  readonly media?: { readonly failing: number; readonly last_error: string; readonly at: number };
}

/** One entry of a `{network}_accounts` list of the profile. */
export interface ProfileAccount {
  readonly id: number;
  readonly network: string;
  readonly feed_type: string;
  readonly label: string;
  readonly last_crawled: number;
  readonly health?: SourceHealth;
}

/** The wall's profile, as the owner reads it. */
export interface EditorProfile {
  readonly id: number;
  readonly user_name: string;
  readonly name: string;
  readonly theme: string;
  readonly status: '0' | '2';
  readonly enable_realtime: 0 | 1;
  readonly textupdates: 0 | 1;
  readonly sharebuttons: 0 | 1;
  readonly show_author: 0 | 1;
  readonly analytics: 0 | 1;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly display_profile: Readonly<Record<string, unknown>>;
  readonly custom_css: string;
  readonly plan: PlanId;
  readonly realtime: boolean;
  readonly feed_count: number;
  readonly [accounts: `${string}_accounts`]: readonly ProfileAccount[] | undefined;
}

/** The sources of a profile, over every network's list, in id (connection) order. */
export function profileAccounts(profile: EditorProfile): ProfileAccount[] {
  const lists = Object.entries(profile)
    .filter(([key, value]) => key.endsWith('_accounts') && Array.isArray(value))
    .flatMap(([, value]) => value as ProfileAccount[]);
  return lists.sort((a, b) => a.id - b.id);
}

/** What the panel knows about the wall. */
export type EditorLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string; readonly notFound: boolean }
  | {
      readonly status: 'ready';
      readonly plugins: PluginsDescription;
      readonly profile: EditorProfile;
    };

/** The panel's data and its updaters. */
export interface EditorData {
  readonly load: EditorLoad;
  /** Asks the server for the profile again (after a source changed). */
  readonly reloadProfile: () => Promise<void>;
  /** Takes a profile a save answered with. */
  readonly setProfile: (profile: EditorProfile) => void;
}

/** Loads plugins and the profile of `userName`. */
export function useEditorData(userName: string): EditorData {
  const [load, setLoad] = useState<EditorLoad>({ status: 'loading' });
  // The plugins' texts come in the owner's language (Accept-Language): asked again on a change.
  const translator = useTranslator();
  const profilePath = `/api/profile/${encodeURIComponent(userName)}`;

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    // Past the wall's own time limit the spec shows System Maintenance.
    const signal = AbortSignal.timeout(profileTimeoutMs);
    Promise.all([
      apiRequest<PluginsDescription>('/api/plugins', { signal }),
      apiRequest<EditorProfile>(profilePath, { signal }),
    ]).then(
      ([plugins, profile]) => current && setLoad({ status: 'ready', plugins, profile }),
      (error: unknown) => {
        if (!current) return;
        // A 404 is a wall that does not exist (or is not yours); anything else is maintenance.
        const notFound = error instanceof ApiError && error.status === 404;
        setLoad({ status: 'failed', message: translator.t('systemMaintenance'), notFound });
      },
    );
    return () => {
      current = false;
    };
  }, [profilePath, translator]);

  const setProfile = useCallback((profile: EditorProfile) => {
    setLoad((shown) => (shown.status === 'ready' ? { ...shown, profile } : shown));
  }, []);

  const reloadProfile = useCallback(async () => {
    setProfile(await apiRequest<EditorProfile>(profilePath));
  }, [profilePath, setProfile]);

  return { load, reloadProfile, setProfile };
}
