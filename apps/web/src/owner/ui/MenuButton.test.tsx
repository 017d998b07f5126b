import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton.tsx';
import { renderStatic } from './render-static.tsx';

// The open menu and its keys are the library's (react-aria-components), drawn in the browser.
describe('the menu button', () => {
  it('is a closed menu button named by its label, showing its text', async () => {
    const html = await renderStatic(
      <MenuButton
        label="More actions for Summit"
        text="More"
        entries={[
          { label: 'Export Posts to CSV', onSelect: () => undefined },
          { label: 'Analytics', to: '/analytics/summit' },
        ]}
      />,
    );
    expect(html).toMatch(/<button[^>]*aria-label="More actions for Summit"/);
    expect(html).toContain('aria-haspopup="true"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>More</button>');
    expect(html).not.toContain('role="menu"');
  });

  it('draws nothing without entries', async () => {
    expect(await renderStatic(<MenuButton label="More" entries={[]} />)).toBe('');
  });
});
