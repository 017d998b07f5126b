/**
 * The CSV dialog of the row menu (the spec's CSV modal): loading (the wall's last export),
 * ready (Generate), pending (PENDING or PROCESSING, with the posts written so far, polled) and
 * done (a Download link to the private file, until it expires). Failures show the spec's
 * 'Something was wrong with your request.' in a live region.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { BusyButton } from '../ui/BusyButton.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { WallMenuDialogProps } from './wall-menu.ts';
import { texts } from './texts.ts';
import { useDashboardWords } from './words.ts';

/** A wall's export as `GET /api/post/csv_status` and `POST /api/post/generate_csv` give it. */
export interface CsvExportState {
  /** null: none (or expired); PENDING, PROCESSING; otherwise the file's address. */
  readonly csv_url: string | null;
  /** Posts written so far, and the posts to write. */
  readonly processed: number;
  readonly total: number;
  /** When the finished file is deleted (ISO 8601). */
  readonly expires_at: string | null;
  /** The last export failed (a new one may be asked). */
  readonly failed?: boolean;
}

export function fetchCsvState(userName: string, signal?: AbortSignal): Promise<CsvExportState> {
  return apiRequest<CsvExportState>('/api/post/csv_status', {
    query: { user_id: userName },
    ...(signal ? { signal } : {}),
  });
}

export function generateCsv(userName: string): Promise<CsvExportState> {
  return apiRequest<CsvExportState>('/api/post/generate_csv', {
    method: 'POST',
    body: { user_id: userName },
  });
}

/** The dialog's state, from the server's answer. */
export type CsvPhase = 'loading' | 'ready' | 'pending' | 'done';

export function csvPhase(state: CsvExportState | undefined): CsvPhase {
  if (state === undefined) return 'loading';
  if (state.csv_url === null) return 'ready';
  if (state.csv_url === 'PENDING' || state.csv_url === 'PROCESSING') return 'pending';
  return 'done';
}

/** How often the pending dialog asks again. */
export const csvPollMs = 1000;

/** Props of {@link CsvExportView}: the dialog drawn from a state, without its calls. */
export interface CsvExportViewProps {
  readonly name: string;
  readonly state: CsvExportState | undefined;
  readonly error: string | undefined;
  readonly starting: boolean;
  readonly onGenerate: () => void;
  readonly onClose: () => void;
}

export function CsvExportView({
  name,
  state,
  error,
  starting,
  onGenerate,
  onClose,
}: CsvExportViewProps) {
  const t = useTexts(texts);
  const phase = csvPhase(state);
  const generate = (label: string) => (
    <BusyButton
      className="owner-button owner-button--primary"
      label={label}
      busy={starting}
      busyLabel={t('csvStarting')}
      onClick={onGenerate}
    />
  );
  return (
    <Modal
      title={t('csvTitle', { name })}
      onClose={onClose}
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          {t('done')}
        </button>
      }
    >
      <div className="csv-export" data-csv-phase={phase}>
        <p className="owner-form-failure" role="alert">
          {error}
        </p>
        {phase === 'loading' && (
          <p role="status" aria-busy="true">
            {t('csvLoading')}
          </p>
        )}
        {phase === 'ready' && (
          <>
            <p>{t('csvReady')}</p>
            {generate(t('csvGenerate'))}
          </>
        )}
        {phase === 'pending' && state && (
          <div>
            <p role="status">{t(state.csv_url === 'PENDING' ? 'csvQueued' : 'csvPending')}</p>
            <label className="csv-export__progress">
              {t('csvProgress', { processed: state.processed, total: state.total })}
              <progress max={Math.max(state.total, 1)} value={state.processed} />
            </label>
          </div>
        )}
        {phase === 'done' && state?.csv_url && (
          <>
            <p role="status">{t('csvDone', { count: state.total })}</p>
            <p>
              <a className="owner-button owner-button--primary" href={state.csv_url} download>
                {t('csvDownload')}
              </a>
            </p>
            {state.expires_at && (
              <p className="csv-export__expiry">
                {t('csvExpires', { time: new Date(state.expires_at).toLocaleString() })}
              </p>
            )}
            {generate(t('csvAgain'))}
          </>
        )}
      </div>
    </Modal>
  );
}

/** The dialog with its calls: it reads the wall's export, starts one, and polls while pending. */
export function CsvExportModal({ row, onClose }: WallMenuDialogProps) {
  const { core } = useDashboardWords();
  const [state, setState] = useState<CsvExportState>();
  const [error, setError] = useState<string>();
  const [starting, setStarting] = useState(false);
  const wrong = core.t('requestWrong');
  const alive = useRef(true);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await fetchCsvState(row.userName, signal);
        if (alive.current) {
          setState(answer);
          setError(answer.failed ? wrong : undefined);
        }
      } catch {
        if (alive.current && !signal?.aborted) {
          // Nothing known: the owner may still ask for a new file.
          setState((known) => known ?? { csv_url: null, processed: 0, total: 0, expires_at: null });
          setError(wrong);
        }
      }
    },
    [row.userName, wrong],
  );

  useEffect(() => {
    alive.current = true;
    const controller = new AbortController();
    void load(controller.signal);
    return () => {
      alive.current = false;
      controller.abort();
    };
  }, [load]);

  const pending = csvPhase(state) === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => void load(), csvPollMs);
    return () => clearTimeout(timer);
  }, [pending, state, load]);

  async function onGenerate() {
    setStarting(true);
    setError(undefined);
    try {
      const answer = await generateCsv(row.userName);
      if (alive.current) setState(answer);
    } catch {
      if (alive.current) setError(wrong);
    } finally {
      if (alive.current) setStarting(false);
    }
  }

  return (
    <CsvExportView
      name={row.name}
      state={state}
      error={error}
      starting={starting}
      onGenerate={() => void onGenerate()}
      onClose={onClose}
    />
  );
}
