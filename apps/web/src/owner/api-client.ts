/**
 * The owner app's one way to call the API: JSON in and out, the session cookie, the spec's
 * error message on failure. Every owner screen builds its calls on {@link apiRequest}.
 */
import { english, type Translator } from '@chorus/core/i18n';

let language: Translator = english;

/**
 * The owner's language for every call from now on (set by OwnerLanguage): sent as
 * `Accept-Language`, so the server's error texts come back in it, and used for this module's
 * own texts.
 */
export function setRequestLanguage(translator: Translator): void {
  language = translator;
}

/** A failed call: the server's message (the spec's wording) and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  /** Field messages of a validation failure, by path. */
  readonly issues: readonly { readonly path: string; readonly message: string }[];
  constructor(
    message: string,
    status: number,
    issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Query parameters; `undefined` values are left out. */
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** A white-label token, sent as `wl_token` so moderation works without a session. */
  readonly wlToken?: string;
  readonly signal?: AbortSignal;
  readonly fetcher?: typeof fetch;
}

/** The address of an API path with its query. */
export function apiUrl(path: string, options: Pick<ApiRequestOptions, 'query' | 'wlToken'> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  if (options.wlToken) params.set('wl_token', options.wlToken);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Calls the API and returns its JSON answer. A non-2xx answer throws {@link ApiError} with the
 * server's `error` message; a network failure throws one with the spec's generic message.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const fetcher = options.fetcher ?? fetch;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': language.locale,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  let response: Response;
  try {
    response = await fetcher(apiUrl(path, options), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(language.t('requestProblem'), 0);
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const failure = (body ?? {}) as {
      error?: unknown;
      issues?: { path: string; message: string }[];
    };
    const message =
      typeof failure.error === 'string' ? failure.error : language.t('requestProblem');
    throw new ApiError(message, response.status, failure.issues ?? []);
  }
  return body as T;
}
