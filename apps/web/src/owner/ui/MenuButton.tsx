/**
 * A menu button (WAI-ARIA menu pattern) over React Aria Components' MenuTrigger and Menu: the
 * button opens a list of links or actions; the library moves between them with the arrow keys,
 * Home and End, closes on Escape and gives the focus back to the button, and closes on Tab or
 * a press outside.
 */
import './owner.css';
import './library-style.ts';
import { useHref, useNavigate } from 'react-router-dom';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
} from 'react-aria-components';

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
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className="owner-menu">
        <MenuTrigger>
          <Button className="owner-button owner-menu-button" aria-label={text ? label : undefined}>
            {text ?? label}
          </Button>
          <Popover placement="bottom end" className="owner-popover">
            <Menu aria-label={label} className="owner-menu-list">
              {entries.map((entry) =>
                'to' in entry ? (
                  <MenuItem
                    key={entry.label}
                    id={entry.label}
                    href={entry.to}
                    className="owner-menu-item"
                  >
                    {entry.label}
                  </MenuItem>
                ) : (
                  <MenuItem
                    key={entry.label}
                    id={entry.label}
                    onAction={entry.onSelect}
                    className="owner-menu-item"
                  >
                    {entry.label}
                  </MenuItem>
                ),
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </RouterProvider>
  );
}
