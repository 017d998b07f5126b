// @vitest-environment node
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { kenburnsThemeManifest } from './index.ts';

describe('the kenburns theme on the server', () => {
  it('renders its first slide without window or document', async () => {
    const { default: Component } = await kenburnsThemeManifest.load();
    const posts = [
      testPost('1', {
        media: [
          {
            kind: 'image',
            url: 'https://images.example/1.jpg',
            width: 600,
            height: 400,
            alt: '',
            originalUrl: null,
            embedUrl: null,
          },
        ],
      }),
      testPost('2'),
    ];
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    expect(html).toContain('Post 1');
  });
});
