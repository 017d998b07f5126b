/**
 * A text field that suggests values as the owner types, over React Aria Components' ComboBox:
 * the library draws the ARIA combobox and its list box and does the keyboard (ArrowDown /
 * ArrowUp move, Enter chooses without submitting, Escape closes the list and not the dialog
 * around it). This wrapper does the lookups: they wait for `minChars` characters and a pause in
 * typing, list at most `maxItems`, and the chosen suggestion's value fills the field.
 */
import type { Suggestion } from '@chorus/core';
import { english, type Translator } from '@chorus/core/i18n';
import { useTranslator } from '@chorus/theme-kit';
import { useContext, useEffect, useReducer, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  initialTypeahead,
  typeaheadDebounceMs,
  typeaheadReducer,
  type Typeahead,
  type TypeaheadState,
} from './typeahead-state.ts';
import { textsIn, useTexts, type TextFormatter } from '../i18n/texts.ts';
import { texts } from './texts.ts';
import '../ui/owner.css';
import '../ui/library-style.ts';
import './typeahead.css';

/** Props of {@link TypeaheadInput}. */
export interface TypeaheadInputProps {
  /** The input's id; the form's `<label>` is `${id}-label`. */
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
  /** The first state (tests draw the lookup's outcome). */
  readonly initialState?: TypeaheadState;
}

/**
 * What the polite live region says about the list, in the owner's language (`t` and
 * `translator`; English by default).
 */
export function typeaheadAnnouncement(
  state: TypeaheadState,
  t: TextFormatter<keyof typeof texts.en> = textsIn(texts, 'en'),
  translator: Pick<Translator, 't'> = english,
): string {
  if (state.status === 'failed') return translator.t('requestProblem');
  if (state.status !== 'ready' || state.query === '') return '';
  if (state.items.length === 0) return t('noSuggestions');
  return t('suggestionCount', { count: state.items.length });
}

/**
 * Opens the library's list when an answer with suggestions arrives while the owner is in the
 * field (the library opens it on typing, but the answer comes after a pause).
 */
function ListOpener({ answer }: { answer: TypeaheadState }) {
  const combo = useContext(ComboBoxStateContext);
  // The suggestions last opened: a choice keeps them, and must not open the list again.
  const shown = useRef<TypeaheadState['items'] | null>(null);
  useEffect(() => {
    if (!combo || answer.status !== 'ready' || shown.current === answer.items) return;
    shown.current = answer.items;
    if (answer.items.length > 0 && combo.isFocused) combo.open(null, 'input');
  }, [answer, combo]);
  return null;
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
  const t = useTexts(texts);
  const translator = useTranslator();
  const [state, dispatch] = useReducer(typeaheadReducer, initialState);
  const { minChars, maxItems } = typeahead;
  // The latest `load`, so a parent drawing a new function each render does not restart lookups.
  const load = useRef(typeahead.load);
  useEffect(() => {
    load.current = typeahead.load;
  }, [typeahead.load]);
  const lookup = state.status === 'loading' ? state.query : null;
  // The chosen suggestion while the field holds its value (the library closes the list on it).
  const [chosen, setChosen] = useState<string | null>(null);

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

  // The keys are the suggestions' places: two may share a value.
  const items = state.items.map((item, index) => ({ ...item, key: `${index}` }));
  // A field in a modal <dialog> (the browser's top layer) draws its list inside that dialog:
  // drawn at the end of the page, the dialog would cover it.
  return (
    <div className="schema-typeahead">
      <ComboBox
        aria-labelledby={`${id}-label`}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        items={items}
        inputValue={value}
        onInputChange={(text) => {
          if (text === value) return;
          // A choice by mouse sets the field to the suggestion's text before it reports the
          // selection: that is the choice, not typing (typing would look it up and reopen).
          const picked =
            state.status === 'ready' ? items.find((item) => item.value === text) : null;
          if (picked) {
            setChosen(picked.key);
            dispatch({ type: 'chosen', value: picked.value });
            onChange(picked.value);
            return;
          }
          setChosen(null);
          onChange(text);
          dispatch({ type: 'typed', text, minChars });
        }}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          const item = key === null ? undefined : items.find((entry) => entry.key === key);
          setChosen(item ? item.key : null);
          if (!item) return;
          dispatch({ type: 'chosen', value: item.value });
          onChange(item.value);
        }}
        allowsCustomValue
        // The list opens when a lookup answers (ListOpener) or on ArrowDown, never because the
        // field's text changed: a choice changes it too, and would open the list again.
        menuTrigger="manual"
        isDisabled={disabled ?? false}
        isRequired={required ?? false}
        isInvalid={invalid ?? false}
        name={name}
        className="schema-typeahead__combo"
      >
        <Input
          id={id}
          {...(maxLength !== undefined ? { maxLength } : {})}
          aria-busy={state.status === 'loading' || undefined}
        />
        <ListOpener answer={state} />
        <Popover placement="bottom start" className="owner-popover schema-typeahead__popover">
          <ListBox aria-label={t('suggestionsOf', { label })} className="schema-typeahead__list">
            {(item: Suggestion & { key: string }) => (
              <ListBoxItem
                id={item.key}
                textValue={item.value}
                className="schema-typeahead__option"
              >
                <Text slot="label">{item.label ?? item.value}</Text>
                {item.detail && (
                  <Text slot="description" className="schema-typeahead__detail">
                    {item.detail}
                  </Text>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* Marked as a live announcer, so the library does not hide it while the list is open. */}
      <span className="visually-hidden" role="status" aria-live="polite" data-live-announcer="true">
        {typeaheadAnnouncement(state, t, translator)}
      </span>
    </div>
  );
}
