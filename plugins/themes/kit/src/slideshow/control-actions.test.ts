import { describe, expect, it } from 'vitest';
import { editPreviewLink, keyAction, transitionChoices } from './control-actions.ts';

const page = { tagName: 'BODY' };

describe('keyAction', () => {
  it('plays or pauses with space and moves with the arrows under full control', () => {
    expect(keyAction(' ', 'full', page)).toEqual({ type: 'togglePlay' });
    expect(keyAction('ArrowRight', 'full', page)).toEqual({ type: 'forward' });
    expect(keyAction('ArrowLeft', 'full', page)).toEqual({ type: 'back' });
    expect(keyAction('a', 'full', page)).toBeNull();
  });

  it('does nothing for a reduced viewer', () => {
    for (const key of [' ', 'ArrowRight', 'ArrowLeft']) {
      expect(keyAction(key, 'reduced', page)).toBeNull();
    }
  });

  it('leaves keys to fields, and space to a focused button or link', () => {
    expect(keyAction('ArrowRight', 'full', { tagName: 'SELECT' })).toBeNull();
    expect(keyAction('ArrowLeft', 'full', { tagName: 'input' })).toBeNull();
    expect(keyAction(' ', 'full', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(keyAction(' ', 'full', { tagName: 'BUTTON' })).toBeNull();
    expect(keyAction(' ', 'full', { tagName: 'A' })).toBeNull();
    expect(keyAction('ArrowRight', 'full', { tagName: 'BUTTON' })).toEqual({ type: 'forward' });
  });
});

describe('editPreviewLink', () => {
  it('goes from a wall to its edit view and back, keeping the query string', () => {
    expect(editPreviewLink('/demo', '?theme=slideshow')).toEqual({
      href: '/demo/edit?theme=slideshow',
      editing: false,
    });
    expect(editPreviewLink('/demo/twitter/7/', '')).toEqual({
      href: '/demo/twitter/7/edit',
      editing: false,
    });
    expect(editPreviewLink('/demo/edit', '?slideshowctrl=true')).toEqual({
      href: '/demo?slideshowctrl=true',
      editing: true,
    });
    expect(editPreviewLink('/demo/twitter/edit/moderate', '')).toEqual({
      href: '/demo/twitter',
      editing: true,
    });
  });
});

describe('transitionChoices', () => {
  it('offers the usual times and the current one, in order', () => {
    expect(transitionChoices(15000)).toEqual([5000, 10000, 15000, 20000, 30000, 60000]);
    expect(transitionChoices(1500)[0]).toBe(1500);
    expect(transitionChoices(45000)).toContain(45000);
  });
});
