import { describe, expect, it } from 'vitest';
import { moderationShortcuts, shortcutFor, shortcutScope } from './shortcuts.ts';

describe('moderation keyboard shortcuts', () => {
  it.each([
    ['a', 'approve'],
    ['A', 'approve'],
    ['r', 'reject'],
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['x', 'select'],
    ['e', 'edit'],
    ['p', 'pin'],
    ['h', 'highlight'],
    ['d', 'delete'],
    ['Delete', 'delete'],
    ['u', 'undo'],
    ['U', 'undo'],
    ['t', 'takeBatch'],
    ['g', 'releaseBatch'],
  ] as const)('%s means %s on a focused post', (key, command) => {
    expect(shortcutFor({ key, targetTag: 'LI' })).toBe(command);
    expect(shortcutFor({ key, targetTag: 'BUTTON' })).toBe(command);
  });

  it('leaves typing, browser shortcuts and other keys alone', () => {
    expect(shortcutFor({ key: 'a', targetTag: 'INPUT' })).toBeNull();
    expect(shortcutFor({ key: 'a', targetTag: 'textarea' })).toBeNull();
    expect(shortcutFor({ key: 'ArrowDown', targetTag: 'SELECT' })).toBeNull();
    expect(shortcutFor({ key: 'r', targetTag: 'DIV', targetEditable: true })).toBeNull();
    expect(shortcutFor({ key: 'r', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'a', metaKey: true })).toBeNull();
    expect(shortcutFor({ key: 'a', altKey: true })).toBeNull();
    expect(shortcutFor({ key: 'q' })).toBeNull();
    expect(shortcutFor({ key: 'u', targetTag: 'INPUT' })).toBeNull();
    expect(shortcutFor({ key: 'Delete', targetTag: 'TEXTAREA' })).toBeNull();
    expect(shortcutFor({ key: 'z', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'Enter' })).toBeNull();
  });

  it('acts on the focused post, or on the screen for undo and batches', () => {
    expect(shortcutScope.delete).toBe('post');
    expect(shortcutScope.undo).toBe('screen');
    expect(shortcutScope.takeBatch).toBe('screen');
    expect(shortcutScope.releaseBatch).toBe('screen');
  });

  it('documents every command once', () => {
    const commands = moderationShortcuts.map((shortcut) => shortcut.command);
    expect(new Set(commands).size).toBe(commands.length);
    for (const shortcut of moderationShortcuts) {
      const key = shortcut.keys[0] ?? '';
      expect(shortcutFor({ key })).toBe(shortcut.command);
    }
  });
});
