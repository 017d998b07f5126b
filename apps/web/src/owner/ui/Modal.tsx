/**
 * The owner app's one dialog, over React Aria Components' ModalOverlay, Modal and Dialog: the
 * library keeps the focus inside while it is open, hides the rest of the page from assistive
 * technology, closes it on Escape or a press on the backdrop, and gives the focus back to what
 * had it before opening. This wrapper adds the title bar, the footer and the first focus.
 */
import './owner.css';
import './library-style.ts';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, Heading, Modal as ModalBox, ModalOverlay } from 'react-aria-components';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Called on Escape, the close button and a backdrop press. */
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

/** What the body's first focus may land on (the library moves the focus to the dialog). */
const firstFocus = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Shown while mounted: mount it to open, unmount it to close. */
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
  const body = useRef<HTMLDivElement>(null);
  // What had the focus before opening (read while drawing: by the effects, the focus has moved).
  const opener = useRef(typeof document === 'undefined' ? null : document.activeElement);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Runs after the library's own focus on the dialog: the owner starts in the first field.
  useEffect(() => {
    const first = initialFocus?.current ?? body.current?.querySelector<HTMLElement>(firstFocus);
    first?.focus();
    const before = opener.current;
    return () => {
      // The library gives the focus back a frame later, and only to an opener it saw; this does
      // it at once, also when the focus was lost while open (a pressed button disabled while
      // it works), as the owner screens expect. The library then finds nothing left to do.
      const lost = document.activeElement === document.body || document.activeElement === null;
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []); // Once, on opening.

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) close.current();
      }}
      className="owner-modal-backdrop"
    >
      <ModalBox className={`owner-modal${className ? ` ${className}` : ''}`}>
        <Dialog role={role} className="owner-modal-panel">
          <header className="owner-modal-header">
            <Heading slot="title" level={2}>
              {title}
            </Heading>
            <Button
              className="owner-modal-close"
              aria-label={closeLabel}
              onPress={() => close.current()}
            >
              ×
            </Button>
          </header>
          <div ref={body} className="owner-modal-body">
            {children}
          </div>
          {footer && <footer className="owner-modal-footer">{footer}</footer>}
        </Dialog>
      </ModalBox>
    </ModalOverlay>
  );
}
