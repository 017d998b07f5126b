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
});
