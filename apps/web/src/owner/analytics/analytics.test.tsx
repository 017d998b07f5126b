import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../ui/render-static.tsx';
import {
  csvFileName,
  dailyCsv,
  isValidRange,
  lastDays,
  type AnalyticsReport,
} from './analytics-api.ts';
import { AnalyticsPage } from './AnalyticsPage.tsx';
import { AnalyticsView } from './AnalyticsView.tsx';

const report: AnalyticsReport = {
  active: true,
  from: '2026-11-04',
  to: '2026-11-05',
  totals: { view: 12, visitor: 5, open: 4, cta: 2, share: 1 },
  days: [
    { day: '2026-11-04', view: 2, visitor: 1, open: 0, cta: 0, share: 0 },
    { day: '2026-11-05', view: 10, visitor: 4, open: 4, cta: 2, share: 1 },
  ],
  networks: [{ network: 'mastodon', posts: 7 }],
  contributors: [{ name: 'Ada <b>', network: 'mastodon', posts: 3 }],
  viewers: 2,
  milestones: [{ walls: 2, reached_at: '2026-10-01T08:00:00.000Z' }],
};

describe('analytics figures', () => {
  it('lists the ranges and writes the daily CSV', () => {
    expect(lastDays(7, new Date('2026-11-29T23:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(isValidRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isValidRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2025-01-01', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-11-01' })).toBe(false);
    expect(dailyCsv(report)).toBe(
      'day,views,unique_visitors,post_opens,cta_clicks,share_clicks\r\n' +
        '2026-11-04,2,1,0,0,0\r\n2026-11-05,10,4,4,2,1\r\n',
    );
    expect(csvFileName('summit', report)).toBe('summit-analytics-2026-11-04-2026-11-05.csv');
  });

  it('shows totals, the table beside the chart, networks, contributors and milestones', async () => {
    const html = await renderStatic(
      <AnalyticsView userName="summit" report={report} chart={false} />,
    );
    expect(html).toContain('Wall views</dt><dd>12</dd>');
    expect(html).toContain('Unique visitors</dt><dd>5</dd>');
    expect(html).toContain('2 viewers watching now');
    expect(html).toContain('<caption>Figures per day</caption>');
    expect(html).toContain(
      '<th scope="row">2026-11-05</th><td>10</td><td>4</td><td>4</td><td>2</td><td>1</td>',
    );
    expect(html).toContain('<th scope="row">mastodon</th><td>7</td>');
    expect(html).toContain('<th scope="row">Ada &lt;b&gt;</th>');
    expect(html).toContain('Your account reached 2 walls on 2026-10-01.');
    expect(html).toContain('Download the daily figures (CSV)');
  });

  it('says so when nothing was published', async () => {
    const html = await renderStatic(
      <AnalyticsView
        userName="summit"
        report={{ ...report, networks: [], contributors: [], milestones: [] }}
        chart={false}
      />,
    );
    expect(html.match(/No posts were published in this range\./g)).toHaveLength(2);
    expect(html).not.toContain('Milestones');
  });

  it('speaks French', async () => {
    const french = await loadLanguage('fr');
    const html = await renderStatic(
      <LanguageProvider translator={french}>
        <AnalyticsView userName="summit" report={report} chart={false} />
      </LanguageProvider>,
    );
    expect(html).toContain('Vues du mur</dt><dd>12</dd>');
    expect(html).toContain('2 spectateurs en ce moment');
    expect(html).toContain('Publications par réseau');
    expect(html).toContain('Votre compte a atteint 2 murs le 2026-10-01.');
    expect(html).toContain('Télécharger les chiffres quotidiens (CSV)');
  });

  it('first shows the ranges and a polite loading status', async () => {
    const html = await renderStatic(<AnalyticsPage userName="summit" />);
    expect(html).toContain('Analytics of “summit”');
    expect(html).toContain('aria-pressed="true">Last 30 days</button>');
    expect(html).toContain('role="status" aria-live="polite">Loading the figures…</p>');
    expect(html).toContain('role="alert"');
  });
});
