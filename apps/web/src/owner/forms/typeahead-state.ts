/**
 * The lookups of a typeahead field (the spec's company and Vine typeaheads, for any connector
 * field that declares suggestions): what was typed and the suggestions of the last lookup. Pure,
 * so the minimum characters, the item limit and stale answers are tested without a browser; the
 * list's opening and keyboard belong to the library's combobox (TypeaheadInput.tsx).
 */
import type { Suggestion } from '@chorus/core';

/** How long typing must pause before a lookup goes out, in ms. */
export const typeaheadDebounceMs = 250;

/** A field's typeahead: its limits and how to look suggestions up. */
export interface Typeahead {
  /** Characters typed before the first lookup. */
  readonly minChars: number;
  /** Most suggestions listed. */
  readonly maxItems: number;
  /** Looks up suggestions for the trimmed text; aborted when the owner types on. */
  readonly load: (query: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;
}

/** Where a lookup stands. */
export type TypeaheadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The lookups' state. */
export interface TypeaheadState {
  /** The trimmed text the suggestions are (or will be) for. */
  readonly query: string;
  readonly items: readonly Suggestion[];
  readonly status: TypeaheadStatus;
}

/** What happens to a typeahead. */
export type TypeaheadEvent =
  | { readonly type: 'typed'; readonly text: string; readonly minChars: number }
  | {
      readonly type: 'loaded';
      readonly query: string;
      readonly items: readonly Suggestion[];
      readonly maxItems: number;
    }
  | { readonly type: 'failed'; readonly query: string }
  | { readonly type: 'chosen'; readonly value: string };

/** A typeahead with nothing typed. */
export const initialTypeahead: TypeaheadState = { query: '', items: [], status: 'idle' };

/** Whether `text` is long enough to look up. */
export function wantsLookup(text: string, minChars: number): boolean {
  return text.trim().length >= Math.max(1, minChars);
}

/** The state after `event`. */
export function typeaheadReducer(state: TypeaheadState, event: TypeaheadEvent): TypeaheadState {
  switch (event.type) {
    case 'typed': {
      const query = event.text.trim();
      if (!wantsLookup(query, event.minChars)) return { ...initialTypeahead, query };
      if (query === state.query && state.status !== 'idle') return state;
      return { query, items: [], status: 'loading' };
    }
    case 'loaded': {
      // An answer for text the owner has since changed is dropped.
      if (event.query !== state.query) return state;
      const items = event.items.slice(0, Math.max(0, event.maxItems));
      return { ...state, items, status: 'ready' };
    }
    case 'failed':
      if (event.query !== state.query) return state;
      return { ...state, items: [], status: 'failed' };
    case 'chosen':
      // The field now holds the chosen value: no lookup for it until the owner types again.
      return { ...state, query: event.value.trim(), status: 'ready' };
  }
}
