/**
 * The owner app's one form renderer: draws the controls of a JSON Schema (a connector's feed
 * type, a theme's options, the wall's appearance) — text, numbers, sliders, colours, fonts,
 * choices, checkboxes, code — and shows a message under each field that has one.
 */
import { placePickerOf } from '@chorus/core';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { ListInput, listItemsOf } from './ListInput.tsx';
import { PlacePicker } from './PlacePicker.tsx';
import { TypeaheadInput } from './TypeaheadInput.tsx';
import type { Typeahead } from './typeahead-state.ts';
import {
  fieldsOf,
  fontChoices,
  valueAt,
  withValueAt,
  type FieldErrors,
  type FieldSpec,
  type FormValues,
  type SchemaNode,
} from './schema-fields.ts';
import { texts } from './texts.ts';

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  /** An object schema; each property is one field. */
  readonly schema: SchemaNode;
  readonly values: FormValues;
  /** Called with the new values and the path of the field that changed. */
  readonly onChange: (values: FormValues, path: string) => void;
  /** Messages by field path, shown under their fields. */
  readonly errors?: FieldErrors;
  readonly disabled?: boolean;
  /** Something to show instead of a field (an upgrade prompt), or undefined to draw it. */
  readonly gateFor?: (field: FieldSpec) => ReactNode | undefined;
  /**
   * Text fields that suggest values as the owner types, by field path (a connector's declared
   * suggestions): each is drawn as a combobox.
   */
  readonly typeaheads?: Readonly<Record<string, Typeahead>>;
}

/** Draws every field of `schema`. */
export function SchemaForm({
  schema,
  values,
  onChange,
  errors = {},
  disabled,
  gateFor,
  typeaheads,
}: SchemaFormProps) {
  const prefix = useId();
  // A schema marked with core's `placePicker()` gets a map above its fields, and its point and
  // radius are typed into number boxes (not sliders), so coordinates can be typed exactly.
  const place = placePickerOf(schema);
  const placeFields = new Set(place ? [place.latitude, place.longitude, place.radius] : []);
  const fields = fieldsOf(schema).map((field) =>
    placeFields.has(field.path) && field.kind === 'range'
      ? { ...field, kind: 'number' as const }
      : field,
  );
  return (
    <div className="schema-form">
      {place && (
        <PlacePicker
          place={place}
          values={values}
          onChange={onChange}
          disabled={disabled ?? false}
        />
      )}
      <SchemaFields
        fields={fields}
        prefix={prefix}
        values={values}
        onChange={onChange}
        errors={errors}
        disabled={disabled ?? false}
        gateFor={gateFor}
        typeaheads={typeaheads}
      />
    </div>
  );
}

/** What every field of one form is drawn with. */
interface FormContext {
  readonly prefix: string;
  readonly values: FormValues;
  readonly onChange: (values: FormValues, path: string) => void;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly gateFor: SchemaFormProps['gateFor'];
  readonly typeaheads: SchemaFormProps['typeaheads'];
}

interface FieldProps extends FormContext {
  readonly field: FieldSpec;
}

/** Draws `fields`, each with its label, control, description and message. */
function SchemaFields({
  fields,
  ...form
}: FormContext & { readonly fields: readonly FieldSpec[] }) {
  return fields.map((field) => <SchemaField key={field.path} field={field} {...form} />);
}

const hexColour = /^#[0-9a-f]{6}$/i;

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function numberFrom(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** One field: its label, control, description and message. */
function SchemaField({ field, ...form }: FieldProps) {
  const { prefix, values, onChange, errors, disabled, gateFor, typeaheads } = form;
  const t = useTexts(texts);
  const id = `${prefix}-${field.path.replace(/\./g, '-')}`;
  const gate = gateFor?.(field);
  const error = errors[field.path];
  const value = valueAt(values, field.path);
  const set = (next: unknown) => onChange(withValueAt(values, field.path, next), field.path);
  const descriptionId = field.description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.path,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  if (field.kind === 'group') {
    return (
      <fieldset className="schema-field schema-field--group" data-field={field.path}>
        <legend>{field.label}</legend>
        {field.description && (
          <p className="schema-field__description" id={descriptionId}>
            {field.description}
          </p>
        )}
        {gate ?? (field.fields && <SchemaFields fields={field.fields} {...form} />)}
      </fieldset>
    );
  }

  let control: ReactNode;
  switch (field.kind) {
    case 'checkbox':
      control = (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => set(e.target.checked)}
        />
      );
      break;
    case 'range':
      control = (
        <span className="schema-field__range">
          <input
            {...common}
            type="range"
            min={field.min}
            max={field.max}
            step={field.step}
            value={textOf(value ?? field.defaultValue ?? field.min)}
            onChange={(e) => set(Number(e.target.value))}
          />
          <output htmlFor={id} aria-live="off">
            {textOf(value)}
          </output>
        </span>
      );
      break;
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          min={field.min}
          max={field.max}
          step={field.step ?? 'any'}
          required={field.required}
          value={textOf(value)}
          onChange={(e) => set(numberFrom(e.target.value))}
        />
      );
      break;
    case 'select': {
      const options = field.options ?? [];
      const index = options.findIndex((option) => option.value === value);
      control = (
        <select
          {...common}
          required={field.required}
          value={index < 0 ? '' : String(index)}
          onChange={(e) =>
            set(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)
          }
        >
          {(!field.required || index < 0) && <option value="">—</option>}
          {options.map((option, i) => (
            <option key={String(option.value)} value={String(i)}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      control = (
        <span className="schema-field__choices" role="group" aria-labelledby={`${id}-label`}>
          {(field.options ?? []).map((option, i) => (
            <label key={String(option.value)} className="schema-field__choice">
              <input
                type="checkbox"
                name={field.path}
                id={i === 0 ? id : undefined}
                disabled={disabled}
                checked={chosen.includes(option.value)}
                onChange={(e) =>
                  set(
                    e.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </span>
      );
      break;
    }
    case 'list':
      control = (
        <ListInput
          {...common}
          items={Array.isArray(value) ? value.map(String) : listItemsOf(textOf(value))}
          onItemsChange={set}
        />
      );
      break;
    case 'color':
      control = (
        <span className="schema-field__colour">
          <input
            type="color"
            aria-label={t('colourPicker', { label: field.label })}
            disabled={disabled}
            value={hexColour.test(textOf(value)) ? textOf(value) : '#000000'}
            onChange={(e) => set(e.target.value)}
          />
          <input
            {...common}
            type="text"
            value={textOf(value)}
            onChange={(e) => set(e.target.value)}
          />
        </span>
      );
      break;
    case 'code':
      control = (
        <CodeEditor
          id={id}
          value={textOf(value)}
          onChange={set}
          disabled={disabled}
          invalid={Boolean(error)}
          {...(describedBy ? { describedBy } : {})}
        />
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          required={field.required}
          maxLength={field.maxLength}
          value={textOf(value)}
          onChange={(e) => set(e.target.value)}
        />
      );
      break;
    default: {
      const typeahead = typeaheads?.[field.path];
      if (typeahead && (field.kind === 'text' || field.kind === 'url')) {
        control = (
          <TypeaheadInput
            id={id}
            name={field.path}
            label={field.label}
            value={textOf(value)}
            onChange={set}
            typeahead={typeahead}
            disabled={disabled}
            required={field.required}
            invalid={Boolean(error)}
            {...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {})}
            {...(describedBy ? { describedBy } : {})}
          />
        );
        break;
      }
      control = (
        <>
          <input
            {...common}
            type={field.secret ? 'password' : 'text'}
            autoComplete={field.secret ? 'new-password' : undefined}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            list={field.kind === 'font' ? `${id}-fonts` : undefined}
            required={field.required}
            maxLength={field.maxLength}
            value={textOf(value)}
            onChange={(e) => set(e.target.value)}
          />
          {field.kind === 'font' && (
            <datalist id={`${id}-fonts`}>
              {fontChoices.map((font) => (
                <option key={font} value={font} />
              ))}
            </datalist>
          )}
        </>
      );
    }
  }

  return (
    <div
      className={`schema-field schema-field--${field.kind}${error ? ' schema-field--invalid' : ''}`}
      data-field={field.path}
    >
      <label htmlFor={id} id={`${id}-label`}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {gate ?? control}
      {field.description && (
        <p className="schema-field__description" id={descriptionId}>
          {field.description}
        </p>
      )}
      {error && (
        <p className="schema-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
