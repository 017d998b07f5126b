/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of links or actions; arrow
 * keys, Home and End move between them, Escape closes and gives the focus back to the button,
 * Tab or a click outside closes it.
 */
import './owner.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

/** One entry: a link inside the app, or an action. */
export type MenuEntry =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly onSelect: () => void };

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The button's accessible name, e.g. "More actions for Summit". */
  readonly label: string;
  /** What the button shows; the label when omitted. */
  readonly text?: string;
  readonly entries: readonly MenuEntry[];
}

export function MenuButton({ label, text, entries }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function closeToButton() {
    setOpen(false);
    button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeToButton();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  if (entries.length === 0) return null;
  return (
    <div className="owner-menu">
      <button
        ref={button}
        type="button"
        className="owner-button owner-menu-button"
        aria-label={text ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((shown) => !shown);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {text ?? label}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="owner-menu-list"
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => (
            <li key={entry.label} role="none">
              {'to' in entry ? (
                <Link role="menuitem" tabIndex={-1} to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    closeToButton();
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
