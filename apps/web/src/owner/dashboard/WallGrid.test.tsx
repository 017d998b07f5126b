import { describe, expect, it } from 'vitest';
import { renderStatic } from '../ui/render-static.tsx';
import { WallGrid, WallsViewSwitch } from './WallGrid.tsx';
import { sampleWallRows } from './testing-rows.ts';
import { WallThumbnail } from './WallThumbnail.tsx';

const noop = () => undefined;

function cards(canModify = true, canDelete = true) {
  return renderStatic(
    <WallGrid
      rows={sampleWallRows}
      canModify={canModify}
      canDelete={canDelete}
      saving={new Set()}
      onToggle={noop}
      onDelete={noop}
      onShowFeedCount={noop}
    />,
  );
}

/** The opening tags of the links to `href`, whatever the order of their attributes. */
function linkTo(markup: string, href: string): string {
  return (markup.match(new RegExp(`<a [^>]*href="${href}"[^>]*>`, 'g')) ?? []).join('\n');
}

function cardOf(markup: string, userName: string): string {
  const start = markup.indexOf(`data-wall-card="${userName}"`);
  return markup.slice(start, markup.indexOf('</li>', start));
}

describe('the wall cards', () => {
  it('draw a list of cards, each an article named by its wall', async () => {
    const markup = await cards();
    expect(markup).toMatch(/^<ul class="wall-grid" aria-label="Your walls">/);
    const summit = cardOf(markup, 'summit');
    expect(summit).toContain('<article aria-labelledby="wall-card-1">');
    expect(summit).toMatch(/<h3 class="wall-card__name" id="wall-card-1">Summit<\/h3>/);
  });

  it('show the live state, counts, next step and every action of the table', async () => {
    const summit = cardOf(await cards(), 'summit');
    expect(summit).toContain('>Active<');
    expect(summit).toContain('role="switch"');
    expect(summit).toContain('aria-label="Live updates on"');
    expect(summit).toContain('Watching now: 7');
    expect(summit).toMatch(/<dt>Approved posts<\/dt><dd>120<\/dd>/);
    expect(summit).toMatch(/<dt>Waiting for moderation<\/dt><dd>4<\/dd>/);
    expect(summit).toMatch(/<dt>Sources<\/dt><dd>2/);
    expect(summit).toContain('Posts are waiting for your approval.');
    for (const [label, href] of [
      ['View Summit', '/summit'],
      ['Edit Summit', '/summit/edit'],
      ['Moderate Summit', '/summit/edit/moderate'],
    ]) {
      expect(linkTo(summit, href!)).toContain(`aria-label="${label}"`);
    }
    expect(summit).toContain('aria-label="Delete Summit"');
    expect(summit).toContain('aria-label="2 feeds: show the feed count"');
    expect(summit).not.toContain('aria-haspopup="menu"');
  });

  it('mark an inactive wall, say why its switch is locked and ask for a first source', async () => {
    const expo = cardOf(await cards(), 'expo');
    expect(expo).toMatch(/<a[^>]*href="\/pricing"[^>]*>Inactive<\/a>/);
    expect(expo).toContain('Your plan has no room for another active wall.');
    expect(expo).toContain('No sources feed this wall yet.');
    expect(linkTo(expo, '/expo/edit/content')).toContain('aria-describedby="wall-card-2"');
  });

  it('leave out Delete and disable the switches without the permissions', async () => {
    const markup = await cards(false, false);
    expect(markup).not.toContain('aria-label="Delete');
    expect(cardOf(markup, 'summit')).toMatch(/role="switch"[^>]*disabled=""/);
  });
});

describe('a wall’s thumbnail', () => {
  it('shows up to four of its pictures, lazily, with their size and a text', async () => {
    const [summit] = sampleWallRows;
    const markup = await renderStatic(<WallThumbnail row={summit!} size={160} />);
    const images = markup.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toContain('loading="lazy"');
      expect(image).toContain('width="80"');
      expect(image).toContain('height="80"');
    }
    expect(images[0]).toContain('src="/media/aaa/300"');
    expect(images[0]).toContain('alt="A crowd"');
    // A picture without its own text is named by the wall it shows.
    expect(images[1]).toContain('alt="A recent picture on Summit"');
  });

  it('shows the theme’s colours and name when the wall has no pictures', async () => {
    const expo = sampleWallRows[1]!;
    const markup = await renderStatic(<WallThumbnail row={expo} size={160} />);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('standard theme, no pictures yet');
    expect(markup).toContain('--wall-thumb-bg:#102030');
    expect(markup).toContain('--wall-thumb-text:#ffffff');
  });
});

describe('the view switch', () => {
  it('is a named group of two toggle buttons, the shown view pressed', async () => {
    const markup = await renderStatic(<WallsViewSwitch view="cards" onChange={noop} />);
    expect(markup).toContain('role="group" aria-label="Show walls as"');
    expect(markup).toMatch(/aria-pressed="true"[^>]*>Cards</);
    expect(markup).toMatch(/aria-pressed="false"[^>]*>Table</);
  });
});
