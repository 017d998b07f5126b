/**
 * A labelled text input with its error: the label names it, the error is tied to it with
 * `aria-describedby` and marks it `aria-invalid`. Owner forms build on it.
 */
import './owner.css';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of {@link TextField}: an `<input>`'s, plus its label, hint and error. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'value'
> {
  readonly label: ReactNode;
  readonly value: string;
  /** Help under the field. */
  readonly hint?: ReactNode;
  /** The field's validation message, or undefined when it is valid. */
  readonly error?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div
      className={`owner-field${error ? ' owner-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="owner-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="owner-field-error">
          {error}
        </p>
      )}
    </div>
  );
});

/** A form's failure as a whole (the server's message): announced, and focusable by script. */
export function FormFailure({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="owner-form-failure" role="alert" tabIndex={-1}>
      {text}
    </p>
  );
}
