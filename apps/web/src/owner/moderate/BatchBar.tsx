/**
 * Batches of the shared queue on the Private Posts tab: take a batch (the wall's size), see
 * how many of its posts are left and release it, see which other moderators hold batches, and
 * (for those who edit the wall) choose the batch size and idle time. Every control is a
 * button or a field, so all of it works by keyboard.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BatchSettings, BatchState } from './batch-api.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link BatchBar}. */
export interface BatchBarProps {
  readonly state: BatchState;
  readonly busy: boolean;
  readonly onTake: () => void;
  readonly onRelease: () => void;
  /** Absent when the screen cannot choose settings (a white-label moderator). */
  readonly onSaveSettings?: (settings: BatchSettings) => void;
  /** Changed after a release: the take button gets the focus once it can be pressed. */
  readonly focusTake?: number;
}

export function BatchBar(props: BatchBarProps) {
  const { state, busy, onTake, onRelease, onSaveSettings, focusTake = 0 } = props;
  const held = state.mine.length;
  const { size, idleMinutes } = state.settings;
  const takeRef = useRef<HTMLButtonElement>(null);
  const t = useTexts(texts);
  useEffect(() => {
    if (focusTake > 0 && held === 0 && !busy) takeRef.current?.focus();
  }, [focusTake, held, busy]);
  return (
    <div className="moderation-batch" role="group" aria-label={t('batchesLabel')}>
      <div className="moderation-batch-row">
        {held > 0 ? (
          <>
            <p className="moderation-batch-status">
              {t('batchStatus', { held, minutes: idleMinutes })}
            </p>
            <button type="button" disabled={busy} onClick={onRelease} aria-keyshortcuts="G">
              {t('releaseBatch')}
            </button>
          </>
        ) : (
          <button
            ref={takeRef}
            type="button"
            disabled={busy}
            onClick={onTake}
            aria-keyshortcuts="T"
          >
            {t('takeBatch', { size })}
          </button>
        )}
      </div>
      <ul className="moderation-batch-others" aria-label={t('othersLabel')}>
        {state.others.map((other) => (
          <li key={other.moderator}>
            {t('otherHolds', { moderator: other.moderator, count: other.postIds.length })}
          </li>
        ))}
      </ul>
      {onSaveSettings && <BatchSettingsForm settings={state.settings} onSave={onSaveSettings} />}
    </div>
  );
}

function BatchSettingsForm(props: {
  settings: BatchSettings;
  onSave: (settings: BatchSettings) => void;
}) {
  const id = useId();
  const t = useTexts(texts);
  const [size, setSize] = useState(String(props.settings.size));
  const [idle, setIdle] = useState(String(props.settings.idleMinutes));
  useEffect(() => {
    setSize(String(props.settings.size));
    setIdle(String(props.settings.idleMinutes));
  }, [props.settings.size, props.settings.idleMinutes]);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSave({ size: Number(size), idleMinutes: Number(idle) });
  }
  return (
    <details className="moderation-batch-settings">
      <summary>{t('batchSettings')}</summary>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-size`}>{t('batchSize')}</label>
        <input
          id={`${id}-size`}
          type="number"
          min={1}
          max={100}
          required
          value={size}
          onChange={(event) => setSize(event.target.value)}
        />
        <label htmlFor={`${id}-idle`}>{t('batchIdle')}</label>
        <input
          id={`${id}-idle`}
          type="number"
          min={1}
          max={240}
          required
          value={idle}
          onChange={(event) => setIdle(event.target.value)}
        />
        <button type="submit">{t('saveBatchSettings')}</button>
      </form>
    </details>
  );
}
