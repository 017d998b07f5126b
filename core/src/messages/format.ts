import { english } from '../i18n/translator.ts';
import type { messages, MessageKey } from './catalogue.ts';

// `{count, plural, one {# post} other {# posts}}` names `count`; its branches name nothing.
type ArgumentName<Name extends string> = Name extends `${infer Argument},${string}`
  ? Argument
  : Name extends `${string} ${string}` | `#${string}` | ''
    ? never
    : Name;

type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? ArgumentName<Name> | PlaceholdersOf<Rest>
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
 * The English text of a message with its placeholders filled (ICU plurals included):
 * parameterised messages require their parameters (`formatMessage('fieldInvalid', { field:
 * 'company' })`), the others take none. Another language: `loadLanguage` in core/src/i18n.
 */
export function formatMessage<Key extends MessageKey>(
  key: Key,
  ...args: MessageParamName<Key> extends never ? [] : [params: MessageParams<Key>]
): string {
  return english.text(key, args[0]);
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
  return english.text(ref.key, ref.params);
}
