/** A button whose action takes a while: disabled while it runs, and saying so. */

/** Props of {@link BusyButton}. */
export interface BusyButtonProps {
  readonly label: string;
  /** Said instead of `label` while `busy`. */
  readonly busyLabel?: string;
  readonly busy?: boolean;
  /** By default, while `busy`. */
  readonly disabled?: boolean;
  readonly className?: string;
  /** The id of the form it submits from outside that form (a dialog's footer). */
  readonly form?: string;
  /** Called on a click; without it, the button submits its form. */
  readonly onClick?: () => void;
}

export function BusyButton({
  label,
  busyLabel = label,
  busy = false,
  disabled = busy,
  className,
  form,
  onClick,
}: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      form={form}
      className={className}
      disabled={disabled}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
