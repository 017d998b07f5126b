/**
 * A comma-separated list typed into one text field. The field keeps what the owner types
 * (a trailing comma, a space before the next word), so items can be typed one after another;
 * the list it reports is the trimmed, non-empty items. A value changed from outside (a reset,
 * a load) replaces the text.
 */
import { useEffect, useState, type InputHTMLAttributes } from 'react';

/** The items of a typed list: split at commas, trimmed, empty ones dropped. */
export function listItemsOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Props of {@link ListInput}: the input's own attributes, the items and a change handler. */
export interface ListInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  readonly items: readonly string[];
  readonly onItemsChange: (items: string[]) => void;
}

/** One text input editing a list of strings, separated by commas. */
export function ListInput({ items, onItemsChange, ...input }: ListInputProps) {
  const [text, setText] = useState(() => items.join(', '));
  const itemsKey = items.join('\u0000');
  useEffect(() => {
    // Only a value that differs from what the text already says replaces the owner's typing.
    setText((current) => (sameItems(listItemsOf(current), items) ? current : items.join(', ')));
    // itemsKey stands for items' content: items itself is a new array on every render.
  }, [itemsKey]);
  return (
    <input
      {...input}
      type="text"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = listItemsOf(e.target.value);
        if (!sameItems(next, items)) onItemsChange(next);
      }}
    />
  );
}
