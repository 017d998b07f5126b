/**
 * Keyboard shortcuts of the moderation screen, for live events where posts pour in: most act
 * on the focused post; undo and the batch ones act on the screen, wherever the focus is in it.
 * The help documents itself from {@link moderationShortcuts}.
 */

/** What a shortcut does. */
export type ShortcutCommand =
  | 'approve'
  | 'reject'
  | 'delete'
  | 'next'
  | 'previous'
  | 'select'
  | 'edit'
  | 'pin'
  | 'highlight'
  | 'undo'
  | 'takeBatch'
  | 'releaseBatch';

/** Where a shortcut works: on the focused post, or anywhere in the moderation screen. */
export type ShortcutScope = 'post' | 'screen';

/**
 * One documented shortcut: the keys shown, what they do and where (the help says what they do
 * with the `shortcut_{command}` text of texts.ts, in the owner's language).
 */
export interface ShortcutHelp {
  readonly keys: readonly string[];
  readonly command: ShortcutCommand;
  readonly scope: ShortcutScope;
}

/** The shortcuts, in the order the help lists them. */
export const moderationShortcuts: readonly ShortcutHelp[] = [
  { keys: ['a'], command: 'approve', scope: 'post' },
  { keys: ['r'], command: 'reject', scope: 'post' },
  { keys: ['d', 'Delete'], command: 'delete', scope: 'post' },
  { keys: ['j', '↓'], command: 'next', scope: 'post' },
  { keys: ['k', '↑'], command: 'previous', scope: 'post' },
  { keys: ['x'], command: 'select', scope: 'post' },
  { keys: ['e'], command: 'edit', scope: 'post' },
  { keys: ['p'], command: 'pin', scope: 'post' },
  { keys: ['h'], command: 'highlight', scope: 'post' },
  { keys: ['u'], command: 'undo', scope: 'screen' },
  { keys: ['t'], command: 'takeBatch', scope: 'screen' },
  { keys: ['g'], command: 'releaseBatch', scope: 'screen' },
];

/** The scope of each command. */
export const shortcutScope: Readonly<Record<ShortcutCommand, ShortcutScope>> = Object.fromEntries(
  moderationShortcuts.map((shortcut) => [shortcut.command, shortcut.scope]),
) as Record<ShortcutCommand, ShortcutScope>;

const byKey: Readonly<Record<string, ShortcutCommand>> = {
  a: 'approve',
  r: 'reject',
  d: 'delete',
  Delete: 'delete',
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  x: 'select',
  e: 'edit',
  p: 'pin',
  h: 'highlight',
  u: 'undo',
  t: 'takeBatch',
  g: 'releaseBatch',
};

/** The parts of a key press the mapping reads. */
export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  /** The tag name of the element that has the focus (`INPUT`, `BUTTON`, `LI`...). */
  readonly targetTag?: string;
  /** True when the focused element edits text (contenteditable). */
  readonly targetEditable?: boolean;
}

const typingTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The command of a key press, or null: keys typed into a field, and presses with Ctrl, Meta
 * or Alt (the browser's own shortcuts), are left alone. Letters ignore Caps Lock and Shift.
 */
export function shortcutFor(press: ShortcutKey): ShortcutCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.targetEditable || typingTags.has((press.targetTag ?? '').toUpperCase())) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return byKey[key] ?? null;
}
