/**
 * Reads a JSON Schema (as `z.toJSONSchema` writes it for connector feed types and theme
 * options) into the fields a form draws: one {@link FieldSpec} per property, with the control
 * that suits it. Pure, so the owner app's forms have one reading of every schema.
 */
import { formatMessage, type MessageKey } from '@chorus/core';

/** The parts of a JSON Schema node the forms read (the rest is ignored). */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  /** `color`, `uri`, `css`, `font`, `textarea`: a hint for the control. */
  readonly format?: string;
  readonly contentMediaType?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  /** A secret the server keeps and never sends back (a password): drawn as a password box. */
  readonly writeOnly?: boolean;
}

/** The control a field is drawn with. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'code'
  | 'url'
  | 'color'
  | 'font'
  | 'number'
  | 'range'
  | 'select'
  | 'checkbox'
  | 'choices'
  | 'list'
  | 'group';

/** One choice of a select or a choices field. */
export interface FieldOption {
  readonly value: string | number | boolean;
  readonly label: string;
}

/** One field of a form, read from a schema property. */
export interface FieldSpec {
  /** The property name. */
  readonly name: string;
  /** Dotted path from the form's root (`banner.url`), as error paths name it. */
  readonly path: string;
  readonly kind: FieldKind;
  /** The schema's title, else the property name in words. */
  readonly label: string;
  readonly description?: string;
  readonly required: boolean;
  readonly integer: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  readonly defaultValue?: unknown;
  /** The fields of a group (an object property). */
  readonly fields?: readonly FieldSpec[];
  /** A write-only text (a password): typed into a password box, never shown back. */
  readonly secret?: boolean;
}

/** Form values: property name to value, groups nested. */
export type FormValues = Readonly<Record<string, unknown>>;

/** Field messages by dotted path. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A web-safe font list offered by font fields (free text is allowed too). */
export const fontChoices = [
  'Oswald',
  'Open Sans',
  'Roboto',
  'Lato',
  'Montserrat',
  'Merriweather',
  'Playfair Display',
  'Source Sans Pro',
  'Arial',
  'Georgia',
  'Helvetica',
  'Times New Roman',
  'Verdana',
] as const;

/** The widest range drawn as a slider. */
const maxSliderSpan = 100_000;

function typesOf(node: SchemaNode): readonly string[] {
  if (node.type === undefined) return [];
  return typeof node.type === 'string' ? [node.type] : node.type;
}

/** The node without its `null` alternative (zod's `.nullable()` writes `anyOf [T, null]`). */
export function withoutNull(node: SchemaNode): SchemaNode {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives && alternatives.every((alt) => alt.const === undefined)) {
    const rest = alternatives.filter((alt) => !typesOf(alt).includes('null'));
    if (rest.length === 1 && rest[0]) {
      const { anyOf: _anyOf, oneOf: _oneOf, ...own } = node;
      return { ...rest[0], ...own };
    }
  }
  return node;
}

/** The choices of an `enum` or a `oneOf`/`anyOf` of constants, if the node is one. */
export function optionsOf(node: SchemaNode): FieldOption[] | undefined {
  if (node.enum) {
    return node.enum
      .filter((value): value is string | number | boolean => value !== null)
      .map((value) => ({ value, label: String(value) }));
  }
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives && alternatives.length > 0 && alternatives.every((a) => a.const !== undefined)) {
    return alternatives.map((alt) => ({
      value: alt.const as string | number | boolean,
      label: alt.title ?? String(alt.const),
    }));
  }
  return undefined;
}

/** `postPadding` / `font_secondary` → "Post padding" / "Font secondary". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The control of a text field, from its declared `format` (or `contentMediaType`) only: a
 * field's name never picks its widget, so a plugin's `accentColour` is a colour picker because
 * it says `.meta({ format: 'color' })`, and a `logo_text` stays a text box.
 */
function stringKind(node: SchemaNode): FieldKind {
  const format = node.format?.toLowerCase();
  if (format === 'css' || node.contentMediaType === 'text/css') return 'code';
  if (format === 'color') return 'color';
  if (format === 'font') return 'font';
  if (format === 'uri' || format === 'url') return 'url';
  if (format === 'textarea' || (node.maxLength ?? 0) > 200) return 'textarea';
  return 'text';
}

function numberStep(node: SchemaNode, integer: boolean, min?: number, max?: number) {
  if (node.multipleOf) return node.multipleOf;
  if (integer) return 1;
  if (min !== undefined && max !== undefined) return (max - min) / 100;
  return undefined;
}

/** The control for one schema property. */
export function fieldKind(raw: SchemaNode): FieldKind {
  const node = withoutNull(raw);
  if (optionsOf(node)) return 'select';
  const types = typesOf(node);
  if (types.includes('boolean')) return 'checkbox';
  if (types.includes('integer') || types.includes('number')) {
    const lower = lowerBound(node);
    const upper = upperBound(node);
    // A slider suits a human range (px, %, seconds); "any safe integer" gets a number box.
    const slidable = lower !== undefined && upper !== undefined && upper - lower <= maxSliderSpan;
    return slidable && node.format !== 'number' ? 'range' : 'number';
  }
  if (types.includes('object') || node.properties) return 'group';
  if (types.includes('array')) return node.items && optionsOf(node.items) ? 'choices' : 'list';
  // A secret is typed into a one-line password box, however long it may be.
  if (node.writeOnly === true) return 'text';
  return stringKind(node);
}

function lowerBound(node: SchemaNode): number | undefined {
  return node.minimum ?? node.exclusiveMinimum;
}

function upperBound(node: SchemaNode): number | undefined {
  return node.maximum ?? node.exclusiveMaximum;
}

/** The fields of an object schema, in property order; `parent` prefixes their paths. */
export function fieldsOf(schema: SchemaNode, parent = ''): FieldSpec[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const node = withoutNull(raw);
    const kind = fieldKind(node);
    const path = parent === '' ? name : `${parent}.${name}`;
    const integer = typesOf(node).includes('integer');
    const min = lowerBound(node);
    const max = upperBound(node);
    const step = numberStep(node, integer, min, max);
    const options = kind === 'choices' && node.items ? optionsOf(node.items) : optionsOf(node);
    const description = node.description ?? raw.description;
    return {
      name,
      path,
      kind,
      label: node.title ?? raw.title ?? humanize(name),
      required: required.has(name),
      integer,
      ...(description ? { description } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(step !== undefined ? { step } : {}),
      ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
      ...(options ? { options } : {}),
      ...(node.default !== undefined ? { defaultValue: node.default } : {}),
      ...(kind === 'group' ? { fields: fieldsOf(node, path) } : {}),
      ...(node.writeOnly === true && kind === 'text' ? { secret: true } : {}),
    } satisfies FieldSpec;
  });
}

/** Reads a dotted path out of nested values. */
export function valueAt(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A copy of `values` with `path` set to `value` (groups copied along the way). */
export function withValueAt(values: FormValues, path: string, value: unknown): FormValues {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return values;
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = values[head];
  const group = typeof inner === 'object' && inner !== null ? (inner as FormValues) : {};
  return { ...values, [head]: withValueAt(group, rest.join('.'), value) };
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** Says a catalogue message: a translator's `text` (`useTranslator()` from theme-kit). */
export interface MessageText {
  text(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
}

const englishMessages: MessageText = {
  text: (key, params) => formatMessage(key as 'fieldInvalid', params as { field: string }),
};

/**
 * Checks values against what the schema says about them (required, number bounds, choices,
 * length). Messages are the catalogue's "Please specify a valid {field}.", said by `messages`
 * (pass `useTranslator()` for the owner's language; English by default); a connector's own
 * wording comes from the server, which checks with the feed type's zod schema.
 */
export function validateValues(
  fields: readonly FieldSpec[],
  values: FormValues,
  messages: MessageText = englishMessages,
): FieldErrors {
  const errors: Record<string, string> = {};
  const invalid = (field: FieldSpec) => {
    errors[field.path] = messages.text('fieldInvalid', { field: field.label });
  };
  for (const field of fields) {
    const value = valueAt(values, field.name);
    if (field.kind === 'group') {
      if (typeof value === 'object' && value !== null) {
        Object.assign(errors, validateValues(field.fields ?? [], value as FormValues, messages));
      }
      continue;
    }
    if (isBlank(value)) {
      if (field.required && field.kind !== 'checkbox') invalid(field);
      continue;
    }
    if (field.kind === 'number' || field.kind === 'range') {
      const number = typeof value === 'number' ? value : Number(value);
      if (
        !Number.isFinite(number) ||
        (field.integer && !Number.isInteger(number)) ||
        (field.min !== undefined && number < field.min) ||
        (field.max !== undefined && number > field.max)
      ) {
        invalid(field);
      }
    } else if (field.kind === 'select' && field.options) {
      if (!field.options.some((option) => option.value === value)) invalid(field);
    } else if (typeof value === 'string' && field.maxLength !== undefined) {
      if (value.length > field.maxLength) invalid(field);
    }
  }
  return errors;
}

/**
 * The field messages of a failed call whose issue paths start with `prefix`
 * (`options.url` → `url` for a connect dialog), first message per field.
 */
export function issuesUnder(
  prefix: string,
  issues: readonly { readonly path: string; readonly message: string }[],
): FieldErrors {
  const errors: Record<string, string> = {};
  const lead = prefix === '' ? '' : `${prefix}.`;
  for (const issue of issues) {
    if (!issue.path.startsWith(lead)) continue;
    const path = issue.path.slice(lead.length);
    if (path !== '' && errors[path] === undefined) errors[path] = issue.message;
  }
  return errors;
}

/** The values a form starts from: each field's default, overridden by `current`. */
export function initialValues(fields: readonly FieldSpec[], current: FormValues = {}): FormValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const given = current[field.name];
    if (field.kind === 'group') {
      const inner = typeof given === 'object' && given !== null ? (given as FormValues) : {};
      if (given !== undefined || field.defaultValue !== undefined) {
        values[field.name] = initialValues(field.fields ?? [], inner);
      }
    } else if (given !== undefined) {
      values[field.name] = given;
    } else if (field.defaultValue !== undefined) {
      values[field.name] = field.defaultValue;
    }
  }
  return { ...current, ...values };
}

const textKinds = new Set<FieldKind>(['text', 'textarea', 'code', 'url', 'color', 'font']);

/**
 * The values as a form submits them: an empty text box is an empty string (not a missing
 * property), so the server answers with the field's own message ("Please enter an RSS URL.")
 * rather than a type error.
 */
export function submittedValues(fields: readonly FieldSpec[], values: FormValues): FormValues {
  const submitted: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = submitted[field.name];
    if (field.kind === 'group' && typeof value === 'object' && value !== null) {
      submitted[field.name] = submittedValues(field.fields ?? [], value as FormValues);
    } else if (textKinds.has(field.kind) && (value === undefined || value === null)) {
      submitted[field.name] = '';
    }
  }
  return submitted;
}
