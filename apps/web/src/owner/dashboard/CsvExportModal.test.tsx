import { messages } from '@chorus/core';
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../ui/Modal.tsx';
import { renderStatic } from '../ui/render-static.tsx';
import { csvPhase, CsvExportView, type CsvExportState } from './CsvExportModal.tsx';

// The library's modal draws in the browser only (e2e/csv-export.test.ts opens it): here a
// stand-in shows what it is given.
vi.mock('../ui/Modal.tsx', () => ({
  Modal: ({ title, children, footer }: ModalProps) => (
    <section role="dialog" aria-label={title}>
      {children}
      {footer}
    </section>
  ),
}));

const noop = () => undefined;
const none: CsvExportState = { csv_url: null, processed: 0, total: 0, expires_at: null };
const pending: CsvExportState = {
  csv_url: 'PROCESSING',
  processed: 500,
  total: 2000,
  expires_at: null,
};
const done: CsvExportState = {
  csv_url: '/api/post/csv/abc.csv',
  processed: 2000,
  total: 2000,
  expires_at: '2026-11-30T12:00:00.000Z',
};

function view(state: CsvExportState | undefined, error?: string, starting = false): ReactElement {
  return (
    <CsvExportView
      name="Summit"
      state={state}
      error={error}
      starting={starting}
      onGenerate={noop}
      onClose={noop}
    />
  );
}

describe('the CSV dialog', () => {
  it('reads the phase from csv_url as the spec says', () => {
    expect(csvPhase(undefined)).toBe('loading');
    expect(csvPhase(none)).toBe('ready');
    expect(csvPhase({ ...none, csv_url: 'PENDING' })).toBe('pending');
    expect(csvPhase(pending)).toBe('pending');
    expect(csvPhase(done)).toBe('done');
  });

  it('loads, then offers Generate', async () => {
    const loading = await renderStatic(view(undefined));
    expect(loading).toContain('aria-label="Export the posts of Summit to CSV"');
    expect(loading).toContain('Looking for an earlier export…');
    expect(loading).not.toContain('Generate');
    const ready = await renderStatic(view(none));
    expect(ready).toMatch(/<button[^>]*>Generate<\/button>/);
    expect(await renderStatic(view(none, undefined, true))).toMatch(
      /<button[^>]*disabled=""[^>]*>Starting…<\/button>/,
    );
  });

  it('shows the progress while pending: posts written of the total', async () => {
    const html = await renderStatic(view(pending));
    expect(html).toContain('Preparing your file…');
    expect(html).toContain('500 of 2000 posts written');
    expect(html).toMatch(/<progress[^>]*max="2000"[^>]*value="500"/);
    expect(await renderStatic(view({ ...pending, csv_url: 'PENDING' }))).toContain(
      'Your file is waiting to be prepared…',
    );
  });

  it('offers the download when done, and a new export', async () => {
    const html = await renderStatic(view(done));
    expect(html).toMatch(/<a[^>]*href="\/api\/post\/csv\/abc.csv"[^>]*download=""/);
    expect(html).toContain('Download the CSV file');
    expect(html).toMatch(/Your file is ready: 2,?000 posts\./);
    expect(html).toContain('Generate again');
  });

  it("shows a failure in the spec's words in an alert", async () => {
    const html = await renderStatic(view(none, messages.requestWrong));
    expect(html).toContain(`role="alert">${messages.requestWrong}</p>`);
  });

  it('speaks French', async () => {
    const french = await loadLanguage('fr');
    const html = await renderStatic(
      <LanguageProvider translator={french}>{view(pending)}</LanguageProvider>,
    );
    expect(html).toContain('aria-label="Exporter les publications de Summit en CSV"');
    expect(html).toContain('500 publications écrites sur 2000');
    expect(html).toContain('Préparation de votre fichier…');
    const ready = await renderStatic(
      <LanguageProvider translator={french}>{view(done)}</LanguageProvider>,
    );
    expect(ready).toContain('Télécharger le fichier CSV');
    expect(ready).toContain('Générer à nouveau');
  });
});
