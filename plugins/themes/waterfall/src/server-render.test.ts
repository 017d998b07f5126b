// @vitest-environment node
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { waterfallEventsThemeManifest, waterfallThemeManifest } from './index.ts';

const posts = Array.from({ length: 9 }, (_, index) => testPost(String(index + 1)));

describe('the waterfall themes on the server', () => {
  it('renders columns of posts with a Pause button, and no control bar outside edit modes', async () => {
    const { default: Component } = await waterfallThemeManifest.load();
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    expect(html.match(/chorus-waterfall-item"/g)).toHaveLength(9);
    expect(html.match(/chorus-waterfall-column"/g)?.length).toBeGreaterThan(1);
    expect(html).toContain('>Pause</button>');
    expect(html).toContain('data-speed="100000"');
    expect(html).not.toContain('waterfall-control-bar');
  });
  it('always shows the control bar for the events variant', async () => {
    const { default: Component } = await waterfallEventsThemeManifest.load();
    const html = renderThemeOnServer(Component, {
      ...serverRenderProps(posts),
      options: { waterfallSpeed: 20000 },
    });
    expect(html).toContain('waterfall-control-bar');
    expect(html).toContain('data-speed="100000"');
  });
});
