/**
 * Post shuffle, in the moderate section: keep a slow wall alive by showing older approved posts
 * again, as if new, when nothing new arrives for a chosen number of minutes. Loaded when the
 * panel opens.
 */
import { formatMessage, maxShuffleIdleMinutes, minShuffleIdleMinutes } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Notify } from '../ui/alerts.tsx';
import { TextField } from '../ui/TextField.tsx';
import { loadShuffleSetting, saveShuffleSetting, type ShuffleSetting } from './shuffle-api.ts';
import type { WallScope } from './trash-api.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link PostShufflePanel}. */
export interface PostShufflePanelProps {
  readonly scope: WallScope;
  readonly notify: Notify;
}

/** Why a typed quiet time cannot be saved, or undefined; `say` words it (English unless told). */
export function idleMinutesError(
  text: string,
  say: (key: 'shuffleIdleMinutesRange', values: { min: number; max: number }) => string = (
    key,
    values,
  ) => formatMessage(key, values),
): string | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value >= minShuffleIdleMinutes && value <= maxShuffleIdleMinutes
    ? undefined
    : say('shuffleIdleMinutesRange', { min: minShuffleIdleMinutes, max: maxShuffleIdleMinutes });
}

export function PostShufflePanel({ scope, notify }: PostShufflePanelProps) {
  const switchId = useId();
  const [setting, setSetting] = useState<ShuffleSetting | null>(null);
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const t = useTexts(texts);
  const { t: tr } = useTranslator();

  const load = useCallback(async () => {
    try {
      const loaded = await loadShuffleSetting(scope);
      setSetting(loaded);
      setMinutes(String(loaded.idle_minutes));
    } catch (failure) {
      notify('error', (failure as Error).message);
    }
  }, [scope, notify]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!setting) return;
    const problem = idleMinutesError(minutes, tr);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const next = { enabled: setting.enabled, idle_minutes: Number(minutes) };
      notify('success', await saveShuffleSetting(scope, next));
      setSetting(next);
    } catch (failure) {
      notify('error', (failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <details
      className="moderation-shuffle"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void load();
      }}
    >
      <summary>{t('shuffle')}</summary>
      {setting === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form className="owner-form" noValidate onSubmit={(event) => void save(event)}>
          <p>{t('shuffleIntro')}</p>
          <div className="owner-field">
            <input
              id={switchId}
              type="checkbox"
              checked={setting.enabled}
              onChange={(event) => setSetting({ ...setting, enabled: event.target.checked })}
            />{' '}
            <label htmlFor={switchId}>{t('shuffleSwitch')}</label>
          </div>
          <TextField
            label={t('shuffleMinutes')}
            type="number"
            inputMode="numeric"
            min={minShuffleIdleMinutes}
            max={maxShuffleIdleMinutes}
            value={minutes}
            error={error}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <button type="submit" className="owner-button" disabled={busy}>
            {t('shuffleSave')}
          </button>
        </form>
      )}
    </details>
  );
}
