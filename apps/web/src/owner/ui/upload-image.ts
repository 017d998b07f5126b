/**
 * Sending a picture to `POST /api/profile/{wall}/media` with XMLHttpRequest, whose upload
 * progress events let the picker show how far the file has gone (fetch reports none).
 */
import { messages } from '@chorus/core';
import { apiUrl } from '../api-client.ts';

/** What a picture is for: the server checks the plan feature each needs. */
export type UploadPurpose = 'post' | 'banner' | 'background' | 'logo';

/** A stored picture, as the server answers an upload. */
export interface UploadedImage {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  /** Thumbhash (base64). */
  readonly placeholder: string;
  /** Its address at full size (1920 px at most). */
  readonly url: string;
  /** Its address at each width walls use ("96", "300", "600", "1200", "1920"). */
  readonly urls: Readonly<Record<string, string>>;
}

/** The catalogue messages of a failed upload, drawn in the owner's language by the picker. */
export type UploadMessageKey = 'uploadError' | 'uploadFailed';

/**
 * A failed upload: the spec's message (in English; `key` names it in the catalogue so the
 * picker says it in the owner's language), and the server's reason when it refused the file.
 * A message the server wrote (a plan's refusal) has no key.
 */
export class UploadError extends Error {
  readonly reason: string | undefined;
  readonly key: UploadMessageKey | undefined;
  constructor(message: string, reason?: string, key?: UploadMessageKey) {
    super(message);
    this.name = 'UploadError';
    this.reason = reason;
    this.key = key;
  }
}

function catalogueFailure(key: UploadMessageKey, reason?: string): UploadError {
  return new UploadError(messages[key], reason, key);
}

/** The file types the picker offers (the server decides from the bytes). */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface ErrorBody {
  readonly error?: unknown;
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a refused upload: a refused file says why; anything else failed to upload. */
export function uploadFailure(status: number, body: unknown): UploadError {
  const failure = (body ?? {}) as ErrorBody;
  if (status === 400 || status === 413) {
    return catalogueFailure('uploadError', failure.issues?.[0]?.message);
  }
  // 402: the plan lacks the feature; the server's message says which upgrade.
  if (status === 402 && typeof failure.error === 'string') return new UploadError(failure.error);
  return catalogueFailure('uploadFailed');
}

/**
 * Uploads `file` as a picture of `wall`; `onProgress` receives the fraction sent (0 to 1).
 * Rejects with {@link UploadError}; aborting rejects with an `AbortError`.
 */
export function uploadImage(
  wall: string,
  file: Blob & { readonly name?: string },
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      apiUrl(`/api/profile/${encodeURIComponent(wall)}/media`, { query: { for: purpose } }),
    );
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status === 201 && body !== undefined) resolve(body as UploadedImage);
      else reject(uploadFailure(request.status, body));
    });
    request.addEventListener('error', () => reject(catalogueFailure('uploadFailed')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was stopped.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name ?? 'picture');
    request.send(form);
  });
}
