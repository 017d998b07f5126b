/**
 * The file field of an archive connector's connect dialog (Google+, Vine), and the progress
 * bar of the import that follows: `role="progressbar"` with the posts done of the total,
 * polled every second until the import ends.
 */
import type { ArchiveDescription } from '@chorus/core';
import { useEffect, useId, useState } from 'react';
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="schema-field archive-field">
      <label htmlFor={id}>Archive file</label>
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
        {archive.hint} At most {megabytes(archive.maxBytes)}.
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
function summary(state: ArchiveImport): string {
  if (state.state === 'failed') return state.message ?? 'The import failed.';
  const counts = `${state.done} of ${state.total} posts read`;
  if (state.state !== 'done') return `Importing ${state.fileName}: ${counts}.`;
  const parts = [`${state.imported} imported`];
  if (state.unchanged > 0) parts.push(`${state.unchanged} already there`);
  if (state.skipped > 0) parts.push(`${state.skipped} skipped`);
  return `Import finished: ${parts.join(', ')}.`;
}

/** The import's progress bar, polled until it ends. */
export function ArchiveProgress({ network, sourceId, initial, onEnd }: ArchiveProgressProps) {
  const labelId = useId();
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
      <p id={labelId}>Importing the archive</p>
      <div
        className="archive-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={state.done}
        aria-valuetext={`${state.done} of ${state.total} posts`}
      >
        <span
          className="archive-progress__fill"
          style={{ inlineSize: `${Math.round((state.done / total) * 100)}%` }}
        />
      </div>
      <p className={state.state === 'failed' ? 'form-failure' : undefined} role="status">
        {summary(state)}
      </p>
      {state.problems.length > 0 && ended && (
        <details>
          <summary>Skipped posts</summary>
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
      setError('Choose the archive file to upload.');
      return;
    }
    setSending(true);
    setError('');
    try {
      setLatest(await uploadArchive(network, sourceId, file));
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : 'There was an error uploading the file.',
      );
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
          {latest.fileName}: {summary(latest)}
        </p>
      )}
      {!running && (
        <details className="archive-source__again">
          <summary>Upload the archive again</summary>
          <ArchiveFileField
            archive={archive}
            error={error}
            onChange={(next) => {
              setFile(next);
              setError('');
            }}
          />
          <button type="button" disabled={sending} onClick={() => void send()}>
            Upload
          </button>
        </details>
      )}
    </div>
  );
}
