/**
 * The owner app's one dialog: a modal with a title, that holds the keyboard focus while open
 * (Tab and Shift+Tab wrap inside it), closes on Escape or a click on the backdrop, and gives the
 * focus back to what had it before opening. Other owner screens use it for their dialogs.
 */
import './owner.css';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Called on Escape, the close button and a backdrop click. */
  readonly onClose: () => void;
  readonly children?: ReactNode;
  /** Buttons under the body (Cancel, Save…). */
  readonly footer?: ReactNode;
  /** What gets the focus on opening; else the first field or button of the body. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** An extra class on the dialog box (width variants). */
  readonly className?: string;
  /** `alertdialog` for confirmations of destructive actions. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Text of the close button's label; `Close` by default. */
  readonly closeLabel?: string;
}

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `root` that Tab reaches, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Shown while mounted: mount it to open, unmount it to close. A native modal `<dialog>`, so the
 * rest of the page is inert while it is open.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  initialFocus,
  className,
  role = 'dialog',
  closeLabel = 'Close',
}: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = box.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first =
      initialFocus?.current ??
      (body.current && focusableIn(body.current)[0]) ??
      (dialog && focusableIn(dialog)[0]) ??
      dialog;
    first?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = focusableIn(box.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === box.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={box}
      className={`owner-modal${className ? ` ${className}` : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // A file field's picker closed unchanged fires its own `cancel`, which bubbles here:
        // only the dialog's own (Escape) closes it.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner decides (the dialog stays mounted until it unmounts).
        event.preventDefault();
        close.current();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the dialog element itself, outside its panel.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="owner-modal-panel">
        <header className="owner-modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="owner-modal-close"
            aria-label={closeLabel}
            onClick={() => close.current()}
          >
            ×
          </button>
        </header>
        <div ref={body} className="owner-modal-body">
          {children}
        </div>
        {footer && <footer className="owner-modal-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
