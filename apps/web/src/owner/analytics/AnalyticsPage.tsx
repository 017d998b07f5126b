/**
 * `/analytics/{user}`: a wall's analytics (issue 23, part 2). The range is one of the last 7,
 * 30 or 90 days, or two days the owner picks; the figures come from
 * `GET /api/analytics/{user_name}` and are drawn by {@link AnalyticsView}.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import {
  isValidRange,
  lastDays,
  presetDays,
  readAnalytics,
  type AnalyticsReport,
  type DayRange,
} from './analytics-api.ts';
import { AnalyticsView } from './AnalyticsView.tsx';
import { texts } from './texts.ts';
import '../ui/owner.css';
import './analytics.css';

type Choice = (typeof presetDays)[number] | 'custom';

type Load =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly report: AnalyticsReport }
  | { readonly kind: 'failed'; readonly message: string | null };

/** Props of {@link AnalyticsPage}. */
export interface AnalyticsPageProps {
  readonly userName: string;
  /** The wall's display name, when known. */
  readonly name?: string;
}

export function AnalyticsPage({ userName, name }: AnalyticsPageProps) {
  const t = useTexts(texts);
  const [choice, setChoice] = useState<Choice>(30);
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [custom, setCustom] = useState<DayRange>(range);
  const [customError, setCustomError] = useState<string | undefined>();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const groupId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    readAnalytics(userName, range, { signal: controller.signal }).then(
      (report) => setLoad({ kind: 'ready', report }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          kind: 'failed',
          message: error instanceof ApiError && error.status !== 500 ? error.message : null,
        });
      },
    );
    return () => controller.abort();
  }, [userName, range, attempt]);

  const choose = (days: (typeof presetDays)[number]) => {
    setChoice(days);
    setCustomError(undefined);
    setRange(lastDays(days));
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(custom)) {
      setCustomError(t('rangeInvalid'));
      return;
    }
    setCustomError(undefined);
    setRange(custom);
  };
  const presetLabel = { 7: t('last7'), 30: t('last30'), 90: t('last90') } as const;
  const report = load.kind === 'ready' ? load.report : null;

  return (
    <div className="analytics-page">
      <p>
        <Link to="/admin">{t('back')}</Link>
      </p>
      <h2>{t('heading', { name: name ?? userName })}</h2>
      <p className="analytics-privacy">{t('privacy')}</p>
      {report && !report.active && (
        <p className="analytics-inactive">
          {t('notActive')}{' '}
          <Link to={`/${encodeURIComponent(userName)}/edit`}>{t('openEditor')}</Link>
        </p>
      )}

      <section aria-labelledby={`${groupId}-range`} className="analytics-range">
        <h3 id={`${groupId}-range`}>{t('rangeHeading')}</h3>
        <div role="group" aria-labelledby={`${groupId}-range`} className="analytics-presets">
          {presetDays.map((days) => (
            <button
              key={days}
              type="button"
              className="owner-button"
              aria-pressed={choice === days}
              onClick={() => choose(days)}
            >
              {presetLabel[days]}
            </button>
          ))}
          <button
            type="button"
            className="owner-button"
            aria-pressed={choice === 'custom'}
            onClick={() => setChoice('custom')}
          >
            {t('custom')}
          </button>
        </div>
        {choice === 'custom' && (
          <form className="analytics-custom" onSubmit={applyCustom} noValidate>
            <TextField
              type="date"
              label={t('from')}
              value={custom.from}
              max={custom.to}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('to')}
              value={custom.to}
              min={custom.from}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              error={customError}
            />
            <button type="submit" className="owner-button owner-button--primary">
              {t('show')}
            </button>
          </form>
        )}
      </section>

      <p className="analytics-status" role="status" aria-live="polite">
        {load.kind === 'loading'
          ? t('loading')
          : load.kind === 'ready'
            ? t('rangeShown', { from: load.report.from, to: load.report.to })
            : ''}
      </p>
      <div role="alert" className="analytics-alert">
        {load.kind === 'failed' && (
          <p className="owner-form-failure">
            {load.message ?? t('loadFailed')}{' '}
            <button type="button" className="owner-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </p>
        )}
      </div>
      {report && <AnalyticsView userName={userName} report={report} />}
    </div>
  );
}
