/**
 * The analytics page's figures (a report the page loaded): totals, live viewers, the daily
 * chart with its table, the CSV download, posts per network, top contributors, milestones.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { csvFileName, dailyCsv, figureKinds, type AnalyticsReport } from './analytics-api.ts';
import { texts } from './texts.ts';

// uPlot draws on a canvas in the browser only; the server-drawn first HTML and tests get the table.
const DailyChart = lazy(() => import('./DailyChart.tsx').then((m) => ({ default: m.DailyChart })));

/** Props of {@link AnalyticsView}. */
export interface AnalyticsViewProps {
  readonly userName: string;
  readonly report: AnalyticsReport;
  /** Whether to draw the chart (false in tests and before hydration). */
  readonly chart?: boolean;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AnalyticsView({ userName, report, chart = true }: AnalyticsViewProps) {
  const t = useTexts(texts);
  const names = useMemo(
    () =>
      Object.fromEntries(figureKinds.map((kind) => [kind, t(kind)])) as Record<
        (typeof figureKinds)[number],
        string
      >,
    [t],
  );
  return (
    <div className="analytics-figures">
      <section aria-labelledby="analytics-totals">
        <h3 id="analytics-totals">{t('totalsHeading')}</h3>
        <dl className="analytics-totals">
          {figureKinds.map((kind) => (
            <div key={kind} className="analytics-total" data-kind={kind}>
              <dt>{names[kind]}</dt>
              <dd>{report.totals[kind]}</dd>
            </div>
          ))}
        </dl>
        <p className="analytics-viewers" data-viewers={report.viewers}>
          {t('viewersNow', { count: report.viewers })}
        </p>
      </section>

      <section aria-labelledby="analytics-daily">
        <h3 id="analytics-daily">{t('chartHeading')}</h3>
        {chart && (
          <Suspense fallback={null}>
            <DailyChart days={report.days} names={names} label={t('chartLabel')} />
          </Suspense>
        )}
        <details className="analytics-table-toggle">
          <summary>{t('tableToggle')}</summary>
          <div className="analytics-scroll">
            <table className="owner-table analytics-daily-table">
              <caption>{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('day')}</th>
                  {figureKinds.map((kind) => (
                    <th key={kind} scope="col">
                      {names[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {figureKinds.map((kind) => (
                      <td key={kind}>{day[kind]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <button
          type="button"
          className="owner-button"
          onClick={() => download(csvFileName(userName, report), dailyCsv(report))}
        >
          {t('download')}
        </button>
      </section>

      <div className="analytics-columns">
        <section aria-labelledby="analytics-networks">
          <h3 id="analytics-networks">{t('networksHeading')}</h3>
          {report.networks.length === 0 ? (
            <p>{t('noPosts')}</p>
          ) : (
            <table className="owner-table">
              <thead>
                <tr>
                  <th scope="col">{t('network')}</th>
                  <th scope="col">{t('posts')}</th>
                </tr>
              </thead>
              <tbody>
                {report.networks.map((row) => (
                  <tr key={row.network}>
                    <th scope="row">{row.network}</th>
                    <td>{row.posts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="analytics-contributors">
          <h3 id="analytics-contributors">{t('contributorsHeading')}</h3>
          {report.contributors.length === 0 ? (
            <p>{t('noPosts')}</p>
          ) : (
            <table className="owner-table">
              <thead>
                <tr>
                  <th scope="col">{t('contributor')}</th>
                  <th scope="col">{t('network')}</th>
                  <th scope="col">{t('posts')}</th>
                </tr>
              </thead>
              <tbody>
                {report.contributors.map((row) => (
                  <tr key={`${row.network}:${row.name}`}>
                    <th scope="row">{row.name}</th>
                    <td>{row.network}</td>
                    <td>{row.posts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      {report.milestones.length > 0 && (
        <section aria-labelledby="analytics-milestones">
          <h3 id="analytics-milestones">{t('milestonesHeading')}</h3>
          <ul>
            {report.milestones.map((milestone) => (
              <li key={milestone.walls}>
                {t('milestone', {
                  walls: milestone.walls,
                  date: milestone.reached_at.slice(0, 10),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
