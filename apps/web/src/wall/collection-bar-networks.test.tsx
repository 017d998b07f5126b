/**
 * The collection bar names each network as the server does: its connector's short label (X
 * reads "Twitter"), its display name, or its id when no installed connector registers it (a
 * removed package); it draws the connector's icon, and it never fails.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollectionBar } from '@chorus/theme-kit';

const xIcon = 'M3 3h4.6l4.4 6.1L17.2 3H21l-7.3 8.4L21.5 21h-4.6l-4.8-6.6L6.4 21H2.6l7.7-8.9z';

const collections = [
  { id: 1, network: 'rss', short_code: 'rss', network_name: 'RSS', label: 'News', last_crawled: 1 },
  {
    id: 4,
    network: 'twitter',
    short_code: 'tw',
    network_name: 'X (Twitter)',
    network_label: 'Twitter',
    network_icon: xIcon,
    label: 'chorus',
    last_crawled: 1,
  },
  // Stored before its connector was uninstalled: the server sends its id as its name.
  {
    id: 2,
    network: 'pigeon',
    short_code: 'pigeon',
    network_name: 'pigeon',
    network_label: 'pigeon',
    network_icon: '',
    label: 'Loft',
    last_crawled: 1,
  },
  // An older payload without names at all.
  { id: 3, network: 'kite', label: 'Sky', last_crawled: 0 },
];

function render(): string {
  return renderToStaticMarkup(
    <CollectionBar
      collections={collections}
      active="home"
      searchShown={false}
      hrefFor={(target) => (target.kind === 'network' ? `/w/${target.network}` : '/w')}
      onNavigate={() => undefined}
    />,
  );
}

/** The markup of one network's link. */
function linkOf(html: string, network: string): string {
  const start = html.indexOf(`href="/w/${network}"`);
  return html.slice(start, html.indexOf('</a>', start));
}

describe('CollectionBar with networks the wall may not know', () => {
  it('draws an entry per network, named by the server or by its id', () => {
    const html = render();
    expect(html).toContain('aria-label="RSS accounts"');
    expect(html).toContain('aria-label="pigeon accounts"');
    expect(html).toContain('aria-label="kite accounts"');
    expect(html).toContain('href="/w/pigeon"');
    // Named by its visible text, not by a label the text would not match (axe, WCAG 2.5.3).
    expect(linkOf(html, 'rss')).toContain('<span class="chorus-bar-label">RSS</span>');
    expect(html).not.toContain('aria-label="RSS"');
    expect(linkOf(html, 'kite')).toContain('<span class="chorus-bar-label">kite</span>');
    expect(html).toContain('Loft');
  });

  it("shows X's short label, Twitter, with its connector's icon, and keeps the long name for its accounts", () => {
    const html = render();
    const link = linkOf(html, 'twitter');
    expect(link).toContain('<span class="chorus-bar-label">Twitter</span>');
    expect(link).not.toContain('X (Twitter)');
    expect(link).toContain(`<path d="${xIcon}"`);
    expect(link).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('aria-label="X (Twitter) accounts"');
  });

  it('draws two letters of the label for a network without an icon', () => {
    const html = render();
    expect(linkOf(html, 'pigeon')).toContain(
      '<span class="chorus-network-badge" aria-hidden="true">pi</span>',
    );
    expect(linkOf(html, 'pigeon')).not.toContain('<svg');
  });
});
