import { describe, expect, it } from 'vitest';
import { cssBackground, cssColour, cssFontFamily, cssImageUrl, cssPixels } from './css-values.ts';

describe('css values from stored appearance', () => {
  it('takes colours and nothing that could add a declaration', () => {
    expect(cssColour('#ff0000')).toBe('#ff0000');
    expect(cssColour('0af')).toBe('#0af');
    expect(cssColour('rebeccapurple')).toBe('rebeccapurple');
    expect(cssColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(cssColour('red; position: fixed')).toBeNull();
    expect(cssColour('red}body{display:none')).toBeNull();
    expect(cssColour(12)).toBeNull();
  });

  it('takes http(s) images only, quoted so the address cannot end the string', () => {
    expect(cssImageUrl('https://img.example/bg.jpg')).toBe('url("https://img.example/bg.jpg")');
    expect(cssImageUrl('javascript:alert(1)')).toBeNull();
    expect(cssImageUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(cssImageUrl('https://img.example/a"), url("b')).toBe(
      'url("https://img.example/a%22),%20url(%22b")',
    );
    expect(cssImageUrl('https://img.example/a#x"\\')).toBe('url("https://img.example/a#x%22%5C")');
  });

  it('makes a background from a colour, transparent or an image', () => {
    expect(cssBackground('transparent')).toBe('transparent');
    expect(cssBackground('https://img.example/bg.jpg')).toBe(
      'center / cover no-repeat url("https://img.example/bg.jpg")',
    );
    expect(cssBackground('url(x)')).toBeNull();
    expect(cssBackground('')).toBeNull();
  });

  it('quotes font names and ends the list with a generic family', () => {
    expect(cssFontFamily('Oswald')).toBe('"Oswald", sans-serif');
    expect(cssFontFamily("'Open Sans', serif")).toBe('"Open Sans", serif');
    expect(cssFontFamily('Georgia, Serif')).toBe('"Georgia", serif');
    expect(cssFontFamily('x"; } body { display:none')).toBeNull();
    expect(cssFontFamily('a;b')).toBeNull();
    expect(cssFontFamily('')).toBeNull();
  });

  it('takes whole pixel sizes within bounds', () => {
    expect(cssPixels(18, 8, 48)).toBe('18px');
    expect(cssPixels('20', 8, 48)).toBe('20px');
    expect(cssPixels(4, 8, 48)).toBeNull();
    expect(cssPixels('1e3', 8, 48)).toBeNull();
    expect(cssPixels(undefined, 8, 48)).toBeNull();
  });
});
