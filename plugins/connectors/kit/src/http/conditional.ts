/** The validators of a previous answer, kept with a source's cursor for the next crawl. */
export interface CacheValidators {
  /** The `ETag` of the previous answer. */
  etag?: string;
  /** The `Last-Modified` of the previous answer. */
  lastModified?: string;
}

/**
 * Request headers for a conditional GET: `If-None-Match` and `If-Modified-Since` from the
 * previous answer's validators. A `304 Not Modified` answer then means nothing changed.
 */
export function conditionalHeaders(
  previous: CacheValidators | null | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  return headers;
}

/** The `ETag` and `Last-Modified` of a response, to store for the next conditional GET. */
export function cacheValidators(response: Response): CacheValidators {
  const validators: CacheValidators = {};
  const etag = response.headers.get('etag');
  if (etag) validators.etag = etag;
  const lastModified = response.headers.get('last-modified');
  if (lastModified) validators.lastModified = lastModified;
  return validators;
}
