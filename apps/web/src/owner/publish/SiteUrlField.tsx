/**
 * The site the wall is published on, kept on the wall (its `embed_url` setting, saved with
 * `PUT /api/profile/{user}`), so every browser of the owner sees it. It gets `http://` when
 * typed without a scheme (core's rule; the server applies it too).
 */
import { siteUrlWithScheme } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../api-client.ts';
import type { EditorProfile } from '../edit/editor-data.ts';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from '../ui/alerts.tsx';
import { TextField } from '../ui/TextField.tsx';
import { texts } from './texts.ts';

const profilePath = (userName: string) => `/api/profile/${encodeURIComponent(userName)}`;

/** The stored site address of a profile, or ''. */
export function storedSiteUrl(profile: Pick<EditorProfile, 'settings'>): string {
  const value = profile.settings.embed_url;
  return typeof value === 'string' ? value : '';
}

export function SiteUrlField({
  userName,
  notify,
}: {
  readonly userName: string;
  readonly notify: Notify;
}) {
  const t = useTexts(texts);
  const translator = useTranslator();
  // The effect below reads the newest translator without loading the profile again.
  const say = useRef(translator);
  say.current = translator;
  const [url, setUrl] = useState('');
  const [loaded, setLoaded] = useState(false);
  // The address last saved (or loaded): leaving the field unchanged saves nothing.
  const saved = useRef('');
  const tell = useRef(notify);
  tell.current = notify;
  useEffect(() => {
    let current = true;
    setLoaded(false);
    apiRequest<EditorProfile>(profilePath(userName)).then(
      (profile) => {
        if (!current) return;
        saved.current = storedSiteUrl(profile);
        setUrl(saved.current);
        setLoaded(true);
      },
      (error: unknown) => {
        if (!current) return;
        tell.current(
          'error',
          error instanceof ApiError ? error.message : say.current.t('requestProblem'),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [userName]);

  const commit = async () => {
    const withScheme = siteUrlWithScheme(url);
    setUrl(withScheme);
    if (!loaded || withScheme === saved.current) return;
    try {
      const profile = await apiRequest<EditorProfile>(profilePath(userName), {
        method: 'PUT',
        body: { settings: { embed_url: withScheme === '' ? null : withScheme } },
      });
      saved.current = storedSiteUrl(profile);
      setUrl(saved.current);
      notify('success', translator.t('editSettingsSaved'));
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : translator.t('requestProblem'));
    }
  };
  const link = /^https?:\/\//i.test(url) ? url : null;
  return (
    <div className="publish-site">
      <TextField
        label={t('siteAddress')}
        value={url}
        inputMode="url"
        placeholder={t('siteAddressPlaceholder')}
        hint={t('siteAddressHint')}
        disabled={!loaded}
        onChange={(event) => setUrl(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
        }}
      />
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {t('openSite')}
        </a>
      )}
    </div>
  );
}
