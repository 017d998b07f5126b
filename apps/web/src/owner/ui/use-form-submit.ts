/** The submit cycle of an owner form: check, call, show the failure, move the focus to it. */
import { messages } from '@chorus/core';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';

/** Field messages by field name; a valid form has none. */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

/** Moves the focus to the first invalid field of `form`, else to its failure message. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  });
}

/** What {@link useFormSubmit} gives a form. */
export interface FormSubmit<F> {
  readonly errors: FieldErrors<F>;
  /** The form-wide failure (the server's message), shown above the button. */
  readonly failure: string | undefined;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears one field's message once it is edited. */
  readonly clear: (field: keyof F & string) => void;
}

/**
 * Runs `check` on submit; when fields fail, focuses the first invalid one; else runs `send`.
 * A failure of `send` becomes field messages (through `fieldErrors`) or, when it names no
 * field, the form's failure: the server's message, or `failureText`'s.
 */
export function useFormSubmit<F>(options: {
  readonly fields: F;
  readonly check: (fields: F) => FieldErrors<F>;
  readonly send: (fields: F) => Promise<void>;
  readonly fieldErrors?: (error: ApiError) => FieldErrors<F>;
  /** The failure text; by default the server's message, else the spec's generic one. */
  readonly failureText?: (error: unknown) => string;
}): FormSubmit<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;

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
          setFailure(text ? text(error) : (apiError?.message ?? messages.requestProblem));
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

  return { errors, failure, busy, onSubmit, clear };
}
