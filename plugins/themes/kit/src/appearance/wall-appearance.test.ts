import { describe, expect, it } from 'vitest';
import { wallAppearance } from './wall-appearance.ts';

describe('wallAppearance', () => {
  it('sets no property and draws nothing for a wall that chose nothing', () => {
    expect(wallAppearance({}, {})).toEqual({
      properties: {},
      pageBackground: null,
      banner: null,
      logo: null,
      namePosition: 'left',
      nameBarAtBottom: false,
    });
    expect(wallAppearance(null, 'not an object').properties).toEqual({});
  });

  it('turns every appearance setting into its custom property', () => {
    const look = wallAppearance(
      {
        font_secondary: 'Oswald',
        fontsize_secondary: 30,
        font_tertiary: 'Georgia, serif',
        fontsize_tertiary: '18',
        color_name: '#112233',
        color_namebar: 'navy',
        color_namebar_buttons: 'rgb(1, 2, 3)',
        color_hype: '#fafafa',
        position_name: 'center',
        position_namebar: 'bottom',
        bg_page_image: '#abcdef',
        bg_image: 'https://img.example/wall.jpg',
        image_logo: 'https://img.example/logo.png',
      },
      {
        fontcolor_post: '#333',
        banner: { url: 'https://img.example/b.jpg', width: 1200, height: 300 },
      },
    );
    expect(look.properties).toEqual({
      '--chorus-font-heading': '"Oswald", sans-serif',
      '--chorus-font-heading-size': '30px',
      '--chorus-font-text': '"Georgia", serif',
      '--chorus-font-text-size': '18px',
      '--chorus-color-name': '#112233',
      '--chorus-color-namebar': 'navy',
      '--chorus-color-namebar-buttons': 'rgb(1, 2, 3)',
      '--chorus-post-background': '#fafafa',
      '--chorus-post-text': '#333',
      '--chorus-page-background': '#abcdef',
      '--chorus-wall-background': 'url("https://img.example/wall.jpg")',
    });
    expect(look.pageBackground).toBe('#abcdef');
    expect(look.banner).toEqual({ src: 'https://img.example/b.jpg', width: 1200, height: 300 });
    expect(look.logo).toBe('https://img.example/logo.png');
    expect(look.namePosition).toBe('center');
    expect(look.nameBarAtBottom).toBe(true);
  });

  it('leaves out bad values instead of passing them to CSS or to an image', () => {
    const look = wallAppearance(
      {
        color_name: 'red; background: url(https://evil.example)',
        font_secondary: 'x;}',
        image_logo: 'javascript:alert(1)',
        position_name: 'middle',
      },
      { banner: { url: 'javascript:alert(1)' }, fontcolor_post: 'expression(alert(1))' },
    );
    expect(look.properties).toEqual({});
    expect(look.logo).toBeNull();
    expect(look.banner).toBeNull();
    expect(look.namePosition).toBe('left');
  });

  it('keeps a banner without a usable size', () => {
    expect(
      wallAppearance({}, { banner: { url: 'https://img.example/b.jpg', width: 'wide' } }).banner,
    ).toEqual({ src: 'https://img.example/b.jpg' });
  });
});
