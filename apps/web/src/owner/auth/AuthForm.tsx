/** The frame of the sign-in and sign-up forms: their fields, the failure, the submit button. */
import type { ReactNode } from 'react';
import { BusyButton } from '../ui/BusyButton.tsx';
import { FormFailure } from '../ui/TextField.tsx';
import type { FormSubmit } from '../ui/use-form-submit.ts';

/** Props of {@link AuthForm}. */
export interface AuthFormProps<F> {
  readonly form: FormSubmit<F>;
  /** The submit button's text, and its text while the form is sent. */
  readonly label: string;
  readonly busyLabel: string;
  /** The fields. */
  readonly children: ReactNode;
}

export function AuthForm<F>({ form, label, busyLabel, children }: AuthFormProps<F>) {
  return (
    <form
      className="owner-form auth-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      {children}
      <FormFailure text={form.failure} />
      <BusyButton
        label={label}
        busyLabel={busyLabel}
        busy={form.busy}
        className="owner-button owner-button--primary"
      />
    </form>
  );
}
