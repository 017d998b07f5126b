/** An on/off switch: a button with `role="switch"`, Space and Enter toggle it. */
import './owner.css';
import type { ReactNode } from 'react';

/** Props of {@link Switch}. */
export interface SwitchProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The accessible name, when no visible `children` label is given. */
  readonly label?: string;
  readonly disabled?: boolean;
  /** Why it is disabled, shown as the title and read after the name. */
  readonly disabledReason?: string;
  /** Shown while a change is being saved. */
  readonly busy?: boolean;
  readonly children?: ReactNode;
}

export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
  disabledReason,
  busy = false,
  children,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="owner-switch"
      aria-checked={checked}
      aria-label={children ? undefined : label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      title={disabled ? disabledReason : undefined}
      onClick={() => onChange(!checked)}
    >
      <span className="owner-switch-track" aria-hidden="true">
        <span className="owner-switch-thumb" />
      </span>
      {children && <span className="owner-switch-label">{children}</span>}
    </button>
  );
}
