/**
 * Archive sources (Google+, Vine): the upload of the archive a source is made from, and the
 * progress of its import (`/api/{network}/{id}/archive`).
 */
import { messages } from '@chorus/core';
import { ApiError, apiRequest } from '../../api-client.ts';

/** An archive import as the server reports it. */
export interface ArchiveImport {
  readonly id: string;
  readonly state: 'queued' | 'running' | 'done' | 'failed';
  readonly fileName: string;
  readonly total: number;
  readonly done: number;
  readonly imported: number;
  readonly unchanged: number;
  readonly skipped: number;
  readonly problems: readonly { readonly where: string; readonly reason: string }[];
  readonly message: string | null;
}

const archivePath = (network: string, id: number) =>
  `/api/${encodeURIComponent(network)}/${id}/archive`;

/** Uploads the archive; answers the queued import, or throws ApiError with the reason. */
export async function uploadArchive(
  network: string,
  id: number,
  file: File,
): Promise<ArchiveImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(archivePath(network, id), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(messages.uploadFailed, 0);
  }
  const body = (await response.json().catch(() => ({}))) as {
    import?: ArchiveImport;
    error?: string;
    issues?: { path: string; message: string }[];
  };
  if (response.status === 202 && body.import) return body.import;
  throw new ApiError(body.error ?? messages.uploadFailed, response.status, body.issues ?? []);
}

/** The source's latest import, or null before any. */
export async function loadArchiveImport(
  network: string,
  id: number,
): Promise<ArchiveImport | null> {
  return (await apiRequest<{ import: ArchiveImport | null }>(archivePath(network, id))).import;
}
