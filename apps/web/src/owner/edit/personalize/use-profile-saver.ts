/**
 * Saving the personalize section: changes are gathered and sent together to
 * `PUT /api/profile/{user}` once the owner pauses, so dragging a slider saves once; the saved
 * profile comes back, and the preview beside the panel reloads.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../api-client.ts';
import type { Notify } from '../../ui/alerts.tsx';
import type { EditorProfile } from '../editor-data.ts';

/** How long after the last change the save goes out, in ms. */
export const saveDelayMs = 600;

/** Changes waiting to be saved, by kind. */
export interface PendingChanges {
  /** Top-level profile fields (theme, switches, custom_css). */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Appearance settings, merged into the stored ones by the server. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Display settings, merged here into the current display profile. */
  readonly display?: Readonly<Record<string, unknown>>;
}

/** Merges `next` into `pending`, later values winning. */
export function mergeChanges(pending: PendingChanges, next: PendingChanges): PendingChanges {
  return {
    fields: { ...pending.fields, ...next.fields },
    settings: { ...pending.settings, ...next.settings },
    display: { ...pending.display, ...next.display },
  };
}

/** The `PUT /api/profile` body for `pending` over the current display profile. */
export function saveBody(
  pending: PendingChanges,
  displayProfile: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...pending.fields };
  if (pending.settings && Object.keys(pending.settings).length > 0) {
    body['settings'] = pending.settings;
  }
  if (pending.display && Object.keys(pending.display).length > 0) {
    body['embed_display_profile'] = { ...displayProfile, ...pending.display };
  }
  return body;
}

/** The saver's state and its `queue`. */
export interface ProfileSaver {
  /** Adds changes; the save goes out `saveDelayMs` after the last one. */
  readonly queue: (changes: PendingChanges) => void;
  /** Saves now (a theme switch), with whatever else is waiting. */
  readonly saveNow: (changes?: PendingChanges) => Promise<void>;
  readonly state: 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';
  /** Field messages of the last failed save, by the server's issue path. */
  readonly issues: readonly { readonly path: string; readonly message: string }[];
}

/** A saver for the wall `userName`, whose current profile is `profile`. */
export function useProfileSaver(
  userName: string,
  profile: EditorProfile,
  onSaved: (profile: EditorProfile) => void,
  notify: Notify,
): ProfileSaver {
  const translator = useTranslator();
  const pending = useRef<PendingChanges>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(profile);
  const [state, setState] = useState<ProfileSaver['state']>('idle');
  const [issues, setIssues] = useState<ProfileSaver['issues']>([]);
  useEffect(() => {
    latest.current = profile;
  }, [profile]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const body = saveBody(pending.current, latest.current.display_profile);
    pending.current = {};
    if (Object.keys(body).length === 0) return;
    setState('saving');
    try {
      const saved = await apiRequest<EditorProfile>(
        `/api/profile/${encodeURIComponent(userName)}`,
        { method: 'PUT', body },
      );
      latest.current = saved;
      setIssues([]);
      setState('saved');
      onSaved(saved);
    } catch (error) {
      setState('failed');
      const failure = error instanceof ApiError ? error : undefined;
      setIssues(failure?.issues ?? []);
      notify('error', failure?.message ?? translator.t('requestProblem'));
    }
  }, [userName, onSaved, notify, translator]);

  const queue = useCallback(
    (changes: PendingChanges) => {
      pending.current = mergeChanges(pending.current, changes);
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), saveDelayMs);
    },
    [flush],
  );

  const saveNow = useCallback(
    async (changes: PendingChanges = {}) => {
      pending.current = mergeChanges(pending.current, changes);
      await flush();
    },
    [flush],
  );

  return { queue, saveNow, state, issues };
}
