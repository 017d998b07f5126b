import { describe, expect, it } from 'vitest';
import { wallCssMap, type CssChunkFacts } from './vite-plugin-wall-css.ts';

const chunk = (
  fileName: string,
  facts: Partial<Omit<CssChunkFacts, 'viteMetadata'>> & { css?: string[] } = {},
): CssChunkFacts => ({
  type: 'chunk',
  fileName,
  ...facts,
  viteMetadata: { importedCss: new Set(facts.css ?? []) },
});

describe('the first paint’s stylesheets of a build', () => {
  const bundle: Record<string, CssChunkFacts> = {
    'index.js': chunk('index.js', { isEntry: true, imports: ['shared.js'], css: ['index.css'] }),
    'shared.js': chunk('shared.js', { css: ['shared.css'] }),
    'wall.js': chunk('wall.js', {
      facadeModuleId: '/app/src/wall/WallPage.tsx',
      imports: ['shared.js', 'kit.js'],
      dynamicImports: ['masonry-entry.js', 'owner.js'],
      css: ['wall.css'],
    }),
    'kit.js': chunk('kit.js', { css: ['kit.css'] }),
    'owner.js': chunk('owner.js', { css: ['owner.css'] }),
    'masonry-entry.js': chunk('masonry-entry.js', {
      facadeModuleId: '/themes/masonry/src/wall.ts',
      imports: ['kit.js'],
      dynamicImports: ['MasonryWall.js'],
    }),
    'MasonryWall.js': chunk('MasonryWall.js', { imports: ['slides.js'], css: ['masonry.css'] }),
    'slides.js': chunk('slides.js', { css: ['slides.css'] }),
  };

  it('lists the entry’s, the wall chunk’s and each theme’s, imports first, each once', () => {
    const map = wallCssMap(bundle, '/src/wall/WallPage.tsx', {
      standard: '/themes/masonry/src/wall.ts',
      photo: '/themes/masonry/src/wall.ts',
      missing: '/themes/none/src/wall.ts',
    });
    expect(map.entry).toEqual(['shared.css', 'index.css']);
    // The wall's static imports, not what it loads lazily (owner screens, themes).
    expect(map.wall).toEqual(['kit.css', 'wall.css']);
    // A theme: what its component loads, imports before importers; nothing the wall has.
    expect(map.themes).toEqual({
      standard: ['slides.css', 'masonry.css'],
      photo: ['slides.css', 'masonry.css'],
    });
  });
});
