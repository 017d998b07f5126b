// @vitest-environment node
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { sliderThemeManifest } from './index.ts';

describe('the horizontal slider on the server', () => {
  it('renders its row of posts and labelled arrows without window or document', async () => {
    const { default: Component } = await sliderThemeManifest.load();
    const posts = Array.from({ length: 20 }, (_, index) => testPost(String(index + 1)));
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    // A 1280 px window before measuring: every post, at the first position.
    expect(html.match(/chorus-slider-item"/g)).toHaveLength(20);
    expect(html).toContain('data-position="0"');
    expect(html).toContain('aria-label="Previous post"');
    expect(html).toContain('aria-label="Next post"');
    expect(html).toContain('Post 1');
    expect(html).toContain('Post 20');
  });
  it('draws the Pause button when the profile turns autoscroll on', async () => {
    const { default: Component } = await sliderThemeManifest.load();
    const props = serverRenderProps([testPost('1'), testPost('2')]);
    const html = renderThemeOnServer(Component, { ...props, options: { autoscroll: true } });
    expect(html).toContain('>Pause</button>');
    expect(html).toContain('data-moving="true"');
  });
});
