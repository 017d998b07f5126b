import { messages, type MessageKey } from './catalogue.ts';

type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The parameter names a message takes, e.g. `'field'` for `fieldInvalid`. */
export type MessageParamName<Key extends MessageKey> = PlaceholdersOf<(typeof messages)[Key]>;

/** The values a message takes, one per placeholder. */
export type MessageParams<Key extends MessageKey> = Record<MessageParamName<Key>, string | number>;

/** A message that takes parameters. */
export type ParameterisedMessageKey = {
  [Key in MessageKey]: MessageParamName<Key> extends never ? never : Key;
}[MessageKey];

/**
 * The text of a message with its placeholders filled: parameterised messages require their
 * parameters (`formatMessage('fieldInvalid', { field: 'company' })`), the others take none.
 */
export function formatMessage<Key extends MessageKey>(
  key: Key,
  ...args: MessageParamName<Key> extends never ? [] : [params: MessageParams<Key>]
): string {
  return fillPlaceholders(messages[key], args[0]);
}

function fillPlaceholders(
  text: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    params && name in params ? String(params[name]) : placeholder,
  );
}

/**
 * What a rule returns when it refuses something: a catalogue key and, for parameterised
 * messages, the values to format it with.
 */
export interface MessageRef {
  /** The catalogue key. */
  readonly key: MessageKey;
  /** Values for the message placeholders, if any. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The text of a {@link MessageRef}. */
export function formatMessageRef(ref: MessageRef): string {
  return fillPlaceholders(messages[ref.key], ref.params);
}
