// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KenBurnsCanvas, kenBurnsImageSizes } from './KenBurnsCanvas.tsx';

const hash = 'ef'.repeat(32);
const drawn = (src: string, width: number | null) =>
  renderToStaticMarkup(
    createElement(KenBurnsCanvas, { src, width, alt: 'A harbour', seed: '1', durationMs: 16_000 }),
  );
const sourceOf = (html: string) => /<img class="chorus-kenburns-source"[^>]*>/.exec(html)?.[0];

describe('the Ken Burns canvas', () => {
  it('draws a re-hosted picture from a source offering its sizes for the deepest zoom', () => {
    const html = drawn(`/media/${hash}/1920`, 1500);
    expect(html).toContain(
      '<canvas class="chorus-kenburns-canvas" role="img" aria-label="A harbour"></canvas>',
    );
    const source = sourceOf(html);
    expect(source).toContain(`src="/media/${hash}/1920"`);
    expect(source).toContain(
      `srcSet="/media/${hash}/300 300w, /media/${hash}/600 600w, /media/${hash}/1200 1200w, /media/${hash}/1920 1500w"`,
    );
    expect(kenBurnsImageSizes).toBe('120vw');
    expect(source).toContain('sizes="120vw"');
    // Hidden and decorative: the canvas, named by the picture's alt text, is what people meet.
    expect(source).toContain('alt=""');
    expect(source).toContain('hidden=""');
  });

  it('draws any other picture from its one address', () => {
    const source = sourceOf(drawn('https://images.example/1.jpg', 600));
    expect(source).toContain('src="https://images.example/1.jpg"');
    expect(source).not.toContain('srcSet');
    expect(source).not.toContain('sizes');
  });
});
