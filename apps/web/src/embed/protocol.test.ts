import { describe, expect, it } from 'vitest';
import {
  frameStyleOf,
  parentCommand,
  readParentCommand,
  readWallMessage,
  wallMessage,
} from './protocol.ts';

describe('wall messages', () => {
  it('reads each message the wall sends, as built', () => {
    const sent = [
      wallMessage('resizeHeight', { height: 1234 }),
      wallMessage('resizeHeightInner', { height: 1000 }),
      wallMessage('endArrangeAppendHypes', { count: 40 }),
      wallMessage('endArrangeAllHypes', { count: 20 }),
      wallMessage('singleHypeOverlayRender', { postId: '7', open: true, top: 480 }),
      wallMessage('iosSafariScrollToTop', {}),
      wallMessage('changeEmbedParentStyle', { style: { height: '100vh' } }),
      wallMessage('notifyParentOfTheme', { theme: 'masonry-standard', fillsWindow: false }),
    ];
    for (const message of sent) expect(readWallMessage(message)).toEqual(message);
    expect(sent.map((message) => message.type)).toEqual([
      'resizeHeight',
      'resizeHeightInner',
      'endArrangeAppendHypes',
      'endArrangeAllHypes',
      'singleHypeOverlayRender',
      'iosSafariScrollToTop',
      'changeEmbedParentStyle',
      'notifyParentOfTheme',
    ]);
  });

  it('ignores other scripts’ messages and malformed ones', () => {
    expect(readWallMessage('resizeHeight')).toBeNull();
    expect(readWallMessage({ type: 'resizeHeight', height: 10 })).toBeNull();
    expect(readWallMessage({ chorus: 2, type: 'resizeHeight', height: 10 })).toBeNull();
    expect(readWallMessage({ chorus: 1, type: 'resizeHeight', height: '10' })).toBeNull();
    expect(readWallMessage({ chorus: 1, type: 'resizeHeight', height: -1 })).toBeNull();
    expect(readWallMessage({ chorus: 1, type: 'resizeHeight', height: Infinity })).toBeNull();
    expect(readWallMessage({ chorus: 1, type: 'loadMorePosts' })).toBeNull();
    expect(readWallMessage({ chorus: 1, type: 'singleHypeOverlayRender', postId: 1 })).toBeNull();
  });

  it('keeps only the allowed, safe frame styles', () => {
    expect(
      frameStyleOf({
        height: '100vh',
        minHeight: '300px',
        backgroundColor: '#fff',
        position: 'fixed',
        maxHeight: 'url(https://evil.test/x)',
        width: '100%',
      }),
    ).toEqual({ height: '100vh', minHeight: '300px', backgroundColor: '#fff' });
    expect(frameStyleOf({ height: '1px;position:fixed' })).toEqual({});
    expect(frameStyleOf('height:1px')).toEqual({});
  });
});

describe('parent commands', () => {
  it('reads resize, loadMorePosts and search', () => {
    for (const command of [
      parentCommand('resize', {}),
      parentCommand('loadMorePosts', {}),
      parentCommand('search', { query: '#chorus' }),
    ]) {
      expect(readParentCommand(command)).toEqual(command);
    }
  });

  it('refuses unknown commands and bad fields', () => {
    expect(readParentCommand({ chorus: 1, type: 'resizeHeight', height: 1 })).toBeNull();
    expect(readParentCommand({ chorus: 1, type: 'search' })).toBeNull();
    expect(readParentCommand({ chorus: 1, type: 'search', query: 'x'.repeat(501) })).toBeNull();
    expect(readParentCommand({ type: 'loadMorePosts' })).toBeNull();
    expect(readParentCommand(null)).toBeNull();
  });
});
