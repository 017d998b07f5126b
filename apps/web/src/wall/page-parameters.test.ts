import { describe, expect, it } from 'vitest';
import {
  backgroundCss,
  hidesCollectionBar,
  leavesWall,
  pageBackgroundRule,
  wallClassName,
} from './page-parameters.ts';

describe('background=', () => {
  it('takes transparent, colours and http(s) images', () => {
    expect(backgroundCss('transparent')).toBe('transparent');
    expect(backgroundCss('#ff0000')).toBe('#ff0000');
    expect(backgroundCss('0af')).toBe('#0af');
    expect(backgroundCss('rebeccapurple')).toBe('rebeccapurple');
    expect(backgroundCss('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(backgroundCss('https://img.example/bg.jpg')).toBe(
      'center / cover no-repeat url("https://img.example/bg.jpg")',
    );
  });

  it('refuses anything that could escape the declaration', () => {
    expect(backgroundCss(undefined)).toBeNull();
    expect(backgroundCss('red;position:fixed')).toBeNull();
    expect(backgroundCss('javascript:alert(1)')).toBeNull();
    expect(backgroundCss('url(x)')).toBeNull();
    expect(backgroundCss('https://img.example/a"), url("b')).toBe(
      'center / cover no-repeat url("https://img.example/a%22),%20url(%22b")',
    );
  });
});

describe('page classes and the bar', () => {
  it('marks fitToEdge, fullscreen, noimagescaling and full-window themes', () => {
    expect(wallClassName({}, false)).toBe('chorus-wall');
    expect(wallClassName({ fitToEdge: true, noimagescaling: true }, false)).toBe(
      'chorus-wall chorus-wall--edge chorus-wall--natural-images',
    );
    expect(wallClassName({ fullscreen: true }, true)).toBe(
      'chorus-wall chorus-wall--fills-window chorus-wall--edge',
    );
    expect(wallClassName({}, false, true)).toBe('chorus-wall chorus-wall--namebar-bottom');
  });

  it('nomobilenavmenu hides the bar on mobile only', () => {
    expect(hidesCollectionBar({ nomobilenavmenu: true }, true)).toBe(true);
    expect(hidesCollectionBar({ nomobilenavmenu: true }, false)).toBe(false);
    expect(hidesCollectionBar({}, true)).toBe(false);
  });
});

describe('nolinkredir', () => {
  const origin = 'https://walls.example';
  it('stops links that leave the wall, not the wall’s own', () => {
    expect(leavesWall('https://news.example/story', origin)).toBe(true);
    expect(leavesWall('mailto:?subject=x', origin)).toBe(true);
    expect(leavesWall('/demo/search?query=%23tag', origin)).toBe(false);
    expect(leavesWall('https://walls.example/demo/twitter', origin)).toBe(false);
  });
});

describe('the server-drawn page background', () => {
  it('is a rule over the app stylesheet, or nothing', () => {
    expect(pageBackgroundRule('transparent')).toBe(':root,body{background:transparent}');
    expect(pageBackgroundRule(backgroundCss('ff0000'))).toBe(':root,body{background:#ff0000}');
    expect(pageBackgroundRule(null)).toBe('');
    expect(pageBackgroundRule(backgroundCss('red;position:fixed'))).toBe('');
    expect(pageBackgroundRule('url("x</style>")')).toBe('');
  });
});
