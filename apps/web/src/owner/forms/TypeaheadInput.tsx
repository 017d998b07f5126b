/**
 * A text field that suggests values as the owner types: an ARIA 1.2 combobox with a list box.
 * Lookups wait for `minChars` characters and a pause in typing, list at most `maxItems`, and
 * the owner picks with the mouse or with ArrowDown / ArrowUp, Enter (choose) and Escape
 * (close); the chosen value fills the field.
 */
import { messages, type Suggestion } from '@chorus/core';
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import {
  activeSuggestion,
  initialTypeahead,
  typeaheadDebounceMs,
  typeaheadReducer,
  type Typeahead,
  type TypeaheadState,
} from './typeahead-state.ts';
import './typeahead.css';

/** Props of {@link TypeaheadInput}. */
export interface TypeaheadInputProps {
  readonly id: string;
  readonly name: string;
  /** The field's label, naming the list of suggestions. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly typeahead: Typeahead;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /** The first state (tests draw an open list). */
  readonly initialState?: TypeaheadState;
}

/** What the polite live region says about the list. */
export function typeaheadAnnouncement(state: TypeaheadState): string {
  if (state.status === 'failed') return messages.requestProblem;
  if (state.status !== 'ready' || state.query === '') return '';
  if (state.items.length === 0) return 'No suggestions.';
  return state.items.length === 1 ? '1 suggestion.' : `${state.items.length} suggestions.`;
}

/** The combobox. */
export function TypeaheadInput({
  id,
  name,
  label,
  value,
  onChange,
  typeahead,
  disabled,
  required,
  maxLength,
  invalid,
  describedBy,
  initialState = initialTypeahead,
}: TypeaheadInputProps) {
  const [state, dispatch] = useReducer(typeaheadReducer, initialState);
  const { minChars, maxItems } = typeahead;
  // The latest `load`, so a parent drawing a new function each render does not restart lookups.
  const load = useRef(typeahead.load);
  useEffect(() => {
    load.current = typeahead.load;
  }, [typeahead.load]);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const lookup = state.status === 'loading' ? state.query : null;

  // One lookup per pause in typing; typing on cancels the wait and the call in flight.
  useEffect(() => {
    if (lookup === null) return undefined;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      load.current(lookup, stop.signal).then(
        (items) => dispatch({ type: 'loaded', query: lookup, items, maxItems }),
        () => {
          if (!stop.signal.aborted) dispatch({ type: 'failed', query: lookup });
        },
      );
    }, typeaheadDebounceMs);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [lookup, maxItems]);

  function choose(item: Suggestion) {
    dispatch({ type: 'chosen', value: item.value });
    onChange(item.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        dispatch({ type: 'next' });
        break;
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'previous' });
        break;
      case 'Enter': {
        const item = activeSuggestion(state);
        if (item) {
          // Choosing is not submitting the form.
          event.preventDefault();
          choose(item);
        }
        break;
      }
      case 'Escape':
        if (state.open) {
          // Closes the list, not the dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          dispatch({ type: 'close' });
        }
        break;
      default:
    }
  }

  const active = activeSuggestion(state) ? state.active : -1;
  return (
    <div className="schema-typeahead">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={state.status === 'loading' || undefined}
        disabled={disabled}
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          dispatch({ type: 'typed', text: event.target.value, minChars });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className="schema-typeahead__list"
        hidden={!state.open}
      >
        {state.items.map((item, index) => (
          <li
            key={`${item.value}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="schema-typeahead__option"
            // Keep the focus in the input, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            <span>{item.label ?? item.value}</span>
            {item.detail && <span className="schema-typeahead__detail">{item.detail}</span>}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {typeaheadAnnouncement(state)}
      </span>
    </div>
  );
}
