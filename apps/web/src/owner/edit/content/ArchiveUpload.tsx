/**
 * The file field of an archive connector's connect dialog (Google+, Vine), and the progress
 * bar of the import that follows: `role="progressbar"` with the posts done of the total,
 * polled every second until the import ends.
 */
import type { ArchiveDescription } from '@chorus/core';
import { useEffect, useId, useState } from 'react';
import { useTexts, type TextFormatter } from '../../i18n/texts.ts';
import { texts, type EditTextKey } from '../texts.ts';
import { loadArchiveImport, uploadArchive, type ArchiveImport } from './archive-api.ts';
import './archive-upload.css';

/** Props of {@link ArchiveFileField}. */
export interface ArchiveFileFieldProps {
  readonly archive: ArchiveDescription;
  readonly error: string;
  readonly onChange: (file: File | null) => void;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The archive file picker, with what to upload and the size cap under it. */
export function ArchiveFileField({ archive, error, onChange }: ArchiveFileFieldProps) {
  const id = useId();
  const t = useTexts(texts);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="schema-field archive-field">
      <label htmlFor={id}>{t('archiveFile')}</label>
      <input
        id={id}
        type="file"
        name="archive"
        accept={[...archive.extensions, ...archive.contentTypes].join(',')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="schema-field__hint">
        {archive.hint} {t('archiveAtMost', { size: megabytes(archive.maxBytes) })}
      </p>
      {error && (
        <p id={errorId} className="schema-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link ArchiveProgress}. */
export interface ArchiveProgressProps {
  readonly network: string;
  readonly sourceId: number;
  readonly initial: ArchiveImport;
  /** Called once when the import ends, done or failed. */
  readonly onEnd?: (ended: ArchiveImport) => void;
}

/** What the import says in words. */
function summary(state: ArchiveImport, t: TextFormatter<EditTextKey>): string {
  if (state.state === 'failed') return state.message ?? t('archiveFailed');
  if (state.state !== 'done') {
    return t('archiveReading', { file: state.fileName, done: state.done, total: state.total });
  }
  const parts = [t('archiveImported', { count: state.imported })];
  if (state.unchanged > 0) parts.push(t('archiveUnchanged', { count: state.unchanged }));
  if (state.skipped > 0) parts.push(t('archiveSkipped', { count: state.skipped }));
  return t('archiveFinished', { parts: parts.join(', ') });
}

/** The import's progress bar, polled until it ends. */
export function ArchiveProgress({ network, sourceId, initial, onEnd }: ArchiveProgressProps) {
  const labelId = useId();
  const t = useTexts(texts);
  const [state, setState] = useState(initial);
  const ended = state.state === 'done' || state.state === 'failed';
  useEffect(() => {
    if (ended) {
      onEnd?.(state);
      return;
    }
    const timer = setTimeout(() => {
      loadArchiveImport(network, sourceId).then(
        (next) => next && setState(next),
        () => setState({ ...state }),
      );
    }, 1000);
    return () => clearTimeout(timer);
    // onEnd is called once, when the state first ends.
  }, [state, ended, network, sourceId]);
  const total = Math.max(state.total, state.done, 1);
  return (
    <div className="archive-progress">
      <p id={labelId}>{t('archiveImporting')}</p>
      <div
        className="archive-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={state.done}
        aria-valuetext={t('archiveProgress', { done: state.done, total: state.total })}
      >
        <span
          className="archive-progress__fill"
          style={{ inlineSize: `${Math.round((state.done / total) * 100)}%` }}
        />
      </div>
      <p className={state.state === 'failed' ? 'form-failure' : undefined} role="status">
        {summary(state, t)}
      </p>
      {state.problems.length > 0 && ended && (
        <details>
          <summary>{t('archiveSkippedPosts')}</summary>
          <ul>
            {state.problems.map((problem) => (
              <li key={`${problem.where}:${problem.reason}`}>
                {problem.where}: {problem.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Props of {@link ArchiveSourceStatus}. */
export interface ArchiveSourceStatusProps {
  readonly network: string;
  readonly sourceId: number;
  readonly archive: ArchiveDescription;
}

/**
 * The archive line of a Google+ or Vine source's card: the latest import's progress bar while
 * it runs, its outcome once it ended, and a field to upload the archive again (importing the
 * same archive again adds nothing; a newer one adds what is new).
 */
export function ArchiveSourceStatus({ network, sourceId, archive }: ArchiveSourceStatusProps) {
  const t = useTexts(texts);
  const [latest, setLatest] = useState<ArchiveImport | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    let current = true;
    loadArchiveImport(network, sourceId).then(
      (found) => current && setLatest(found),
      () => current && setLatest(null),
    );
    return () => {
      current = false;
    };
  }, [network, sourceId]);
  if (latest === undefined) return null;
  const running = latest !== null && (latest.state === 'queued' || latest.state === 'running');

  async function send() {
    if (!file) {
      setError(t('archiveChoose'));
      return;
    }
    setSending(true);
    setError('');
    try {
      setLatest(await uploadArchive(network, sourceId, file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('archiveUploadError'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="archive-source">
      {latest && running && (
        <ArchiveProgress
          key={latest.id}
          network={network}
          sourceId={sourceId}
          initial={latest}
          onEnd={setLatest}
        />
      )}
      {latest && !running && (
        <p className={latest.state === 'failed' ? 'form-failure' : 'source-credentials'}>
          {latest.fileName}: {summary(latest, t)}
        </p>
      )}
      {!running && (
        <details className="archive-source__again">
          <summary>{t('archiveUploadAgain')}</summary>
          <ArchiveFileField
            archive={archive}
            error={error}
            onChange={(next) => {
              setFile(next);
              setError('');
            }}
          />
          <button type="button" disabled={sending} onClick={() => void send()}>
            {t('archiveUpload')}
          </button>
        </details>
      )}
    </div>
  );
}
