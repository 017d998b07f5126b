/**
 * The typeaheads of a connect dialog: one per field its feed type declares suggestions for,
 * each looking up `GET /api/suggestions/{network}/{feed type}/{field}?q=`.
 */
import type { FeedTypeDescription, Suggestion } from '@chorus/core';
import { apiRequest } from '../api-client.ts';
import type { Typeahead } from './typeahead-state.ts';

/** The address of a field's lookup. */
export function suggestionPath(network: string, feedType: string, field: string): string {
  return ['', 'api', 'suggestions', network, feedType, field].map(encodeURIComponent).join('/');
}

/** The typeaheads of `feedType`'s fields, by field path, for {@link SchemaForm}. */
export function suggestionLookups(
  network: string,
  feedType: Pick<FeedTypeDescription, 'id' | 'suggestions'>,
): Record<string, Typeahead> {
  const typeaheads: Record<string, Typeahead> = {};
  for (const [field, { minChars, maxItems }] of Object.entries(feedType.suggestions ?? {})) {
    const path = suggestionPath(network, feedType.id, field);
    typeaheads[field] = {
      minChars,
      maxItems,
      load: async (query, signal) =>
        (await apiRequest<{ items: Suggestion[] }>(path, { query: { q: query }, signal })).items,
    };
  }
  return typeaheads;
}
