import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageDataElement, serializePageData } from '@chorus/web/ssr/page-data';
import { describe, expect, it } from 'vitest';
import {
  composeWallPage,
  firstPaintCss,
  loadInlineCss,
  styleHashSource,
  withStyleSource,
} from './wall-render.ts';

const shell = `<!doctype html><html><head><title>Chorus</title><link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="preload" as="style" href="/assets/WallPage.css" crossorigin></head><body><div id="root">
      <div class="chorus-boot" role="status">
        <p class="chorus-boot__text">Loading…</p>
      </div>
    </div>
    <noscript>Chorus needs JavaScript to show this page.</noscript></body></html>`;

const data = {
  userName: 'demo',
  profile: { user_name: 'demo' },
  collections: [],
  feed: {
    url: '/api/posts?wall=demo',
    body: {
      posts: [{ id: '1', title: '</script><script>alert(1)</script>', description: '<!-- x' }],
    },
  },
  now: 1,
};

describe('the wall page data element', () => {
  it('keeps </script> and <!-- in post text from leaving the element', () => {
    const element = pageDataElement(data);
    const inner = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/<|>/);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    expect(JSON.parse(inner)).toEqual(data);
  });

  it('escapes &, U+2028 and U+2029 too, and parses back to the same value', () => {
    const value = { text: 'a & b \u2028 c \u2029 <!--<script>' };
    const text = serializePageData(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('composing a server-drawn wall page', () => {
  it('sets the wall language and direction on <html> (the shell keeps its own without one)', () => {
    const rendered = { head: '', body: '<div class="chorus-wall"></div>', css: '' };
    const rtl = composeWallPage(shell, { ...rendered, lang: 'ar-XB', dir: 'rtl' }, '', []);
    expect(rtl).toContain('<html lang="ar-XB" dir="rtl">');
    const german = composeWallPage(shell, { ...rendered, lang: 'de', dir: 'ltr' }, '', []);
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(composeWallPage(shell, rendered, '', [])).toContain('<html>');
  });

  it('puts the wall in the root, the data after it, the hashed style and stylesheets in the head', () => {
    const page = composeWallPage(
      shell,
      {
        head: '<title>Wall demo · Chorus</title><link rel="preload" as="image" href="/a.jpg"/>',
        body: '<div class="chorus-wall">posts</div>',
        css: '[data-chorus-style="0"]{left:0}',
      },
      pageDataElement(data),
      ['assets/index.css', 'assets/WallPage.css', 'assets/MasonryWall.css'],
    );
    expect(page).toContain('<title>Wall demo · Chorus</title>');
    expect(page).not.toContain('<title>Chorus</title>');
    expect(page).toContain(
      '<div id="root"><div class="chorus-wall">posts</div></div><script type="application/json" id="chorus-wall-data">',
    );
    expect(page).not.toContain('chorus-boot');
    expect(page).not.toContain('<noscript>');
    expect(page).toContain('<style>[data-chorus-style="0"]{left:0}</style>');
    // The shell's own stylesheet is not linked twice.
    expect(page.match(/assets\/index\.css/g)).toHaveLength(1);
    expect(page).toContain('href="/assets/MasonryWall.css"');
    // A stylesheet the shell only preloads is linked, or the first paint would lack it.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/WallPage.css">');
    expect(page.indexOf('<link rel="preload" as="image"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('allows the inline style by its sha256 hash in style-src, and nothing else', () => {
    const css = '[data-chorus-style="0"]{left:0}';
    const hash = createHash('sha256').update(css).digest('base64');
    expect(styleHashSource(css)).toBe(`'sha256-${hash}'`);
    const policy = "default-src 'self';style-src 'self';script-src 'self'";
    expect(withStyleSource(policy, styleHashSource(css))).toBe(
      `default-src 'self';style-src 'self' 'sha256-${hash}';script-src 'self'`,
    );
  });
});

describe('the first paint’s stylesheets in the page', () => {
  function distWith(files: Record<string, string>, map: unknown): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'chorus-wall-css-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, '.vite', 'wall-css.json'), JSON.stringify(map));
    return dir;
  }
  const map = {
    entry: ['assets/index.css'],
    wall: ['assets/WallPage.css'],
    themes: { standard: ['assets/MasonryWall.css'], slideshow: ['assets/Slides.css'] },
  };
  const files = {
    'assets/index.css': '.a{color:red}\r\n',
    'assets/WallPage.css': '@media (width<=600px){.b{margin:0}}',
    'assets/MasonryWall.css': '.c>.d{gap:1px}',
    'assets/Slides.css': '.e{content:"</style><script>"}',
  };

  it('puts the entry’s, the wall’s and the chosen theme’s stylesheets in one style, in order', () => {
    const inline = loadInlineCss(distWith(files, map))?.('standard');
    expect(inline?.files).toEqual([
      'assets/index.css',
      'assets/WallPage.css',
      'assets/MasonryWall.css',
    ]);
    // CR LF as the browser's parser sees it (LF), so the hash matches the element's text.
    expect(inline?.css).toBe('.a{color:red}\n@media (width<=600px){.b{margin:0}}\n.c>.d{gap:1px}');
    // The kit's list (no installed theme): the entry's and the wall's.
    expect(loadInlineCss(distWith(files, map))?.(null)?.files).toEqual([
      'assets/index.css',
      'assets/WallPage.css',
    ]);
  });

  it('links as before when a stylesheet could end the element, or the theme or map is unknown', () => {
    const dir = distWith(files, map);
    expect(loadInlineCss(dir)?.('slideshow')).toBeNull();
    expect(loadInlineCss(dir)?.('not-installed')).toBeNull();
    expect(loadInlineCss(distWith(files, { ...map, entry: ['../secret.css'] }))).toBeNull();
    expect(loadInlineCss(mkdtempSync(path.join(tmpdir(), 'chorus-wall-css-')))).toBeNull();
  });

  it('drops the shell’s links of inlined stylesheets and links no other; one hashed style', () => {
    const inline = loadInlineCss(distWith(files, map))?.('standard') ?? null;
    const hoisted = '[data-chorus-style="0"]{left:0}';
    const page = composeWallPage(
      shell,
      { head: '', body: '<div class="chorus-wall">posts</div>', css: hoisted },
      pageDataElement(data),
      ['assets/index.css', 'assets/WallPage.css', 'assets/MasonryWall.css', 'assets/Slides.css'],
      inline,
    );
    expect(page).not.toMatch(/<link [^>]*(rel="stylesheet"|as="style")/);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    // The stylesheets, then the hoisted attributes, which win as the attributes would.
    expect(styles).toEqual([`${inline?.css}\n${hoisted}`]);
    expect(firstPaintCss(inline, hoisted)).toBe(styles[0]);
    expect(firstPaintCss(null, hoisted)).toBe(hoisted);
    // What renderWallPage adds to style-src: the sha256 of exactly that text, and nothing else.
    const policy = withStyleSource("style-src 'self'", styleHashSource(styles[0] ?? ''));
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(policy).toBe(`style-src 'self' 'sha256-${hash}'`);
  });
});
