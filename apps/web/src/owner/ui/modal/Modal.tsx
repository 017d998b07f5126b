/**
 * The owner app's one dialog, over React Aria Components' ModalOverlay, Modal and Dialog: the
 * library holds the keyboard focus inside while it is open, makes the rest of the page inert,
 * closes it on Escape or a press on the backdrop (not while a list or popover opened inside it is
 * open: that one closes first) and names it by its heading. This wrapper adds the title bar, the
 * footer, the first focus and the focus return (below). Other owner screens use it for their
 * dialogs; docs/design-system.md.
 */
import '../owner.css';
import '../library-style.ts';
import './modal.css';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button, Dialog, Heading, Modal as ModalBox, ModalOverlay } from 'react-aria-components';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Called on Escape, the close button and a press on the backdrop. */
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
  /** Text of the close button's label; `Close` in the owner's language by default. */
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

/** What had the focus when the dialog opened, and the elements around it then. */
interface Opener {
  readonly element: HTMLElement | null;
  readonly ancestors: readonly HTMLElement[];
}

function openerNow(): Opener {
  if (typeof document === 'undefined') return { element: null, ancestors: [] };
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : null;
  const ancestors: HTMLElement[] = [];
  for (let node = element?.parentElement; node; node = node.parentElement) ancestors.push(node);
  return { element, ancestors };
}

/**
 * The heading nearest before `place`: the last one above it in the smallest part of the page that
 * has one (or the first inside `place` itself).
 */
function headingBefore(place: HTMLElement): HTMLElement | null {
  for (let part: HTMLElement | null = place; part; part = part.parentElement) {
    const headings = [...part.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
      (heading) => !heading.closest('[inert]') && heading.getClientRects().length > 0,
    );
    const above = headings.filter(
      (heading) => heading.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const found = above.at(-1) ?? (part === place ? headings[0] : undefined);
    if (found) return found;
  }
  return null;
}

/**
 * Gives the focus back once the dialog is gone: to its opener, or, when the opener has gone (its
 * row deleted) or cannot take it (disabled while its action runs), to the heading nearest before
 * where it was. Left alone when something outside the dialog has taken the focus meanwhile.
 *
 * It runs after the whole dialog has unmounted: while the library's overlay is mounted the rest
 * of the page is `inert` and cannot take the focus (the library lifts that in its own effect,
 * whose clean-up runs after its parent's, this component's), and the library's own return waits
 * a frame and only goes to an opener it still finds, which left the focus on the page's body
 * after a wall was created from a busy button (the earlier react-aria attempt, issue 15).
 */
function giveFocusBack(opener: Opener) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const { element } = opener;
  if (element?.isConnected) {
    element.focus();
    if (document.activeElement === element) return;
  }
  const place = [element, ...opener.ancestors].find(
    (node): node is HTMLElement => node?.isConnected === true,
  );
  const heading = headingBefore(place ?? document.body);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Escape that a control inside the dialog has used (a list or popover it closed, a field that
 * took it) is that control's, not the dialog's. The library already keeps Escape from closing
 * the dialog while one of its own popovers (a typeahead's list) is open; this covers the others.
 */
function keepEscapeForControl(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape') return;
  const target = event.target as HTMLElement;
  if (event.isDefaultPrevented() || target.getAttribute('aria-expanded') === 'true') {
    event.stopPropagation();
  }
}

/** Shown while mounted: mount it to open, unmount it to close. */
export function Modal({
  title,
  onClose,
  children,
  footer,
  initialFocus,
  className,
  role = 'dialog',
  closeLabel,
}: ModalProps) {
  const t = useTexts(texts);
  const body = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLElement>(null);
  // What had the focus before opening (read while drawing: by the effects, the focus has moved).
  const [opener] = useState(openerNow);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Escape while the focus has fallen out of the dialog onto the page's body (a pressed button
  // that turned busy and disabled drops the focus there, as a refused "Create wall" did): the
  // library listens on the dialog, so that Escape would do nothing. The topmost dialog takes it.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target !== document.body && event.target !== document.documentElement) return;
      const panels = document.querySelectorAll('.owner-modal-panel');
      if (dialog.current && panels[panels.length - 1] === dialog.current) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Runs after the library's own focus on the dialog: the owner starts in the first field.
  useEffect(() => {
    const first =
      initialFocus?.current ??
      (body.current && focusableIn(body.current)[0]) ??
      (dialog.current && focusableIn(dialog.current)[0]);
    first?.focus();
    // After every clean-up of the unmounted dialog, the library's included (see giveFocusBack).
    return () => queueMicrotask(() => giveFocusBack(opener));
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
        <Dialog ref={dialog} role={role} className="owner-modal-panel">
          <header className="owner-modal-header">
            <Heading slot="title" level={2}>
              {title}
            </Heading>
            <Button
              className="owner-modal-close"
              aria-label={closeLabel ?? t('close')}
              onPress={() => close.current()}
            >
              ×
            </Button>
          </header>
          {/* Where the fields are: their Escape reaches the library's dialog through here. */}
          <div ref={body} className="owner-modal-body" onKeyDown={keepEscapeForControl}>
            {children}
          </div>
          {footer && <footer className="owner-modal-footer">{footer}</footer>}
        </Dialog>
      </ModalBox>
    </ModalOverlay>
  );
}
