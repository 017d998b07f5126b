import type { CsvExport } from '../domain/index.ts';

/** Reads the spec's `csv_url`: PENDING or PROCESSING while exporting, a URL when done. */
export function csvExportFromLegacyUrl(csvUrl: string | null | undefined): CsvExport {
  const value = (csvUrl ?? '').trim();
  if (value === '') return { state: 'ready', url: null };
  if (value === 'PENDING') return { state: 'pending', url: null };
  if (value === 'PROCESSING') return { state: 'processing', url: null };
  return { state: 'done', url: value };
}

/** Whether a CSV export is under way (pending or processing). */
export function isCsvExportRunning(csv: CsvExport): boolean {
  return csv.state === 'pending' || csv.state === 'processing';
}
