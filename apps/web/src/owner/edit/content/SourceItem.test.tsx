/**
 * A source whose connector is no longer installed (its package was removed from
 * chorus.config.ts) still lists: its network id as the name, a generic icon, its health.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { genericNetworkIcon, mediaHealthText, SourceItem } from './SourceItem.tsx';
import type { SourceView } from './sources-api.ts';

const source: SourceView = {
  id: 7,
  network: 'pigeon',
  feed_type: 'loft',
  options: { loft: 'north' },
  label: 'North loft',
  account_label: 'North loft',
  privacy: 0,
  status: 'active',
  status_code: 0,
  last_crawled: 0,
  health: { state: 'ok', last_error: null, last_error_at: null, retry_at: null, message: null },
};

describe('SourceItem of a network no connector registers', () => {
  it('shows the network id and feed type id as its type, with the generic icon', () => {
    const html = renderToStaticMarkup(
      <SourceItem
        source={source}
        connector={undefined}
        can={() => true}
        busy={false}
        onToggleModeration={() => undefined}
        onRemove={() => undefined}
        onReauthorize={() => undefined}
      />,
    );
    expect(html).toContain('North loft');
    expect(html).toContain('pigeon · loft');
    expect(html).toContain(`d="${genericNetworkIcon}"`);
  });
});

describe('SourceItem of a source whose pictures could not be stored', () => {
  const render = (view: SourceView) =>
    renderToStaticMarkup(
      <SourceItem
        source={view}
        connector={undefined}
        can={() => true}
        busy={false}
        onToggleModeration={() => undefined}
        onRemove={() => undefined}
        onReauthorize={() => undefined}
      />,
    );

  it('adds a line with the count and the latest reason, beside the crawl health', () => {
    const html = render({
      ...source,
      last_crawled: 1_763_000_000,
      health: {
        ...source.health,
        media: { failing: 3, last_error: 'https://img.example/a.jpg answered 500.', at: 1 },
      },
    });
    expect(html).toContain(
      '3 pictures could not be stored: https://img.example/a.jpg answered 500.',
    );
    expect(html).toContain('data-health-state="ok"');
    expect(
      mediaHealthText({
        ...source,
        health: { ...source.health, media: { failing: 1, last_error: 'Too big.', at: 1 } },
      }),
    ).toBe('1 picture could not be stored: Too big.');
  });

  it('shows no media line when every picture was stored', () => {
    expect(render(source)).not.toContain('could not be stored');
    expect(mediaHealthText(source)).toBeNull();
  });
});
