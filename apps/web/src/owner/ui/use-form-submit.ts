/**
 * The state and submit cycle of an owner form: its fields, check, call, show the failure, move
 * the focus to it.
 */
import { useTranslator } from '@chorus/theme-kit';
import {
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { ApiError } from '../api-client.ts';

/** Field messages by field name; a valid form has none. */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

/** Moves the focus to the first invalid field of `form`, else to its failure message. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  });
}

/** A form's text fields by name. */
export type TextFields<F> = { readonly [K in keyof F]: string };

/** What {@link useFormSubmit} gives a form to bind one text field (a `TextField`'s props). */
export interface BoundField {
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** What {@link useFormSubmit} gives a form. */
export interface FormSubmit<F> {
  /** The fields as typed. */
  readonly fields: F;
  /** Sets fields without touching their messages; {@link edit} is the usual way. */
  readonly setFields: Dispatch<SetStateAction<F>>;
  /** Sets one field to what was typed and clears its message. */
  readonly edit: (field: keyof F & string, value: string) => void;
  /** The props of a field's `TextField` whose input is named `field` and edits it. */
  readonly bind: (field: keyof F & string) => BoundField;
  readonly errors: FieldErrors<F>;
  /** The form-wide failure (the server's message), shown above the button. */
  readonly failure: string | undefined;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears one field's message once it is edited. */
  readonly clear: (field: keyof F & string) => void;
}

/**
 * Holds the fields, from `initial`. Runs `check` on submit; when fields fail, focuses the first
 * invalid one; else runs `send`. A failure of `send` becomes field messages (through
 * `fieldErrors`) or, when it names no field, the form's failure: the server's message, or
 * `failureText`'s.
 */
export function useFormSubmit<F extends TextFields<F>>(options: {
  readonly initial: F;
  readonly check: (fields: F) => FieldErrors<F>;
  readonly send: (fields: F) => Promise<void>;
  readonly fieldErrors?: (error: ApiError) => FieldErrors<F>;
  /** The failure text; by default the server's message, else the spec's generic one. */
  readonly failureText?: (error: unknown) => string;
}): FormSubmit<F> {
  const [fields, setFields] = useState<F>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The spec's generic failure, in the owner's language.
  const { t } = useTranslator();
  const latest = useRef({ ...options, fields, requestProblem: t('requestProblem') });
  latest.current = { ...options, fields, requestProblem: t('requestProblem') };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { fields, check, send, fieldErrors } = latest.current;
    const found = check(fields);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    send(fields).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        const apiError = error instanceof ApiError ? error : undefined;
        const byField = apiError && fieldErrors ? fieldErrors(apiError) : {};
        setErrors(byField);
        if (Object.keys(byField).length === 0) {
          const text = latest.current.failureText;
          setFailure(text ? text(error) : (apiError?.message ?? latest.current.requestProblem));
        }
        focusFirstInvalid(form);
      },
    );
  }

  function clear(field: keyof F & string) {
    setErrors((shown) => {
      if (shown[field] === undefined) return shown;
      const rest = { ...shown };
      delete rest[field];
      return rest;
    });
  }

  function edit(field: keyof F & string, value: string) {
    setFields((shown) => ({ ...shown, [field]: value }));
    clear(field);
  }

  function bind(field: keyof F & string): BoundField {
    return {
      name: field,
      value: fields[field],
      error: errors[field],
      onChange: (event) => edit(field, event.target.value),
    };
  }

  return { fields, setFields, edit, bind, errors, failure, busy, onSubmit, clear };
}
