/**
 * Batches of the shared queue on the Private Posts tab: take a batch (the wall's size), see
 * how many of its posts are left and release it, see which other moderators hold batches, and
 * (for those who edit the wall) choose the batch size and idle time. Every control is a
 * button or a field, so all of it works by keyboard.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BatchSettings, BatchState } from './batch-api.ts';

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function BatchBar(props: BatchBarProps) {
  const { state, busy, onTake, onRelease, onSaveSettings, focusTake = 0 } = props;
  const held = state.mine.length;
  const { size, idleMinutes } = state.settings;
  const takeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTake > 0 && held === 0 && !busy) takeRef.current?.focus();
  }, [focusTake, held, busy]);
  return (
    <div className="moderation-batch" role="group" aria-label="Batches">
      <div className="moderation-batch-row">
        {held > 0 ? (
          <>
            <p className="moderation-batch-status">
              Your batch: {plural(held, 'post', 'posts')} left. It returns to the queue after{' '}
              {plural(idleMinutes, 'minute', 'minutes')} without a decision.
            </p>
            <button type="button" disabled={busy} onClick={onRelease} aria-keyshortcuts="G">
              Release my batch
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
            Take a batch of {size}
          </button>
        )}
      </div>
      <ul className="moderation-batch-others" aria-label="Other moderators' batches">
        {state.others.map((other) => (
          <li key={other.moderator}>
            {other.moderator} holds {plural(other.postIds.length, 'post', 'posts')} (hidden from
            your queue)
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
      <summary>Batch settings</summary>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-size`}>Posts in a batch</label>
        <input
          id={`${id}-size`}
          type="number"
          min={1}
          max={100}
          required
          value={size}
          onChange={(event) => setSize(event.target.value)}
        />
        <label htmlFor={`${id}-idle`}>Minutes before an idle batch returns</label>
        <input
          id={`${id}-idle`}
          type="number"
          min={1}
          max={240}
          required
          value={idle}
          onChange={(event) => setIdle(event.target.value)}
        />
        <button type="submit">Save batch settings</button>
      </form>
    </details>
  );
}
