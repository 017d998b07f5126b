/**
 * Keyboard shortcuts of the moderation list, for live events where posts pour in: they act
 * on the focused post. The list documents itself from {@link moderationShortcuts}.
 */

/** What a shortcut does. */
export type ShortcutCommand =
  'approve' | 'reject' | 'next' | 'previous' | 'select' | 'edit' | 'pin' | 'highlight';

/** One documented shortcut: the keys shown and what they do. */
export interface ShortcutHelp {
  readonly keys: readonly string[];
  readonly command: ShortcutCommand;
  readonly description: string;
}

/** The shortcuts, in the order the help lists them. */
export const moderationShortcuts: readonly ShortcutHelp[] = [
  { keys: ['a'], command: 'approve', description: 'Approve the focused post' },
  { keys: ['r'], command: 'reject', description: 'Reject the focused post' },
  { keys: ['j', '↓'], command: 'next', description: 'Focus the next post' },
  { keys: ['k', '↑'], command: 'previous', description: 'Focus the previous post' },
  { keys: ['x'], command: 'select', description: 'Select the focused post for bulk approval' },
  { keys: ['e'], command: 'edit', description: 'Edit the focused post' },
  { keys: ['p'], command: 'pin', description: 'Pin or unpin the focused post' },
  { keys: ['h'], command: 'highlight', description: 'Highlight the focused post, or stop' },
];

const byKey: Readonly<Record<string, ShortcutCommand>> = {
  a: 'approve',
  r: 'reject',
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  x: 'select',
  e: 'edit',
  p: 'pin',
  h: 'highlight',
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
