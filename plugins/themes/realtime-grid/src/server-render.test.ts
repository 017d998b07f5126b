// @vitest-environment node
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { realtimeGridThemeManifest } from './index.ts';

describe('the realtime grid on the server', () => {
  it('renders its first screen of cells without window or document', async () => {
    const { default: Component } = await realtimeGridThemeManifest.load();
    const posts = Array.from({ length: 12 }, (_, index) => testPost(String(index + 1)));
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    // 1280x900 before measuring: 4 columns, 2 rows of 300x300 cells.
    expect(html).toContain('data-columns="4"');
    expect(html).toContain('data-rows="2"');
    expect(html.match(/chorus-realtime-grid-cell"/g)).toHaveLength(8);
    expect(html).toContain('Post 1');
    expect(html).not.toContain('Post 9');
    expect(html).toContain('>Pause</button>');
  });

  it('draws the control bar only with full controls, its sliders on the wall’s values', async () => {
    const { default: Component } = await realtimeGridThemeManifest.load();
    const posts = [testPost('1')];
    const visitor = renderThemeOnServer(Component, serverRenderProps(posts));
    expect(visitor).not.toContain('realtime-grid-control-bar');
    const base = serverRenderProps(posts, { options: { gridwidth: 250, gridpadding: 5 } });
    const html = renderThemeOnServer(Component, {
      ...base,
      view: { ...base.view, controls: 'full' },
    });
    expect(html).toContain('data-testid="realtime-grid-control-bar"');
    expect(html).toMatch(
      /Grid width<\/span><input type="range" min="100" max="1000" step="10" aria-valuetext="250 px" value="250"/,
    );
    expect(html).toMatch(
      /Grid height<\/span><input type="range" min="100" max="1000" step="10" aria-valuetext="300 px" value="300"/,
    );
    expect(html).toMatch(
      /Grid padding<\/span><input type="range" min="0" max="100" step="1" aria-valuetext="5 px" value="5"/,
    );
    // The grid uses the same values: five 250 px columns, 5 px apart.
    expect(html).toContain('grid-template-columns:repeat(5, 250px)');
    expect(html).toContain('gap:5px');
  });
});
